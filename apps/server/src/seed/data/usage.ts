// The "How to use" and "Storage" paragraphs of the long descriptions, by kind of product.
import type { Bi, Use } from './catalog';

export const HOW_TO_USE: Record<Use, Bi> = {
  honey: {
    en: 'How to use: enjoy a spoonful on its own in the morning, stir it into warm (not boiling) drinks, or drizzle it over yoghurt, fruit and bread. Heat above 40 °C dulls the aroma, so add it at the end.',
    ar: 'طريقة الاستخدام: تناول ملعقة منه وحدها في الصباح، أو أذبه في المشروبات الدافئة (غير المغلية)، أو أضفه إلى الزبادي والفاكهة والخبز. الحرارة فوق 40 درجة تضعف رائحته، لذا أضفه في النهاية.',
  },
  comb: {
    en: 'How to use: cut a piece with a warm knife and eat it as it is, wax and all, or lay it on a cheese board with nuts and dates. The wax can be chewed like gum.',
    ar: 'طريقة الاستخدام: اقطع قطعة بسكين دافئة وتناولها كما هي مع الشمع، أو قدّمها مع الجبن والمكسرات والتمر. يمكن مضغ الشمع مثل العلكة.',
  },
  hive: {
    en: 'How to use: take a small amount under the tongue in the morning, on its own or with a spoon of honey. Not suitable for people allergic to bee products or for children under one year.',
    ar: 'طريقة الاستخدام: ضع كمية صغيرة تحت اللسان في الصباح، وحدها أو مع ملعقة عسل. غير مناسب لمن لديهم حساسية من منتجات النحل ولا للأطفال دون السنة.',
  },
  tea: {
    en: 'How to use: pour 250 ml of freshly boiled water over one tea bag or one heaped teaspoon, cover and steep for 5 to 7 minutes. Sweeten with honey once it has cooled a little.',
    ar: 'طريقة الاستخدام: اسكب 250 مل من الماء المغلي حديثًا على كيس شاي واحد أو ملعقة صغيرة ممتلئة، وغطّه واتركه ينقع من 5 إلى 7 دقائق. حلّه بالعسل بعد أن يبرد قليلًا.',
  },
  powder: {
    en: 'How to use: add half to one teaspoon to smoothies, juices, warm milk, soups or dough. Start with a small amount and increase slowly.',
    ar: 'طريقة الاستخدام: أضف من نصف ملعقة إلى ملعقة صغيرة إلى العصائر أو الحليب الدافئ أو الشوربات أو العجين. ابدأ بكمية قليلة وزدها تدريجيًا.',
  },
  seeds: {
    en: 'How to use: use whole or freshly ground in cooking, baking and drinks. Grinding just before use keeps the aroma at its best.',
    ar: 'طريقة الاستخدام: استخدمها كاملة أو مطحونة حديثًا في الطبخ والخبز والمشروبات. الطحن قبل الاستخدام مباشرة يحافظ على أفضل رائحة.',
  },
  resin: {
    en: 'How to use: burn a few pieces on a lit charcoal in a mabkhara, or soak three or four tears in a glass of water overnight and drink the water in the morning.',
    ar: 'طريقة الاستخدام: بخّر بضع حبات على جمرة في المبخرة، أو انقع ثلاث أو أربع حبات في كوب ماء طوال الليل واشرب الماء في الصباح.',
  },
  'food-oil': {
    en: 'How to use: use raw over salads, dips and bread, or take one teaspoon a day. Keep cooking temperatures moderate to protect its flavour.',
    ar: 'طريقة الاستخدام: استخدمه نيئًا على السلطات والمقبلات والخبز، أو تناول ملعقة صغيرة يوميًا. حافظ على حرارة طهي معتدلة لتحمي نكهته.',
  },
  'body-oil': {
    en: 'How to use: warm a few drops between your palms and press into clean, slightly damp skin or the ends of your hair. For external use.',
    ar: 'طريقة الاستخدام: دفّئ بضع قطرات بين راحتي يديك واضغط بها على بشرة نظيفة ورطبة قليلًا أو على أطراف الشعر. للاستعمال الخارجي.',
  },
  essential: {
    en: 'How to use: add 3 to 5 drops to a diffuser, or dilute 2 drops in a teaspoon of carrier oil before applying to skin. Do not swallow; keep away from eyes and children. Ask your doctor before use during pregnancy.',
    ar: 'طريقة الاستخدام: أضف من 3 إلى 5 قطرات إلى جهاز الفواحة، أو خفف قطرتين في ملعقة صغيرة من زيت أساس قبل وضعه على البشرة. لا يُبلع، ويُحفظ بعيدًا عن العينين والأطفال. استشيري طبيبك قبل الاستخدام أثناء الحمل.',
  },
  capsules: {
    en: 'How to use: take two capsules a day with food and a glass of water, or as advised by your healthcare professional. A food supplement does not replace a varied diet.',
    ar: 'طريقة الاستخدام: تناول كبسولتين يوميًا مع الطعام وكوب من الماء، أو حسب إرشاد مختص الرعاية الصحية. المكمل الغذائي لا يغني عن نظام غذائي متنوع.',
  },
  cream: {
    en: 'How to use: smooth a small amount over clean skin morning and evening, massaging until absorbed. Patch-test on the inner arm before first use.',
    ar: 'طريقة الاستخدام: ضع كمية صغيرة على بشرة نظيفة صباحًا ومساءً، ودلّكها حتى تمتصها البشرة. جرّبه على باطن الذراع قبل الاستخدام الأول.',
  },
  cleanser: {
    en: 'How to use: apply to damp skin, massage gently avoiding the eyes, then rinse with lukewarm water. Use two or three times a week for masks, daily for cleansers.',
    ar: 'طريقة الاستخدام: ضعه على بشرة رطبة ودلّك بلطف بعيدًا عن العينين، ثم اشطف بالماء الفاتر. يُستخدم الماسك مرتين أو ثلاثًا في الأسبوع، والغسول يوميًا.',
  },
  soap: {
    en: 'How to use: work into a lather with water and use on face and body. Let the bar dry on a draining soap dish between uses so it lasts longer.',
    ar: 'طريقة الاستخدام: اصنع رغوة بالماء واستخدمه للوجه والجسم. اترك القالب يجف على صابونة مثقبة بين الاستخدامات ليدوم أطول.',
  },
  hair: {
    en: 'How to use: apply to the scalp and lengths, massage for a few minutes and leave on as directed before washing out. Use once or twice a week for best results.',
    ar: 'طريقة الاستخدام: ضعه على فروة الرأس وطول الشعر، ودلّك بضع دقائق واتركه المدة المناسبة ثم اغسله. استخدمه مرة أو مرتين في الأسبوع لأفضل النتائج.',
  },
  mist: {
    en: 'How to use: shake gently and spray two or three times as needed through the day. Avoid spraying directly into the eyes.',
    ar: 'طريقة الاستخدام: رجّ العبوة برفق ورشّ مرتين أو ثلاثًا حسب الحاجة خلال اليوم. تجنب الرش مباشرة في العينين.',
  },
};

export const STORAGE: Record<Use, Bi> = {
  honey: {
    en: 'Storage: keep tightly closed at room temperature, away from sunlight. Do not refrigerate. Raw honey crystallises naturally over time; stand the jar in warm water to make it runny again. Not for infants under 12 months.',
    ar: 'التخزين: يُحفظ مغلقًا بإحكام في درجة حرارة الغرفة بعيدًا عن أشعة الشمس، ولا يوضع في الثلاجة. يتبلور العسل الخام طبيعيًا مع الوقت؛ ضع العبوة في ماء دافئ ليعود سائلًا. لا يُعطى للرضع دون 12 شهرًا.',
  },
  comb: {
    en: 'Storage: keep in its box at room temperature, away from heat and ants. Honey may seep from cut cells; this is normal.',
    ar: 'التخزين: يُحفظ في علبته في درجة حرارة الغرفة بعيدًا عن الحرارة والنمل. قد يسيل العسل من الخلايا المقطوعة، وهذا أمر طبيعي.',
  },
  hive: {
    en: 'Storage: keep in the freezer and use a clean, dry spoon. Once opened, keep in the fridge and use within four weeks.',
    ar: 'التخزين: يُحفظ في المجمد ويُستخدم بملعقة نظيفة وجافة. بعد الفتح يُحفظ في الثلاجة ويُستهلك خلال أربعة أسابيع.',
  },
  tea: {
    en: 'Storage: reseal after opening and keep in a cool, dry place away from strong smells.',
    ar: 'التخزين: أعد إغلاق العبوة بعد الفتح واحفظها في مكان بارد وجاف بعيدًا عن الروائح القوية.',
  },
  powder: {
    en: 'Storage: reseal the pouch tightly and keep in a cool, dark, dry cupboard. Use a dry spoon.',
    ar: 'التخزين: أعد إغلاق الكيس بإحكام واحفظه في خزانة باردة ومظلمة وجافة. استخدم ملعقة جافة.',
  },
  seeds: {
    en: 'Storage: keep in an airtight container in a cool, dry place, away from light.',
    ar: 'التخزين: يُحفظ في وعاء محكم الإغلاق في مكان بارد وجاف بعيدًا عن الضوء.',
  },
  resin: {
    en: 'Storage: keep the jar closed in a cool place; frankincense and myrrh keep their scent for years.',
    ar: 'التخزين: أبقِ العبوة مغلقة في مكان بارد؛ يحتفظ اللبان والمر برائحتهما لسنوات.',
  },
  'food-oil': {
    en: 'Storage: keep tightly closed away from light and heat. Best used within three months of opening.',
    ar: 'التخزين: يُحفظ مغلقًا بإحكام بعيدًا عن الضوء والحرارة، ويُفضل استهلاكه خلال ثلاثة أشهر من الفتح.',
  },
  'body-oil': {
    en: 'Storage: keep below 30 °C, away from direct sunlight, with the cap closed.',
    ar: 'التخزين: يُحفظ في درجة حرارة أقل من 30 درجة، بعيدًا عن أشعة الشمس المباشرة، مع إغلاق الغطاء.',
  },
  essential: {
    en: 'Storage: keep upright, tightly closed, in a cool, dark place and out of reach of children.',
    ar: 'التخزين: يُحفظ في وضع مستقيم ومغلقًا بإحكام في مكان بارد ومظلم بعيدًا عن متناول الأطفال.',
  },
  capsules: {
    en: 'Storage: keep the pot closed in a cool, dry place below 25 °C, out of reach of children.',
    ar: 'التخزين: تُحفظ العبوة مغلقة في مكان بارد وجاف دون 25 درجة، بعيدًا عن متناول الأطفال.',
  },
  cream: {
    en: 'Storage: keep below 30 °C and out of the car in summer. Use within six months of opening.',
    ar: 'التخزين: يُحفظ دون 30 درجة ولا يُترك في السيارة صيفًا. يُستخدم خلال ستة أشهر من الفتح.',
  },
  cleanser: {
    en: 'Storage: keep closed in a cool place. Do not let water get into the jar or pouch.',
    ar: 'التخزين: يُحفظ مغلقًا في مكان بارد. لا تدع الماء يدخل إلى العبوة أو الكيس.',
  },
  soap: {
    en: 'Storage: keep dry between uses; unwrapped bars last longer when left to harden in the air for a week.',
    ar: 'التخزين: أبقِ القالب جافًا بين الاستخدامات؛ يدوم الصابون أطول إذا تُرك مكشوفًا في الهواء أسبوعًا ليتصلب.',
  },
  hair: {
    en: 'Storage: keep closed in a cool, dry place away from direct sunlight.',
    ar: 'التخزين: يُحفظ مغلقًا في مكان بارد وجاف بعيدًا عن أشعة الشمس المباشرة.',
  },
  mist: {
    en: 'Storage: keep in a cool place; rose water can be kept in the fridge for an extra-refreshing mist.',
    ar: 'التخزين: يُحفظ في مكان بارد، ويمكن وضع ماء الورد في الثلاجة لرذاذ أكثر انتعاشًا.',
  },
};
