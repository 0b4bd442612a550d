// The demo accounts (customer, admin, the customers who wrote the reviews) and the review texts.
import type { GroupSlug } from './catalog';

export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  name: 'Mariam Al Hashemi',
  phone: '+971501234567',
  birthDate: '1991-04-12',
  language: 'en' as const,
  addresses: [
    {
      name: 'Home',
      phone: '+971501234567',
      emirate: 'Abu Dhabi',
      region: 'Al Mushrif',
      address: 'Villa 12, Street 23, Al Mushrif, Abu Dhabi',
      latitude: 24.44287,
      longitude: 54.39326,
      locationName: 'Al Mushrif, Abu Dhabi',
      isPrimary: true,
    },
    {
      name: 'Office',
      phone: '+971501234567',
      emirate: 'Dubai',
      region: 'Downtown Dubai',
      address: 'Office 1807, Boulevard Plaza Tower 1, Sheikh Mohammed bin Rashid Boulevard, Downtown Dubai',
      latitude: 25.19512,
      longitude: 55.27617,
      locationName: 'Downtown Dubai',
      isPrimary: false,
    },
  ],
  /** Wallet balance in fils and points. */
  balance: 7_500,
  points: 2_350,
  lists: [
    { name: 'Ramadan pantry', products: ['yemeni-sidr', 'black-seed', 'saffron', 'cardamom', 'honey-saffron', 'frankincense'] },
    { name: 'Gifts for Mum', products: ['honey-gift-box', 'taif-rose-oil', 'camel-milk-cream', 'rose-water'] },
  ],
  favourites: ['manuka', 'argan-oil', 'chamomile', 'black-seed-oil', 'honey-propolis-cream', 'sidr-comb', 'lavender-oil'],
};

export const ADMIN = { email: 'admin@example.com', name: 'Store Manager', phone: '+97126654800' };

/** Customers who wrote reviews; Arabic writers review in Arabic. */
export const REVIEWERS = [
  { email: 'ahmed.mansoori@example.com', name: 'Ahmed Al Mansoori', phone: '+971502384711', lang: 'ar' as const },
  { email: 'fatima.zaabi@example.com', name: 'Fatima Al Zaabi', phone: '+971556102938', lang: 'ar' as const },
  { email: 'omar.haddad@example.com', name: 'Omar Haddad', phone: '+971527718204', lang: 'ar' as const },
  { email: 'noura.suwaidi@example.com', name: 'Noura Al Suwaidi', phone: '+971503946127', lang: 'ar' as const },
  { email: 'priya.nair@example.com', name: 'Priya Nair', phone: '+971561847302', lang: 'en' as const },
  { email: 'james.carter@example.com', name: 'James Carter', phone: '+971544019283', lang: 'en' as const },
  { email: 'sara.khalil@example.com', name: 'Sara Khalil', phone: '+971585520173', lang: 'en' as const },
];

export interface ReviewText {
  title: string;
  description: string;
}

type Bank = Record<GroupSlug, Record<'good' | 'fair' | 'poor', ReviewText[]>>;

/**
 * What each customer adds of their own (how it came, who it was for, how they use it): joined to a text of
 * the bank below, so no two customers leave the same review. Fits any group and any mood.
 */
export const REVIEW_TOUCHES: Record<'en' | 'ar', string[]> = {
  en: [
    'Delivered in two days.',
    'Ordered during Ramadan, it still came on time.',
    'Paid cash on delivery, the courier was polite.',
    'Bought it for my mother.',
    'Second order from this shop.',
    'My sister recommended it.',
    'The driver called before coming, which helped.',
    'Came with a small thank-you card.',
    'Ordered late at night and it was here by the afternoon next day.',
    'Compared it with what I used to buy in Karama.',
    'Shared it with colleagues at the office.',
    'I had a question and the shop answered on WhatsApp quickly.',
    'Packed with bubble wrap, nothing leaked.',
    'Arrived without any issue, well before the weekend.',
  ],
  ar: [
    'وصلني خلال يومين.',
    'طلبته في رمضان ووصل في وقته.',
    'دفعت عند الاستلام والمندوب محترم.',
    'اشتريته للوالدة.',
    'هذا طلبي الثاني من المتجر.',
    'نصحتني فيه أختي.',
    'المندوب اتصل قبل ما يوصل، شي ممتاز.',
    'جاء معه كرت شكر صغير.',
    'طلبت بالليل ووصل العصر اليوم الثاني.',
    'قارنته باللي كنت أشتريه من السوق القديم.',
    'وزعت منه على الأهل في العيد.',
    'سألت المتجر على الواتساب وردوا بسرعة.',
    'مغلف بالفقاعات وما انكب شي.',
    'وصل قبل الويكند بدون أي مشكلة.',
  ],
};

/** Review texts by product group and how happy the reviewer was (5-4 good, 3 fair, 2-1 poor). */
export const REVIEW_TEXTS: Record<'en' | 'ar', Bank> = {
  en: {
    honey: {
      good: [
        { title: 'The real thing', description: 'Thick, rich and you can taste the flowers. My family finished the first jar in two weeks, ordering again.' },
        { title: 'Best honey I have bought in the UAE', description: 'Beautiful colour and no sugary aftertaste at all. Arrived well packed the next day.' },
        { title: 'Lovely with morning tea', description: 'Smooth and fragrant. I take a spoon every morning and my kids ask for it on their pancakes.' },
        { title: 'Worth the price', description: 'Expensive but you can tell the quality immediately. The jar and cloth lid make it a great gift too.' },
      ],
      fair: [{ title: 'Good but crystallised quickly', description: 'Tastes good, but it set within a few weeks. Warm water fixed it, as the FAQ says.' }],
      poor: [{ title: 'Not for me', description: 'Much stronger and darker than I expected. The quality seems fine but I prefer milder honey.' }],
    },
    herbs: {
      good: [
        { title: 'So fresh', description: 'The smell when you open the pouch is amazing. Much better than supermarket tea bags.' },
        { title: 'My evening ritual', description: 'A cup of this after dinner and I feel settled. Good amount in the pack, lasts for weeks.' },
        { title: 'Great quality', description: 'Clean, whole leaves and flowers, no dust. The resealable pouch keeps it fresh.' },
      ],
      fair: [{ title: 'Okay', description: 'Nice taste but a bit mild for me, I need two spoons per cup.' }],
      poor: [{ title: 'Pouch arrived open', description: 'The zip was not closed properly on arrival. Customer care replaced it, but still a bit disappointing.' }],
    },
    oils: {
      good: [
        { title: 'Pure and strong', description: 'You can tell it is cold pressed, the smell is intense. A little goes a long way.' },
        { title: 'Excellent for hair', description: 'Using it weekly for two months, my hair feels much stronger. The dropper makes it easy.' },
        { title: 'Great packaging', description: 'Dark glass bottle, well sealed, arrived safely. Oil is clear and fresh.' },
      ],
      fair: [{ title: 'Good oil, small bottle', description: 'Quality is good but the bottle finishes quickly. Will buy the bigger size next time.' }],
      poor: [{ title: 'Too strong a smell', description: 'I am sure it is pure, but the smell is too much for me to use on my face.' }],
    },
    skin: {
      good: [
        { title: 'My skin loves it', description: 'Soft, hydrated and no breakouts. It absorbs quickly, perfect under sunscreen.' },
        { title: 'Beautiful product', description: 'Smells natural, feels luxurious and lasts a long time. Bought a second one for my sister.' },
        { title: 'Finally something for my dry skin', description: 'After a week my skin stopped feeling tight in the office AC. Highly recommend.' },
      ],
      fair: [{ title: 'Nice but heavy', description: 'Works well at night, a bit too rich for daytime in summer.' }],
      poor: [{ title: 'Did not suit me', description: 'Gave me a few small spots, probably my skin. Texture and smell were nice though.' }],
    },
  },
  ar: {
    honey: {
      good: [
        { title: 'عسل أصلي', description: 'قوامه كثيف وطعمه غني ورائحته زكية. خلصت العبوة الأولى في أسبوعين وطلبت مرة ثانية.' },
        { title: 'أفضل عسل جربته', description: 'لون جميل وما فيه طعم سكر أبدًا. وصل مغلف بشكل ممتاز في اليوم التالي.' },
        { title: 'ممتاز مع الشاي', description: 'طعمه ناعم ورائحته حلوة، آخذ ملعقة كل صباح والعيال يحبونه مع الفطور.' },
        { title: 'يستاهل سعره', description: 'سعره مرتفع شوي لكن الجودة واضحة من أول ملعقة، والتغليف يصلح هدية.' },
      ],
      fair: [{ title: 'جيد لكن تبلور بسرعة', description: 'الطعم حلو، بس تجمد بعد كم أسبوع. حطيته في ماء دافئ ورجع سائل مثل ما مكتوب في الأسئلة الشائعة.' }],
      poor: [{ title: 'ما ناسبني', description: 'أقوى وأغمق مما توقعت. الجودة على ما يبدو زينة بس أنا أفضّل العسل الخفيف.' }],
    },
    herbs: {
      good: [
        { title: 'طازج جدًا', description: 'الريحة أول ما تفتح الكيس رائعة، أفضل بكثير من أكياس الشاي في السوبرماركت.' },
        { title: 'صار جزء من مسائي', description: 'كوب بعد العشاء وأحس براحة. الكمية ممتازة وتكفي أسابيع.' },
        { title: 'جودة عالية', description: 'أوراق وزهور كاملة ونظيفة بدون غبار، والكيس يتسكر ويحافظ عليها.' },
      ],
      fair: [{ title: 'لا بأس', description: 'طعمه حلو بس خفيف شوي بالنسبة لي، أحتاج ملعقتين للكوب.' }],
      poor: [{ title: 'الكيس وصل مفتوح', description: 'السحاب ما كان مسكر زين عند الاستلام. خدمة العملاء استبدلوه مشكورين، بس تجربة مزعجة.' }],
    },
    oils: {
      good: [
        { title: 'نقي وقوي', description: 'واضح إنه معصور على البارد، الريحة قوية والقليل منه يكفي.' },
        { title: 'ممتاز للشعر', description: 'أستخدمه مرة في الأسبوع من شهرين وشعري صار أقوى بشكل واضح. القطارة سهلة.' },
        { title: 'تغليف ممتاز', description: 'زجاجة داكنة ومحكمة ووصلت سليمة. الزيت صافي وطازج.' },
      ],
      fair: [{ title: 'زيت جيد لكن العبوة صغيرة', description: 'الجودة حلوة بس العبوة تخلص بسرعة، المرة الجاية بآخذ الحجم الأكبر.' }],
      poor: [{ title: 'ريحته قوية', description: 'أكيد نقي، بس ريحته قوية علي وما قدرت أستخدمه على الوجه.' }],
    },
    skin: {
      good: [
        { title: 'بشرتي حبته', description: 'ناعمة ومرطبة وبدون حبوب، ويمتص بسرعة ومناسب تحت واقي الشمس.' },
        { title: 'منتج راقي', description: 'ريحته طبيعية وملمسه فخم ويدوم وقت طويل. اشتريت واحد ثاني لأختي.' },
        { title: 'أخيرًا شيء لبشرتي الجافة', description: 'بعد أسبوع بشرتي ما عادت تشد من مكيف الدوام. أنصح فيه بقوة.' },
      ],
      fair: [{ title: 'حلو لكن ثقيل', description: 'ممتاز بالليل، بس ثقيل شوي للنهار في الصيف.' }],
      poor: [{ title: 'ما ناسب بشرتي', description: 'طلعت لي حبوب بسيطة، يمكن من بشرتي. الملمس والريحة حلوين.' }],
    },
  },
};
