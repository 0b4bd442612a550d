// The wellness quiz: yes/no questions for genders (1 male, 2 female) and age bands (1 18-44, 2 45-64,
// 3 65+), each with a picture, the advice a yes adds to the result and the products it points to.
import type { QuizTopic } from '../art/emblems';
import type { Bi } from './catalog';

export interface QuizDef {
  topic: QuizTopic;
  tint: string;
  question: Bi;
  recommendation: Bi;
  genders: number[];
  ageBands: number[];
  /** Product slugs (a family's first product). */
  products: string[];
}

const ALL_GENDERS = [1, 2];
const ALL_AGES = [1, 2, 3];

export const QUIZ: QuizDef[] = [
  {
    topic: 'sleep',
    tint: '#8c6bb1',
    question: { en: 'Do you often find it hard to fall asleep or stay asleep?', ar: 'هل تجد صعوبة في النوم أو في الاستمرار فيه غالبًا؟' },
    recommendation: {
      en: 'For calmer nights: a cup of chamomile or linden an hour before bed, a few drops of lavender in the diffuser, and screens off early.',
      ar: 'لليالٍ أهدأ: كوب من البابونج أو الزيزفون قبل النوم بساعة، وبضع قطرات من اللافندر في جهاز الفواحة، وإطفاء الشاشات مبكرًا.',
    },
    genders: ALL_GENDERS,
    ageBands: ALL_AGES,
    products: ['chamomile', 'night-calm', 'linden', 'lavender-oil', 'sleep-blend-oil'],
  },
  {
    topic: 'immunity',
    tint: '#7fa24a',
    question: { en: 'Do you catch a cold more than twice a year?', ar: 'هل تصاب بالزكام أكثر من مرتين في السنة؟' },
    recommendation: {
      en: 'To support your natural defences: a daily spoonful of Manuka or Sidr honey, propolis drops in the cold season, and warm ginger and lemon drinks.',
      ar: 'لدعم مناعتك الطبيعية: ملعقة يومية من عسل المانوكا أو السدر، وقطرات العكبر في موسم البرد، ومشروبات دافئة بالزنجبيل والليمون.',
    },
    genders: ALL_GENDERS,
    ageBands: ALL_AGES,
    products: ['manuka', 'yemeni-sidr', 'propolis-tincture', 'immunity-blend', 'honey-ginger-lemon'],
  },
  {
    topic: 'digestion',
    tint: '#9ab34f',
    question: { en: 'Do you often feel bloated or heavy after meals?', ar: 'هل تشعر غالبًا بالانتفاخ أو الثقل بعد الوجبات؟' },
    recommendation: {
      en: 'For easier digestion: peppermint or fennel and anise tea after meals, a little fresh ginger, and eating slowly.',
      ar: 'لهضم أسهل: شاي النعناع أو الشمر واليانسون بعد الوجبات، وقليل من الزنجبيل، وتناول الطعام ببطء.',
    },
    genders: ALL_GENDERS,
    ageBands: ALL_AGES,
    products: ['peppermint', 'fennel-anise', 'ginger-lemon-tea', 'desert-sage', 'ginger-powder'],
  },
  {
    topic: 'energy',
    tint: '#f2b632',
    question: { en: 'Do you feel tired in the afternoon even after a full night’s sleep?', ar: 'هل تشعر بالتعب بعد الظهر حتى بعد نوم ليلة كاملة؟' },
    recommendation: {
      en: 'For steadier energy: moringa in your morning smoothie, honey with royal jelly instead of sugary snacks, and plenty of water through the day.',
      ar: 'لطاقة أكثر ثباتًا: المورينجا في عصير الصباح، والعسل بغذاء الملكات بدلًا من الوجبات السكرية، وشرب الماء بكثرة خلال اليوم.',
    },
    genders: ALL_GENDERS,
    ageBands: [1, 2],
    products: ['moringa-powder', 'moringa-tea', 'royal-jelly-honey', 'bee-pollen', 'mint-green-tea'],
  },
  {
    topic: 'skin',
    tint: '#e7a1b0',
    question: { en: 'Is your skin often dry, tight or dull?', ar: 'هل بشرتك غالبًا جافة أو مشدودة أو باهتة؟' },
    recommendation: {
      en: 'For softer, brighter skin: a few drops of argan or rosehip oil at night, a rich honey cream in the morning, and rose water to refresh during the day.',
      ar: 'لبشرة أنعم وأكثر إشراقًا: بضع قطرات من زيت الأرغان أو ثمر الورد ليلًا، وكريم غني بالعسل صباحًا، وماء الورد للانتعاش خلال اليوم.',
    },
    genders: ALL_GENDERS,
    ageBands: ALL_AGES,
    products: ['argan-oil', 'rosehip-oil', 'honey-propolis-cream', 'camel-milk-cream', 'rose-water'],
  },
  {
    topic: 'joints',
    tint: '#e0a42a',
    question: { en: 'Do your joints feel stiff, especially in the morning?', ar: 'هل تشعر بتيبس في مفاصلك، خاصةً في الصباح؟' },
    recommendation: {
      en: 'For easier movement: turmeric with black pepper in your cooking, frankincense water, black seed oil, and gentle daily walks.',
      ar: 'لحركة أسهل: الكركم مع الفلفل الأسود في طعامك، وماء اللبان، وزيت الحبة السوداء، والمشي اليومي الخفيف.',
    },
    genders: ALL_GENDERS,
    ageBands: [2, 3],
    products: ['turmeric', 'frankincense', 'black-seed-capsules', 'ginger-powder', 'beeswax-balm'],
  },
  {
    topic: 'stress',
    tint: '#a48ac6',
    question: { en: 'Do you feel stressed or on edge most days?', ar: 'هل تشعر بالتوتر أو القلق معظم الأيام؟' },
    recommendation: {
      en: 'To unwind: lemon balm tea in the evening, ashwagandha in warm milk, and a few minutes of slow breathing with lavender.',
      ar: 'للاسترخاء: شاي بلسم الليمون في المساء، والأشواغاندا مع الحليب الدافئ، وبضع دقائق من التنفس البطيء مع اللافندر.',
    },
    genders: ALL_GENDERS,
    ageBands: [1, 2],
    products: ['lemon-balm', 'ashwagandha', 'lavender-oil', 'night-calm'],
  },
  {
    topic: 'hair',
    tint: '#8a5a2f',
    question: { en: 'Are you worried about hair fall or thinning hair?', ar: 'هل يقلقك تساقط الشعر أو ضعفه؟' },
    recommendation: {
      en: 'For stronger hair: a weekly scalp massage with black seed and rosemary oil, a gentle Sidr shampoo, and an argan mask for dry ends.',
      ar: 'لشعر أقوى: تدليك أسبوعي لفروة الرأس بزيت الحبة السوداء وإكليل الجبل، وشامبو السدر اللطيف، وماسك الأرغان للأطراف الجافة.',
    },
    genders: ALL_GENDERS,
    ageBands: [1, 2],
    products: ['hair-growth-oil', 'rosemary-oil', 'castor-oil', 'sidr-shampoo', 'argan-hair-mask'],
  },
  {
    topic: 'heart',
    tint: '#d9534f',
    question: { en: 'Would you like to take better care of your heart?', ar: 'هل ترغب في الاهتمام بصحة قلبك أكثر؟' },
    recommendation: {
      en: 'For a happy heart: extra virgin olive oil instead of butter, hibiscus tea, a handful of seeds each day, and regular check-ups with your doctor.',
      ar: 'لقلب سليم: زيت الزيتون البكر بدل الزبدة، وشاي الكركديه، وحفنة من البذور يوميًا، وفحوص دورية لدى طبيبك.',
    },
    genders: ALL_GENDERS,
    ageBands: [2, 3],
    products: ['olive-oil', 'hibiscus', 'black-seed-oil', 'pumpkin-seeds'],
  },
  {
    topic: 'focus',
    tint: '#f6d365',
    question: { en: 'Do you find it hard to concentrate at work or while studying?', ar: 'هل تجد صعوبة في التركيز أثناء العمل أو المذاكرة؟' },
    recommendation: {
      en: 'For a clearer head: the rosemary and lemon focus blend on your desk, green tea with mint in the afternoon, and short breaks away from the screen.',
      ar: 'لذهن أصفى: خلطة التركيز بإكليل الجبل والليمون على مكتبك، وشاي أخضر بالنعناع بعد الظهر، واستراحات قصيرة بعيدًا عن الشاشة.',
    },
    genders: ALL_GENDERS,
    ageBands: [1, 2],
    products: ['focus-blend-oil', 'rosemary-oil', 'mint-green-tea', 'royal-jelly-honey'],
  },
  {
    topic: 'breathing',
    tint: '#6b9a90',
    question: { en: 'Do dust or air-conditioning often leave you with a blocked nose or a scratchy throat?', ar: 'هل يسبب لك الغبار أو التكييف غالبًا انسداد الأنف أو تهيج الحلق؟' },
    recommendation: {
      en: 'For easier breathing: eucalyptus steam in the evening, a propolis throat spray at work, and wild thyme tea with a spoon of honey.',
      ar: 'لتنفس أسهل: استنشاق بخار الأوكالبتوس في المساء، وبخاخ العكبر للحلق في العمل، وشاي الزعتر البري مع ملعقة عسل.',
    },
    genders: ALL_GENDERS,
    ageBands: ALL_AGES,
    products: ['breathe-blend-oil', 'eucalyptus-oil', 'propolis-spray', 'wild-thyme-tea', 'thyme-honey'],
  },
  {
    topic: 'cycle',
    tint: '#e0607e',
    question: { en: 'Are your monthly periods often uncomfortable?', ar: 'هل تشعرين غالبًا بعدم الراحة خلال الدورة الشهرية؟' },
    recommendation: {
      en: 'For more comfortable days: warm fennel, chamomile or ginger tea, a hot water bottle, and rest. See your doctor if the pain is strong.',
      ar: 'لأيام أكثر راحة: شاي الشمر أو البابونج أو الزنجبيل الدافئ، وكمادة ماء ساخن، والراحة. وراجعي طبيبتك إذا كان الألم شديدًا.',
    },
    genders: [2],
    ageBands: [1, 2],
    products: ['fennel-anise', 'chamomile', 'ginger-lemon-tea', 'lemon-balm'],
  },
  {
    topic: 'menopause',
    tint: '#8fa88a',
    question: { en: 'Do you have hot flushes or night sweats?', ar: 'هل تعانين من الهبّات الساخنة أو التعرق الليلي؟' },
    recommendation: {
      en: 'For the change of life: sage tea, which women have used for generations, cool linden infusions in the evening, and lavender at bedtime.',
      ar: 'لمرحلة انقطاع الطمث: شاي المرمية الذي استخدمته النساء لأجيال، ومنقوع الزيزفون الفاتر مساءً، واللافندر وقت النوم.',
    },
    genders: [2],
    ageBands: [2, 3],
    products: ['desert-sage', 'linden', 'lavender-oil', 'black-seed-oil'],
  },
  {
    topic: 'vitality',
    tint: '#e8903a',
    question: { en: 'Would you like more support for your vitality and prostate health?', ar: 'هل ترغب في دعم حيويتك وصحة البروستاتا؟' },
    recommendation: {
      en: 'For men’s vitality: a handful of pumpkin seeds a day, ashwagandha in the evening, black seed oil, and an annual check-up after 50.',
      ar: 'لحيوية الرجل: حفنة من بذور اليقطين يوميًا، والأشواغاندا في المساء، وزيت الحبة السوداء، وفحص سنوي بعد سن الخمسين.',
    },
    genders: [1],
    ageBands: [2, 3],
    products: ['pumpkin-seeds', 'ashwagandha', 'black-seed-capsules', 'royal-jelly-honey'],
  },
  {
    topic: 'sugar',
    tint: '#a0522d',
    question: { en: 'Do you keep an eye on your blood sugar?', ar: 'هل تراقب مستوى السكر في الدم؟' },
    recommendation: {
      en: 'To keep sugar steady: Ceylon cinnamon in tea or oats, fenugreek soaked overnight, and fewer sweets. Keep taking the treatment your doctor prescribed.',
      ar: 'لسكر أكثر استقرارًا: القرفة السيلانية في الشاي أو الشوفان، والحلبة المنقوعة ليلًا، وتقليل الحلويات. واستمر في العلاج الذي وصفه لك طبيبك.',
    },
    genders: ALL_GENDERS,
    ageBands: [2, 3],
    products: ['ceylon-cinnamon', 'fenugreek', 'cinnamon-clove', 'moringa-tea'],
  },
];
