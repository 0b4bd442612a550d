// Regions and delivery fees, branches and contacts, FAQ, return reasons and coupons of the demo shop.
import type { Bi } from './catalog';

/** Delivery fees in fils (docs/product.md §9: 25, 30 or 50 AED by region). */
const NEAR = 2500;
const MID = 3000;
const FAR = 5000;

export const EMIRATES: (Bi & { regions: (Bi & { fee: number })[] })[] = [
  {
    en: 'Abu Dhabi',
    ar: 'أبوظبي',
    regions: [
      { en: 'Al Khalidiyah', ar: 'الخالدية', fee: NEAR },
      { en: 'Al Mushrif', ar: 'المشرف', fee: NEAR },
      { en: 'Al Reem Island', ar: 'جزيرة الريم', fee: NEAR },
      { en: 'Saadiyat Island', ar: 'جزيرة السعديات', fee: MID },
      { en: 'Khalifa City', ar: 'مدينة خليفة', fee: MID },
      { en: 'Mohammed Bin Zayed City', ar: 'مدينة محمد بن زايد', fee: MID },
      { en: 'Al Ain', ar: 'العين', fee: FAR },
      { en: 'Madinat Zayed (Al Dhafra)', ar: 'مدينة زايد (الظفرة)', fee: FAR },
    ],
  },
  {
    en: 'Dubai',
    ar: 'دبي',
    regions: [
      { en: 'Downtown Dubai', ar: 'وسط مدينة دبي', fee: NEAR },
      { en: 'Deira', ar: 'ديرة', fee: NEAR },
      { en: 'Jumeirah', ar: 'جميرا', fee: NEAR },
      { en: 'Al Barsha', ar: 'البرشاء', fee: NEAR },
      { en: 'Dubai Marina', ar: 'دبي مارينا', fee: NEAR },
      { en: 'Mirdif', ar: 'مردف', fee: MID },
      { en: 'Dubai Silicon Oasis', ar: 'واحة دبي للسيليكون', fee: MID },
      { en: 'Hatta', ar: 'حتا', fee: FAR },
    ],
  },
  {
    en: 'Sharjah',
    ar: 'الشارقة',
    regions: [
      { en: 'Al Majaz', ar: 'المجاز', fee: NEAR },
      { en: 'Al Nahda', ar: 'النهدة', fee: NEAR },
      { en: 'Al Khan', ar: 'الخان', fee: NEAR },
      { en: 'Muwaileh', ar: 'مويلح', fee: MID },
      { en: 'Kalba', ar: 'كلباء', fee: FAR },
      { en: 'Khor Fakkan', ar: 'خورفكان', fee: FAR },
    ],
  },
  {
    en: 'Ajman',
    ar: 'عجمان',
    regions: [
      { en: 'Al Nuaimiya', ar: 'النعيمية', fee: MID },
      { en: 'Al Rashidiya', ar: 'الراشدية', fee: MID },
      { en: 'Al Jurf', ar: 'الجرف', fee: MID },
      { en: 'Al Rawda', ar: 'الروضة', fee: MID },
      { en: 'Masfout', ar: 'مصفوت', fee: FAR },
    ],
  },
  {
    en: 'Umm Al Quwain',
    ar: 'أم القيوين',
    regions: [
      { en: 'Umm Al Quwain City', ar: 'مدينة أم القيوين', fee: MID },
      { en: 'Al Salamah', ar: 'السلمة', fee: MID },
      { en: 'Al Raas', ar: 'الراس', fee: MID },
      { en: 'Falaj Al Mualla', ar: 'فلج المعلا', fee: FAR },
    ],
  },
  {
    en: 'Ras Al Khaimah',
    ar: 'رأس الخيمة',
    regions: [
      { en: 'Al Nakheel', ar: 'النخيل', fee: MID },
      { en: 'Al Dhait', ar: 'الظيت', fee: MID },
      { en: 'Khuzam', ar: 'خزام', fee: MID },
      { en: 'Al Hamra Village', ar: 'قرية الحمرا', fee: MID },
      { en: 'Mina Al Arab', ar: 'ميناء العرب', fee: MID },
      { en: 'Al Rams', ar: 'الرمس', fee: FAR },
    ],
  },
  {
    en: 'Fujairah',
    ar: 'الفجيرة',
    regions: [
      { en: 'Fujairah City', ar: 'مدينة الفجيرة', fee: FAR },
      { en: 'Dibba Al Fujairah', ar: 'دبا الفجيرة', fee: FAR },
      { en: 'Masafi', ar: 'مسافي', fee: FAR },
      { en: 'Al Faseel', ar: 'الفصيل', fee: FAR },
    ],
  },
];

/**
 * The other common areas a shopper looks for in each emirate (Dubai's JLT, Business Bay, JVC…), inserted after
 * EMIRATES' regions so those keep their ids; the demo's orders are spread over EMIRATES' regions only.
 */
export const MORE_AREAS: Record<string, (Bi & { fee: number })[]> = {
  'Abu Dhabi': [
    { en: 'Al Bateen', ar: 'البطين', fee: NEAR },
    { en: 'Al Nahyan', ar: 'آل نهيان', fee: NEAR },
    { en: 'Al Muroor', ar: 'المرور', fee: NEAR },
    { en: 'Al Zahiyah (Tourist Club Area)', ar: 'الزاهية (النادي السياحي)', fee: NEAR },
    { en: 'Al Maryah Island', ar: 'جزيرة الماريه', fee: NEAR },
    { en: 'Corniche', ar: 'الكورنيش', fee: NEAR },
    { en: 'Al Raha Beach', ar: 'شاطئ الراحة', fee: MID },
    { en: 'Yas Island', ar: 'جزيرة ياس', fee: MID },
    { en: 'Al Reef', ar: 'الريف', fee: MID },
    { en: 'Mussafah', ar: 'مصفح', fee: MID },
    { en: 'Baniyas', ar: 'بني ياس', fee: MID },
    { en: 'Shakhbout City', ar: 'مدينة شخبوط', fee: MID },
    { en: 'Al Shamkha', ar: 'الشامخة', fee: MID },
    { en: 'Al Falah', ar: 'الفلاح', fee: MID },
    { en: 'Ruwais', ar: 'الرويس', fee: FAR },
    { en: 'Al Mirfa', ar: 'المرفأ', fee: FAR },
  ],
  Dubai: [
    { en: 'Business Bay', ar: 'الخليج التجاري', fee: NEAR },
    { en: 'Jumeirah Lake Towers (JLT)', ar: 'أبراج بحيرات جميرا', fee: NEAR },
    { en: 'Palm Jumeirah', ar: 'نخلة جميرا', fee: NEAR },
    { en: 'DIFC', ar: 'مركز دبي المالي العالمي', fee: NEAR },
    { en: 'Bur Dubai', ar: 'بر دبي', fee: NEAR },
    { en: 'Al Karama', ar: 'الكرامة', fee: NEAR },
    { en: 'Oud Metha', ar: 'عود ميثاء', fee: NEAR },
    { en: 'Al Satwa', ar: 'السطوة', fee: NEAR },
    { en: 'Al Jaddaf', ar: 'الجداف', fee: NEAR },
    { en: 'Dubai Creek Harbour', ar: 'مرسى خور دبي', fee: NEAR },
    { en: 'Al Garhoud', ar: 'القرهود', fee: NEAR },
    { en: 'Al Twar', ar: 'الطوار', fee: NEAR },
    { en: 'Al Qusais', ar: 'القصيص', fee: NEAR },
    { en: 'Al Mamzar', ar: 'الممزر', fee: NEAR },
    { en: 'Al Quoz', ar: 'القوز', fee: NEAR },
    { en: 'Al Safa', ar: 'الصفا', fee: NEAR },
    { en: 'Umm Suqeim', ar: 'أم سقيم', fee: NEAR },
    { en: 'The Greens', ar: 'ذا جرينز', fee: NEAR },
    { en: 'Emirates Hills', ar: 'تلال الإمارات', fee: NEAR },
    { en: 'Jumeirah Village Circle (JVC)', ar: 'قرية جميرا الدائرية', fee: MID },
    { en: 'Dubai Hills Estate', ar: 'دبي هيلز استيت', fee: MID },
    { en: 'Arabian Ranches', ar: 'المرابع العربية', fee: MID },
    { en: 'Motor City', ar: 'موتور سيتي', fee: MID },
    { en: 'Dubai Sports City', ar: 'مدينة دبي الرياضية', fee: MID },
    { en: 'Town Square', ar: 'تاون سكوير', fee: MID },
    { en: 'Discovery Gardens', ar: 'ديسكفري جاردنز', fee: MID },
    { en: 'Al Furjan', ar: 'الفرجان', fee: MID },
    { en: 'Jebel Ali', ar: 'جبل علي', fee: MID },
    { en: 'Dubai Investments Park', ar: 'مجمع دبي للاستثمار', fee: MID },
    { en: 'International City', ar: 'المدينة العالمية', fee: MID },
    { en: 'Dubai Festival City', ar: 'دبي فستيفال سيتي', fee: MID },
    { en: 'Al Warqa', ar: 'الورقاء', fee: MID },
    { en: 'Al Mizhar', ar: 'المزهر', fee: MID },
    { en: 'Al Khawaneej', ar: 'الخوانيج', fee: MID },
    { en: 'Nad Al Sheba', ar: 'ند الشبا', fee: MID },
    { en: 'Dubai South', ar: 'دبي الجنوب', fee: FAR },
  ],
  Sharjah: [
    { en: 'Al Taawun', ar: 'التعاون', fee: NEAR },
    { en: 'Al Qasimia', ar: 'القاسمية', fee: NEAR },
    { en: 'Abu Shagara', ar: 'أبو شغارة', fee: NEAR },
    { en: 'Al Yarmook', ar: 'اليرموك', fee: NEAR },
    { en: 'University City', ar: 'المدينة الجامعية', fee: MID },
    { en: 'Al Rahmaniya', ar: 'الرحمانية', fee: MID },
    { en: 'Al Suyoh', ar: 'السيوح', fee: MID },
    { en: 'Al Jazzat', ar: 'الجزات', fee: MID },
    { en: 'Al Dhaid', ar: 'الذيد', fee: FAR },
    { en: 'Dibba Al Hisn', ar: 'دبا الحصن', fee: FAR },
  ],
  Ajman: [
    { en: 'Al Mowaihat', ar: 'المويهات', fee: MID },
    { en: 'Al Hamidiya', ar: 'الحميدية', fee: MID },
    { en: 'Al Zahra', ar: 'الزهراء', fee: MID },
    { en: 'Al Tallah', ar: 'التلة', fee: MID },
    { en: 'Al Yasmeen', ar: 'الياسمين', fee: MID },
    { en: 'Al Helio', ar: 'الحليو', fee: MID },
    { en: 'Emirates City', ar: 'مدينة الإمارات', fee: MID },
    { en: 'Manama', ar: 'المنامة', fee: FAR },
  ],
  'Umm Al Quwain': [
    { en: 'Al Humrah', ar: 'الحمرة', fee: MID },
    { en: 'Al Maidan', ar: 'الميدان', fee: MID },
  ],
  'Ras Al Khaimah': [
    { en: 'Al Qusaidat', ar: 'القصيدات', fee: MID },
    { en: 'Al Mamourah', ar: 'المعمورة', fee: MID },
    { en: 'Julphar', ar: 'جلفار', fee: MID },
    { en: 'Khor Khuwair', ar: 'خور خوير', fee: MID },
    { en: 'Al Marjan Island', ar: 'جزيرة المرجان', fee: MID },
    { en: 'Al Jazirah Al Hamra', ar: 'الجزيرة الحمراء', fee: MID },
    { en: 'Shaam', ar: 'شعم', fee: FAR },
  ],
  Fujairah: [
    { en: 'Sakamkam', ar: 'سكمكم', fee: FAR },
    { en: 'Mirbah', ar: 'مربح', fee: FAR },
    { en: 'Qidfa', ar: 'قدفع', fee: FAR },
    { en: 'Al Bidya', ar: 'البدية', fee: FAR },
  ],
};

const HOURS: Bi = {
  en: 'Saturday to Thursday 9:00 am – 10:00 pm; Friday 2:00 pm – 10:00 pm',
  ar: 'من السبت إلى الخميس 9:00 صباحًا – 10:00 مساءً، الجمعة 2:00 ظهرًا – 10:00 مساءً',
};

export const BRANCHES = [
  {
    nameEn: 'Al Khalidiyah Branch',
    nameAr: 'فرع الخالدية',
    cityEn: 'Abu Dhabi',
    cityAr: 'أبوظبي',
    addressEn: 'Shop 4, Al Khalidiyah Tower, Khalidiyah Street (Street 30), Al Khalidiyah, Abu Dhabi',
    addressAr: 'محل 4، برج الخالدية، شارع الخالدية (شارع 30)، الخالدية، أبوظبي',
    hoursEn: HOURS.en,
    hoursAr: HOURS.ar,
    landline: '+971 2 665 4821',
    mobile: '+971 50 318 2746',
    latitude: 24.46791,
    longitude: 54.34862,
  },
  {
    nameEn: 'Khalifa City Branch',
    nameAr: 'فرع مدينة خليفة',
    cityEn: 'Abu Dhabi',
    cityAr: 'أبوظبي',
    addressEn: 'Shop 7, Khalifa City Market, Street 14, Khalifa City A, Abu Dhabi',
    addressAr: 'محل 7، سوق مدينة خليفة، شارع 14، مدينة خليفة أ، أبوظبي',
    hoursEn: HOURS.en,
    hoursAr: HOURS.ar,
    landline: '+971 2 556 3190',
    mobile: '+971 56 207 9134',
    latitude: 24.41962,
    longitude: 54.57768,
  },
  {
    nameEn: 'Ras Al Khaimah Branch',
    nameAr: 'فرع رأس الخيمة',
    cityEn: 'Ras Al Khaimah',
    cityAr: 'رأس الخيمة',
    addressEn: 'Shop 3, Al Muntasir Road, Al Nakheel, Ras Al Khaimah',
    addressAr: 'محل 3، شارع المنتصر، النخيل، رأس الخيمة',
    hoursEn: HOURS.en,
    hoursAr: HOURS.ar,
    landline: '+971 7 228 3915',
    mobile: '+971 55 672 4108',
    latitude: 25.79064,
    longitude: 55.96462,
  },
];

/** store_settings rows. whatsapp is the chat number in international digits (contract: content.ts). */
export const STORE_SETTINGS: Record<string, string | number> = {
  phone: '+971 2 665 4800',
  whatsapp: '971503182746',
  email: 'care@souqalasal.ae',
  aed_points: 100,
  // The supplier on tax invoices (modules/invoices): a demo legal name and a made-up 15-digit TRN.
  legal_name_en: 'Souq Al Asal General Trading L.L.C.',
  legal_name_ar: 'سوق العسل للتجارة العامة ذ.م.م',
  legal_address_en: 'Shop 4, Al Khalidiyah Tower, Khalidiyah Street, Abu Dhabi, United Arab Emirates',
  legal_address_ar: 'محل 4، برج الخالدية، شارع الخالدية، أبوظبي، الإمارات العربية المتحدة',
  trn: '100123456700003',
  // A made-up Abu Dhabi licence number of the demo company.
  trade_licence: 'CN-1234567',
  cart_reminder_hours: 24,
  // The demo company's apps: made-up store ids on the stores' real addresses (the footer links its badges here).
  app_store_url: 'https://apps.apple.com/ae/app/souq-al-asal/id6450000000',
  google_play_url: 'https://play.google.com/store/apps/details?id=ae.souqalasal.app',
};

export const FAQ: { question: Bi; answer: Bi }[] = [
  {
    question: { en: 'How long does delivery take?', ar: 'كم يستغرق التوصيل؟' },
    answer: {
      en: 'Orders inside the UAE arrive within 2 to 3 business days. International orders take 1 week to 10 days depending on the destination and customs.',
      ar: 'تصل الطلبات داخل الإمارات خلال 2 إلى 3 أيام عمل. وتستغرق الطلبات الدولية من أسبوع إلى 10 أيام حسب الوجهة والإجراءات الجمركية.',
    },
  },
  {
    question: { en: 'How much is delivery?', ar: 'كم تبلغ رسوم التوصيل؟' },
    answer: {
      en: 'Delivery inside the UAE costs 25, 30 or 50 AED depending on your region; you see the exact fee at checkout once you choose your address. Delivery outside the UAE starts from 80 AED.',
      ar: 'تبلغ رسوم التوصيل داخل الإمارات 25 أو 30 أو 50 درهمًا حسب منطقتك، وتظهر لك الرسوم الدقيقة عند إتمام الطلب بعد اختيار العنوان. ويبدأ التوصيل خارج الإمارات من 80 درهمًا.',
    },
  },
  {
    question: { en: 'Which payment methods do you accept?', ar: 'ما طرق الدفع المتاحة؟' },
    answer: {
      en: 'You can pay cash on delivery, or online by Visa or MasterCard. You can also use your wallet balance for part or all of an order.',
      ar: 'يمكنك الدفع نقدًا عند الاستلام، أو إلكترونيًا ببطاقة فيزا أو ماستركارد. ويمكنك أيضًا استخدام رصيد محفظتك لدفع جزء من الطلب أو كامله.',
    },
  },
  {
    question: { en: 'Are your prices inclusive of VAT?', ar: 'هل الأسعار شاملة ضريبة القيمة المضافة؟' },
    answer: {
      en: 'Yes. All prices on the shop include 5% UAE VAT, and your invoice shows the VAT amount separately.',
      ar: 'نعم، جميع الأسعار في المتجر تشمل ضريبة القيمة المضافة في الإمارات بنسبة 5٪، وتظهر قيمة الضريبة منفصلة في فاتورتك.',
    },
  },
  {
    question: { en: 'Can I cancel my order?', ar: 'هل يمكنني إلغاء طلبي؟' },
    answer: {
      en: 'Yes, as long as it has not been shipped. Go to My Profile, then My Orders, and press Cancel. Anything you paid from your wallet goes straight back to it.',
      ar: 'نعم، ما دام الطلب لم يُشحن بعد. اذهب إلى حسابي ثم طلباتي واضغط على إلغاء. وأي مبلغ دفعته من محفظتك يعود إليها فورًا.',
    },
  },
  {
    question: { en: 'How do I return a product?', ar: 'كيف أُرجع منتجًا؟' },
    answer: {
      en: 'You can ask for a return within 30 days of delivery from My Orders by choosing Refund and a reason. Once we receive and check the item, the refund is processed in 3 to 5 business days and reaches your original payment method within a further 5 to 7 business days.',
      ar: 'يمكنك طلب الإرجاع خلال 30 يومًا من التوصيل من صفحة طلباتي باختيار استرداد وتحديد السبب. بعد استلام المنتج وفحصه تتم معالجة الاسترداد خلال 3 إلى 5 أيام عمل، ويصل المبلغ إلى وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل إضافية.',
    },
  },
  {
    question: { en: 'My honey has crystallised. Is it still good?', ar: 'تبلور العسل لدي، هل ما زال صالحًا؟' },
    answer: {
      en: 'Yes. Crystallisation is a natural sign of raw honey. Stand the closed jar in warm water (not boiling) for a while and stir; it will become runny again.',
      ar: 'نعم، فالتبلور علامة طبيعية على العسل الخام. ضع العبوة المغلقة في ماء دافئ (غير مغلي) لفترة ثم قلّبه، وسيعود سائلًا.',
    },
  },
  {
    question: { en: 'How do wallet points work?', ar: 'كيف تعمل نقاط المحفظة؟' },
    answer: {
      en: 'You earn 1 point for every dirham of products in each delivered order. Every 100 points are worth 1 AED, and you can exchange them for wallet balance from the Wallet page.',
      ar: 'تحصل على نقطة واحدة مقابل كل درهم من قيمة المنتجات في كل طلب يتم توصيله. كل 100 نقطة تساوي درهمًا واحدًا، ويمكنك تحويلها إلى رصيد في المحفظة من صفحة المحفظة.',
    },
  },
  {
    question: { en: 'Is the wellness quiz medical advice?', ar: 'هل اختبار العافية استشارة طبية؟' },
    answer: {
      en: 'No. The quiz suggests natural products that people often choose for everyday wellbeing. It does not diagnose or treat any condition; please speak to your doctor about any health concern, especially if you are pregnant or taking medicine.',
      ar: 'لا، فالاختبار يقترح منتجات طبيعية يختارها الناس عادةً لعافيتهم اليومية، ولا يشخّص أي حالة ولا يعالجها. يُرجى استشارة طبيبك في أي مسألة صحية، خاصةً في حال الحمل أو تناول أدوية.',
    },
  },
];

export const RETURN_REASONS: (Bi & { productFault: boolean })[] = [
  { en: 'Damaged during delivery', ar: 'تلف أثناء النقل', productFault: true },
  { en: 'Quality problem', ar: 'مشكلة في الجودة', productFault: true },
  { en: 'Found a better price', ar: 'وجدت سعرًا أفضل', productFault: false },
  { en: 'Does not match the description', ar: 'لا يطابق المواصفات', productFault: false },
  { en: 'Other reason', ar: 'سبب آخر', productFault: false },
];

const day = 24 * 60 * 60 * 1000;

export const USED_UP_COUPON = { code: 'EID15', maxUses: 3 };

/** The coupons of the demo shop. */
export function coupons(now: Date) {
  return [
    { code: 'WELCOME10', kind: 'percent' as const, value: 10, minOrder: 10_000, maxUsesPerCustomer: 1 },
    { code: 'SAVE20', kind: 'fixed' as const, value: 2_000, minOrder: 15_000 },
    { code: 'HONEY15', kind: 'percent' as const, value: 15, minOrder: 20_000, startsAt: new Date(now.getTime() - 20 * day), endsAt: new Date(now.getTime() + 40 * day) },
    // Ended: refused as expired.
    { code: 'RAMADAN25', kind: 'percent' as const, value: 25, minOrder: 10_000, startsAt: new Date(now.getTime() - 120 * day), endsAt: new Date(now.getTime() - 90 * day) },
    // Every use taken by earlier orders (see insert-people.ts): refused as used up.
    { code: USED_UP_COUPON.code, kind: 'percent' as const, value: 15, minOrder: 5_000, maxUses: USED_UP_COUPON.maxUses },
  ];
}
