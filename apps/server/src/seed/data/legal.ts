// The legal texts of docs/product.md §1, in both languages, agreeing with docs/product.md §9 (fees, delivery times, returns,
// refund times). Bodies use '## ' headings and blank-line paragraphs (contract: content.ts).

export interface LegalText {
  slug: 'privacy' | 'terms' | 'pricing' | 'delivery' | 'refund' | 'accessibility';
  titleEn: string;
  titleAr: string;
  bodyEn: string;
  bodyAr: string;
}

const doc = (sections: [string, ...string[]][]) => sections.map(([heading, ...paragraphs]) => [`## ${heading}`, ...paragraphs].join('\n\n')).join('\n\n');

const COMPANY_EN = 'Souq Al Asal Trading LLC';
const COMPANY_AR = 'سوق العسل للتجارة ذ.م.م';
const CONTACT_EN = 'care@souqalasal.ae or +971 2 665 4800';
const CONTACT_AR = 'care@souqalasal.ae أو ‎+971 2 665 4800';

export const LEGAL_PAGES: LegalText[] = [
  {
    slug: 'privacy',
    titleEn: 'Privacy Policy',
    titleAr: 'سياسة الخصوصية',
    bodyEn: doc([
      [
        'Who we are',
        `This shop is operated by ${COMPANY_EN}, Al Khalidiyah, Abu Dhabi, United Arab Emirates ("we", "us"). This policy explains what personal data we collect when you use our website and apps, why we collect it and the choices you have. We process personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.`,
      ],
      [
        'What we collect',
        'Account details: your name, e-mail address, mobile number, password (stored only as a secure hash) and, if you add one, a profile photo.',
        'Order details: delivery addresses and map locations, the products you buy, payments and refunds, wallet balance and points, reviews you write and lists you create.',
        'Technical details: the device type, browser and language you use, and a session token that keeps you signed in. If you sign in with Google, Facebook or Apple, we receive your name, e-mail address and an account identifier from that provider, never your password.',
      ],
      [
        'How we use your data',
        'We use your data to create and secure your account, to deliver your orders and keep you informed about them, to process payments, refunds and wallet points, to answer your questions, and to prevent fraud and misuse. With your consent we may also send you offers; you can opt out at any time.',
      ],
      [
        'Cookies and browser storage',
        'We keep your session token, chosen language and favourites list identifier in your browser storage so that the shop works as you expect. We do not use advertising cookies. Clearing your browser storage signs you out.',
      ],
      [
        'Who we share it with',
        'We share only what is needed: your name, phone number and address with our delivery partners; payment details with our card payment provider, which processes Visa and MasterCard payments on its own secure pages (we never see or store your full card number); and information required by law with the competent authorities. We never sell your personal data.',
      ],
      [
        'How long we keep it',
        'We keep your account data while your account is open. Order and invoice records are kept for the period required by UAE tax law (currently at least five years). When you delete your account, the rest is removed at once: your name and contacts disappear from the orders we must keep, and your addresses, lists, reviews, cart and notifications are deleted.',
      ],
      [
        'Your rights',
        'You may ask to see the personal data we hold about you, to correct it, to receive a copy, to restrict or object to its use, or to have it deleted, subject to our legal obligations. You can do most of this yourself in My Profile › Personal settings › Your data: download a copy of everything we keep about you as a file, and delete your account (confirmed with your password; not possible while an order is still on its way). For anything else, contact us.',
      ],
      [
        'Security',
        'Connections to the shop are encrypted, passwords and session tokens are stored only in hashed form, and access to customer data inside our company is limited to the staff who need it.',
      ],
      ['Children', 'Our shop is intended for adults. You must be at least 18 years old to open an account.'],
      [
        'Changes and contact',
        `We will post any change to this policy on this page and, for important changes, tell you by e-mail or notification. Questions or requests: ${CONTACT_EN}.`,
      ],
    ]),
    bodyAr: doc([
      [
        'من نحن',
        `يُدار هذا المتجر من قبل ${COMPANY_AR}، الخالدية، أبوظبي، الإمارات العربية المتحدة ("نحن"). توضح هذه السياسة البيانات الشخصية التي نجمعها عند استخدامك لموقعنا وتطبيقاتنا، وسبب جمعها، والخيارات المتاحة لك. ونعالج البيانات الشخصية وفقًا للمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية.`,
      ],
      [
        'البيانات التي نجمعها',
        'بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك وكلمة المرور (تُحفظ على شكل تجزئة آمنة فقط)، وصورة الملف الشخصي إن أضفتها.',
        'بيانات الطلبات: عناوين التوصيل ومواقعها على الخريطة، والمنتجات التي تشتريها، والمدفوعات والمبالغ المستردة، ورصيد المحفظة والنقاط، والتقييمات التي تكتبها والقوائم التي تنشئها.',
        'البيانات التقنية: نوع الجهاز والمتصفح واللغة التي تستخدمها، ورمز الجلسة الذي يبقيك مسجلًا الدخول. وإذا سجلت الدخول عبر Google أو Facebook أو Apple فإننا نتلقى من المزوّد اسمك وبريدك الإلكتروني ومعرّف حسابك، ولا نتلقى كلمة المرور أبدًا.',
      ],
      [
        'كيف نستخدم بياناتك',
        'نستخدم بياناتك لإنشاء حسابك وحمايته، ولتوصيل طلباتك وإبلاغك بحالتها، ولمعالجة المدفوعات والمبالغ المستردة ونقاط المحفظة، وللرد على استفساراتك، ولمنع الاحتيال وإساءة الاستخدام. وقد نرسل إليك العروض بموافقتك، ويمكنك إلغاء الاشتراك في أي وقت.',
      ],
      [
        'ملفات تعريف الارتباط وتخزين المتصفح',
        'نحفظ رمز جلستك واللغة التي اخترتها ومعرّف قائمة المفضلة في ذاكرة متصفحك ليعمل المتجر كما تتوقع. ولا نستخدم ملفات تعريف ارتباط إعلانية. ويؤدي مسح ذاكرة المتصفح إلى تسجيل خروجك.',
      ],
      [
        'مع من نشارك بياناتك',
        'لا نشارك إلا ما يلزم: اسمك ورقم هاتفك وعنوانك مع شركاء التوصيل، وبيانات الدفع مع مزوّد الدفع بالبطاقات الذي يعالج مدفوعات فيزا وماستركارد على صفحاته الآمنة (ولا نرى رقم بطاقتك كاملًا ولا نحفظه أبدًا)، والمعلومات التي يطلبها القانون مع الجهات المختصة. ولا نبيع بياناتك الشخصية أبدًا.',
      ],
      [
        'مدة الاحتفاظ بالبيانات',
        'نحتفظ ببيانات حسابك ما دام حسابك مفتوحًا. ونحتفظ بسجلات الطلبات والفواتير للمدة التي يفرضها قانون الضرائب في الإمارات (خمس سنوات على الأقل حاليًا). وعند حذف حسابك نحذف بقية البيانات فورًا: يُزال اسمك وبيانات التواصل من الطلبات التي يجب أن نحتفظ بها، وتُحذف عناوينك وقوائمك وتقييماتك وسلتك وإشعاراتك.',
      ],
      [
        'حقوقك',
        'يحق لك أن تطلب الاطلاع على بياناتك الشخصية التي نحتفظ بها، أو تصحيحها، أو الحصول على نسخة منها، أو تقييد استخدامها أو الاعتراض عليه، أو حذفها، وذلك مع مراعاة التزاماتنا القانونية. ويمكنك القيام بمعظم ذلك بنفسك من حسابي › الإعدادات الشخصية › بياناتك: تنزيل نسخة من كل ما نحتفظ به عنك في ملف، وحذف حسابك (بعد تأكيده بكلمة المرور، ولا يمكن ذلك ما دام لديك طلب قيد التوصيل). ولأي طلب آخر تواصل معنا.',
      ],
      [
        'أمن البيانات',
        'الاتصال بالمتجر مشفّر، وكلمات المرور ورموز الجلسات محفوظة على شكل تجزئة فقط، والوصول إلى بيانات العملاء داخل شركتنا مقصور على الموظفين الذين يحتاجون إليها.',
      ],
      ['الأطفال', 'متجرنا مخصص للبالغين، ويجب ألا يقل عمرك عن 18 عامًا لفتح حساب.'],
      [
        'التعديلات والتواصل',
        `سننشر أي تعديل على هذه السياسة في هذه الصفحة، وسنبلغك بالتعديلات المهمة عبر البريد الإلكتروني أو الإشعارات. للأسئلة والطلبات: ${CONTACT_AR}.`,
      ],
    ]),
  },
  {
    slug: 'terms',
    titleEn: 'Terms of Use and Termination',
    titleAr: 'شروط الاستخدام وإنهاء الخدمة',
    bodyEn: doc([
      [
        'About these terms',
        `These terms govern your use of the shop operated by ${COMPANY_EN} and every order you place with us. By creating an account or placing an order you accept them. Please also read our Privacy, Pricing, Delivery and Refund policies, which form part of these terms.`,
      ],
      [
        'Your account',
        'You must be at least 18 years old to register. Keep your password private and tell us straight away if you think someone else has used your account. You are responsible for orders placed from your account. Each person may hold one account.',
      ],
      [
        'Orders',
        'Your order is an offer to buy. We accept it when we confirm it, and a contract is formed at that moment. We may decline or cancel an order, for example if a product is out of stock, a price was shown in error or we suspect fraud; if you have already paid, we refund you in full.',
      ],
      [
        'Prices and payment',
        'Prices are in UAE dirhams (AED) and include 5% VAT. Delivery charges are added at checkout. You can pay cash on delivery, online by Visa or MasterCard, or partly or fully with your wallet balance.',
      ],
      [
        'Wallet and points',
        'Delivered orders earn 1 point per dirham of products. Every 100 points can be exchanged for 1 AED of wallet balance. Wallet balance can be used only in our shop, cannot be transferred to another person and is not exchangeable for cash except when we refund a closed account as described below.',
      ],
      [
        'Reviews and content',
        'You may review products you have received. Reviews must be honest, respectful and about the product; we may hide reviews that contain offensive language, personal data or advertising.',
      ],
      [
        'Health information',
        'Product descriptions, the wellness quiz and our staff’s advice are general information about traditional and natural products. They are not medical advice and do not replace a doctor. Check the ingredients for allergies, and ask your doctor before use if you are pregnant, breastfeeding or taking medicine. Honey must not be given to babies under 12 months.',
      ],
      [
        'Acceptable use',
        'Do not misuse the shop: no attempts to access other customers’ data, no automated ordering or scraping, no interference with its security, and no use of coupons or points obtained by fraud.',
      ],
      [
        'Intellectual property',
        'The shop’s name, logo, texts, pictures and software belong to us or our licensors and may not be copied or reused without our written permission.',
      ],
      [
        'Our responsibility',
        'We take care that the shop works and that product information is accurate, but we cannot guarantee uninterrupted access. Nothing in these terms limits your rights as a consumer under UAE law, including Federal Law No. 15 of 2020 on Consumer Protection.',
      ],
      [
        'Termination by you',
        'You may stop using the shop and close your account at any time by contacting us. Orders already accepted will be completed or cancelled as you choose, according to our Refund Policy. Any remaining wallet balance from refunds is paid back to you; points that have not been exchanged expire when the account is closed.',
      ],
      [
        'Termination by us',
        'We may suspend or close an account, after notice where possible, if it is used in breach of these terms, for fraud or abuse of coupons, returns or points, or where the law requires it. When we close an account without fault on your part, we complete or refund open orders and pay back any wallet balance.',
      ],
      [
        'What survives termination',
        'Closing an account does not affect orders already delivered, your statutory rights, or the parts of these terms that by their nature continue, such as those about intellectual property, responsibility and governing law.',
      ],
      [
        'Changes, law and contact',
        `We may update these terms; the version shown when you place an order applies to that order. These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Abu Dhabi, whose courts have jurisdiction. Contact: ${CONTACT_EN}.`,
      ],
    ]),
    bodyAr: doc([
      [
        'حول هذه الشروط',
        `تنظم هذه الشروط استخدامك للمتجر الذي تديره ${COMPANY_AR} وكل طلب تقدمه لدينا. وبإنشاء حساب أو تقديم طلب فإنك توافق عليها. يُرجى أيضًا قراءة سياسات الخصوصية والتسعير والتوصيل والاسترداد، فهي جزء من هذه الشروط.`,
      ],
      [
        'حسابك',
        'يجب ألا يقل عمرك عن 18 عامًا للتسجيل. حافظ على سرية كلمة المرور، وأبلغنا فورًا إذا اعتقدت أن شخصًا آخر استخدم حسابك. أنت مسؤول عن الطلبات المقدمة من حسابك، ولا يجوز للشخص الواحد امتلاك أكثر من حساب.',
      ],
      [
        'الطلبات',
        'طلبك عرض للشراء، ونقبله عندما نؤكده، وعندها ينشأ العقد. ويجوز لنا رفض الطلب أو إلغاؤه، مثلًا إذا نفد المنتج أو ظهر سعر بالخطأ أو اشتبهنا في احتيال، وإذا كنت قد دفعت فسنعيد إليك المبلغ كاملًا.',
      ],
      [
        'الأسعار والدفع',
        'الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5٪، وتُضاف رسوم التوصيل عند إتمام الطلب. ويمكنك الدفع نقدًا عند الاستلام، أو إلكترونيًا ببطاقة فيزا أو ماستركارد، أو باستخدام رصيد المحفظة جزئيًا أو كليًا.',
      ],
      [
        'المحفظة والنقاط',
        'تكسب الطلبات التي يتم توصيلها نقطة واحدة مقابل كل درهم من قيمة المنتجات، ويمكن تحويل كل 100 نقطة إلى درهم واحد في رصيد المحفظة. ولا يُستخدم رصيد المحفظة إلا في متجرنا، ولا يجوز تحويله إلى شخص آخر، ولا يُستبدل نقدًا إلا عند رد رصيد حساب مغلق كما هو موضح أدناه.',
      ],
      [
        'التقييمات والمحتوى',
        'يمكنك تقييم المنتجات التي استلمتها. ويجب أن تكون التقييمات صادقة ومحترمة وتتعلق بالمنتج، ويجوز لنا إخفاء التقييمات التي تحتوي على ألفاظ مسيئة أو بيانات شخصية أو إعلانات.',
      ],
      [
        'المعلومات الصحية',
        'أوصاف المنتجات واختبار العافية ونصائح موظفينا معلومات عامة عن المنتجات التقليدية والطبيعية، وليست استشارة طبية ولا تغني عن الطبيب. تحقق من المكونات تجنبًا للحساسية، واستشر طبيبك قبل الاستخدام في حال الحمل أو الرضاعة أو تناول أدوية. ولا يُعطى العسل للرضع دون 12 شهرًا.',
      ],
      [
        'الاستخدام المقبول',
        'لا تُسئ استخدام المتجر: لا محاولات للوصول إلى بيانات عملاء آخرين، ولا طلبات آلية أو جمع آلي للبيانات، ولا عبث بأمن المتجر، ولا استخدام لقسائم أو نقاط تم الحصول عليها بالاحتيال.',
      ],
      [
        'الملكية الفكرية',
        'اسم المتجر وشعاره ونصوصه وصوره وبرمجياته مملوكة لنا أو للجهات المرخِّصة لنا، ولا يجوز نسخها أو إعادة استخدامها دون إذن كتابي منا.',
      ],
      [
        'مسؤوليتنا',
        'نحرص على أن يعمل المتجر وأن تكون معلومات المنتجات دقيقة، لكننا لا نضمن الوصول دون انقطاع. ولا يحد أي شيء في هذه الشروط من حقوقك بوصفك مستهلكًا بموجب قوانين الإمارات، ومنها القانون الاتحادي رقم 15 لسنة 2020 بشأن حماية المستهلك.',
      ],
      [
        'الإنهاء من جهتك',
        'يمكنك التوقف عن استخدام المتجر وإغلاق حسابك في أي وقت بالتواصل معنا. وتُستكمل الطلبات المقبولة أو تُلغى حسب اختيارك وفقًا لسياسة الاسترداد. ويُرد إليك أي رصيد متبقٍ في المحفظة من المبالغ المستردة، أما النقاط غير المحوّلة فتنتهي صلاحيتها عند إغلاق الحساب.',
      ],
      [
        'الإنهاء من جهتنا',
        'يجوز لنا تعليق الحساب أو إغلاقه، بعد إشعارك متى أمكن، إذا استُخدم بما يخالف هذه الشروط، أو في حالات الاحتيال أو إساءة استخدام القسائم أو المرتجعات أو النقاط، أو إذا اقتضى القانون ذلك. وعندما نغلق حسابًا دون خطأ من جانبك، نستكمل الطلبات المفتوحة أو نرد قيمتها ونعيد إليك رصيد المحفظة.',
      ],
      [
        'ما يبقى بعد الإنهاء',
        'لا يؤثر إغلاق الحساب على الطلبات التي تم توصيلها، ولا على حقوقك القانونية، ولا على أجزاء هذه الشروط التي تستمر بطبيعتها، مثل أحكام الملكية الفكرية والمسؤولية والقانون الواجب التطبيق.',
      ],
      [
        'التعديلات والقانون والتواصل',
        `يجوز لنا تحديث هذه الشروط، وتسري على كل طلب النسخة المعروضة وقت تقديمه. وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة كما تُطبق في إمارة أبوظبي، وتختص محاكمها بالنظر في أي نزاع. للتواصل: ${CONTACT_AR}.`,
      ],
    ]),
  },
  {
    slug: 'pricing',
    titleEn: 'Pricing Policy',
    titleAr: 'سياسة التسعير',
    bodyEn: doc([
      ['Currency', 'All prices are shown and charged in UAE dirhams (AED). If your card is in another currency, your bank converts the amount at its own rate.'],
      [
        'VAT',
        'Every price on the shop includes UAE value added tax (VAT) at 5%. Your cart and invoice show how much of the total is VAT; nothing is added on top of the shelf price except delivery.',
      ],
      [
        'List price and sale price',
        'When a product is on offer you see its sale price, the original list price struck through and the discount as a percentage. Offers last while stock lasts or until the date we announce.',
      ],
      [
        'Coupons',
        'One coupon can be used per order. A coupon may need a minimum order value, may be valid only between certain dates and may be limited in how many times it can be used in total or by each customer. The discount applies to products, not to delivery charges. If you cancel an order, the coupon use is returned to you.',
      ],
      [
        'Delivery charges',
        'Delivery inside the UAE costs 25, 30 or 50 AED depending on the region of your delivery address, and is shown before you pay. Delivery outside the UAE starts from 80 AED and is quoted for your destination.',
      ],
      [
        'Wallet and points',
        'You can pay part or all of an order with your wallet balance. Points are earned at 1 point per dirham of products in delivered orders, and 100 points are worth 1 AED.',
      ],
      [
        'Price changes and errors',
        'Prices may change at any time, but the price in your cart when you place the order is the price you pay. If a price is clearly wrong because of a technical or typing error, we will tell you and let you confirm the order at the correct price or cancel it with a full refund.',
      ],
    ]),
    bodyAr: doc([
      ['العملة', 'جميع الأسعار معروضة ومحصّلة بالدرهم الإماراتي. وإذا كانت بطاقتك بعملة أخرى فإن مصرفك يحوّل المبلغ بسعر الصرف الخاص به.'],
      [
        'ضريبة القيمة المضافة',
        'يشمل كل سعر في المتجر ضريبة القيمة المضافة في الإمارات بنسبة 5٪. وتوضح سلة التسوق والفاتورة قيمة الضريبة من الإجمالي، ولا يُضاف إلى سعر المنتج سوى رسوم التوصيل.',
      ],
      [
        'السعر الأصلي وسعر العرض',
        'عندما يكون المنتج ضمن عرض، يظهر لك سعر العرض والسعر الأصلي مشطوبًا ونسبة الخصم. وتستمر العروض حتى نفاد الكمية أو حتى التاريخ الذي نعلنه.',
      ],
      [
        'القسائم',
        'يمكن استخدام قسيمة واحدة لكل طلب. وقد تتطلب القسيمة حدًا أدنى لقيمة الطلب، وقد تكون صالحة بين تاريخين محددين، وقد يكون عدد مرات استخدامها محدودًا إجمالًا أو لكل عميل. ويسري الخصم على المنتجات لا على رسوم التوصيل. وإذا ألغيت طلبًا فإن استخدام القسيمة يعود إليك.',
      ],
      [
        'رسوم التوصيل',
        'تبلغ رسوم التوصيل داخل الإمارات 25 أو 30 أو 50 درهمًا حسب منطقة عنوان التوصيل، وتظهر قبل الدفع. ويبدأ التوصيل خارج الإمارات من 80 درهمًا ويُحدد حسب وجهتك.',
      ],
      [
        'المحفظة والنقاط',
        'يمكنك دفع جزء من الطلب أو كامله من رصيد محفظتك. وتُكسب النقاط بمعدل نقطة لكل درهم من قيمة المنتجات في الطلبات التي يتم توصيلها، وكل 100 نقطة تساوي درهمًا واحدًا.',
      ],
      [
        'تغيّر الأسعار والأخطاء',
        'قد تتغير الأسعار في أي وقت، لكن السعر الموجود في سلتك عند تقديم الطلب هو السعر الذي تدفعه. وإذا كان السعر خاطئًا بوضوح بسبب خطأ تقني أو مطبعي، فسنبلغك ونتيح لك تأكيد الطلب بالسعر الصحيح أو إلغاءه واسترداد المبلغ كاملًا.',
      ],
    ]),
  },
  {
    slug: 'delivery',
    titleEn: 'Delivery Policy',
    titleAr: 'سياسة التوصيل',
    bodyEn: doc([
      ['Where we deliver', 'We deliver to all seven emirates of the UAE: Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. We also ship to many countries outside the UAE; contact us for your destination.'],
      [
        'Delivery charges',
        'Inside the UAE delivery costs 25, 30 or 50 AED, depending on the region of your main delivery address. The fee is shown in your cart and at checkout before you pay. Delivery outside the UAE starts from 80 AED.',
      ],
      [
        'Delivery times',
        'Orders inside the UAE are delivered within 2 to 3 business days of confirmation. International orders take 1 week to 10 days, depending on the destination and customs clearance. Business days are Monday to Saturday, excluding UAE public holidays.',
      ],
      [
        'Following your order',
        'You receive a notification at every step: placed, confirmed, shipped and delivered. You can see the status of every order at any time in My Profile under My Orders.',
      ],
      [
        'Receiving your order',
        'Our courier calls you before arriving. Please check the parcel when you receive it; if it is damaged, you may refuse it or report it to us within 48 hours with a photo. For cash on delivery, please have the exact amount ready where possible.',
      ],
      [
        'If we cannot deliver',
        'If nobody is available, the courier will try again on the next business day. After two failed attempts the order returns to us and we contact you to arrange a new delivery; a second delivery charge may apply.',
      ],
      [
        'Temperature-sensitive products',
        'Fresh royal jelly is shipped frozen in insulated packaging within the UAE only. Please put it in the freezer as soon as it arrives.',
      ],
      ['International orders', 'Import duties and taxes of the destination country, if any, are paid by the recipient. Some products, such as fresh royal jelly, cannot be sent abroad.'],
    ]),
    bodyAr: doc([
      ['مناطق التوصيل', 'نوصل إلى جميع إمارات الدولة السبع: أبوظبي ودبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة. ونشحن أيضًا إلى كثير من الدول خارج الإمارات؛ تواصل معنا لمعرفة إمكانية الشحن إلى وجهتك.'],
      [
        'رسوم التوصيل',
        'تبلغ رسوم التوصيل داخل الإمارات 25 أو 30 أو 50 درهمًا حسب منطقة عنوان التوصيل الرئيسي، وتظهر الرسوم في السلة وعند إتمام الطلب قبل الدفع. ويبدأ التوصيل خارج الإمارات من 80 درهمًا.',
      ],
      [
        'مدة التوصيل',
        'تُسلَّم الطلبات داخل الإمارات خلال 2 إلى 3 أيام عمل من تأكيدها. وتستغرق الطلبات الدولية من أسبوع إلى 10 أيام حسب الوجهة والتخليص الجمركي. وأيام العمل من الاثنين إلى السبت باستثناء العطلات الرسمية في الدولة.',
      ],
      [
        'متابعة طلبك',
        'يصلك إشعار عند كل مرحلة: تقديم الطلب وتأكيده وشحنه وتوصيله. ويمكنك معرفة حالة كل طلب في أي وقت من صفحة حسابي ضمن طلباتي.',
      ],
      [
        'استلام طلبك',
        'يتصل بك المندوب قبل وصوله. يُرجى فحص الطرد عند استلامه، وإذا كان تالفًا يمكنك رفضه أو إبلاغنا خلال 48 ساعة مع صورة. وفي حال الدفع عند الاستلام يُرجى تجهيز المبلغ المطلوب قدر الإمكان.',
      ],
      [
        'إذا تعذر التوصيل',
        'إذا لم يكن أحد متاحًا لاستلام الطلب، يحاول المندوب مرة أخرى في يوم العمل التالي. وبعد محاولتين غير ناجحتين يعود الطلب إلينا ونتواصل معك لترتيب توصيل جديد، وقد تُطبق رسوم توصيل إضافية.',
      ],
      [
        'المنتجات الحساسة للحرارة',
        'يُشحن غذاء الملكات الطازج مجمدًا في عبوات معزولة داخل الإمارات فقط. يُرجى وضعه في المجمد فور وصوله.',
      ],
      ['الطلبات الدولية', 'يدفع المستلم الرسوم الجمركية والضرائب المفروضة في بلد الوجهة إن وُجدت. ولا يمكن شحن بعض المنتجات إلى الخارج، مثل غذاء الملكات الطازج.'],
    ]),
  },
  {
    slug: 'refund',
    titleEn: 'Returns and Refund Policy',
    titleAr: 'سياسة الإرجاع والاسترداد',
    bodyEn: doc([
      [
        'Cancelling before shipping',
        'You can cancel an order yourself from My Orders while it is placed or confirmed and has not yet been shipped. Online payments are refunded in full to your card and any wallet amount goes straight back to your wallet.',
      ],
      [
        'Returns within 30 days',
        'You can ask to return a product within 30 days of its delivery. Food, oils and cosmetics must be unopened and in their original packaging, for hygiene reasons, unless the product is faulty.',
      ],
      [
        'How to request a return',
        'Open My Profile, then My Orders, choose Refund next to the product and select a reason: damaged during delivery, quality problem, found a better price, does not match the description, or another reason, with a short description. We contact you to arrange collection.',
      ],
      [
        'Refund times',
        'Once we have received and checked the returned product, we process your refund within 3 to 5 business days. It then takes a further 5 to 7 business days to reach your original payment method, depending on your bank. Cash on delivery orders are refunded to your wallet or by bank transfer, as you prefer.',
      ],
      [
        'Delivery charges',
        'The original delivery charges are not refunded, except when the product was at fault: damaged during delivery or with a quality problem. In those cases we refund the delivery charge too and collect the product at no cost to you.',
      ],
      ['Products that cannot be returned', 'Opened food and cosmetic products (unless faulty), fresh royal jelly once delivered, and products damaged after delivery through misuse cannot be returned.'],
      [
        'Faulty or wrong products',
        'If you receive a damaged, faulty or wrong product, tell us within 48 hours of delivery with a photo and we will replace it or refund it in full, including delivery.',
      ],
      ['Questions', `Our customer care team is happy to help: ${CONTACT_EN}.`],
    ]),
    bodyAr: doc([
      [
        'الإلغاء قبل الشحن',
        'يمكنك إلغاء الطلب بنفسك من صفحة طلباتي ما دام في حالة "تم الطلب" أو "تم التأكيد" ولم يُشحن بعد. وتُرد المدفوعات الإلكترونية كاملة إلى بطاقتك، ويعود أي مبلغ من المحفظة إليها فورًا.',
      ],
      [
        'الإرجاع خلال 30 يومًا',
        'يمكنك طلب إرجاع المنتج خلال 30 يومًا من توصيله. ويجب أن تكون المنتجات الغذائية والزيوت ومستحضرات التجميل غير مفتوحة وفي عبوتها الأصلية لأسباب صحية، ما لم يكن المنتج معيبًا.',
      ],
      [
        'كيفية طلب الإرجاع',
        'افتح حسابي ثم طلباتي، واختر استرداد بجانب المنتج، وحدد السبب: تلف أثناء النقل، أو مشكلة في الجودة، أو وجدت سعرًا أفضل، أو لا يطابق المواصفات، أو سبب آخر، مع وصف قصير. وسنتواصل معك لترتيب استلام المنتج.',
      ],
      [
        'مدة الاسترداد',
        'بعد استلام المنتج المرتجع وفحصه، نعالج طلب الاسترداد خلال 3 إلى 5 أيام عمل، ثم يستغرق وصول المبلغ إلى وسيلة الدفع الأصلية من 5 إلى 7 أيام عمل إضافية حسب مصرفك. وتُرد قيمة الطلبات المدفوعة نقدًا عند الاستلام إلى محفظتك أو بتحويل مصرفي حسب رغبتك.',
      ],
      [
        'رسوم التوصيل',
        'لا تُرد رسوم التوصيل الأصلية إلا إذا كان العيب في المنتج: تلف أثناء النقل أو مشكلة في الجودة. وفي هاتين الحالتين نرد رسوم التوصيل أيضًا ونستلم المنتج دون أي تكلفة عليك.',
      ],
      ['منتجات لا يمكن إرجاعها', 'المنتجات الغذائية ومستحضرات التجميل المفتوحة (ما لم تكن معيبة)، وغذاء الملكات الطازج بعد توصيله، والمنتجات التي تلفت بعد التوصيل بسبب سوء الاستخدام.'],
      [
        'المنتجات المعيبة أو الخاطئة',
        'إذا استلمت منتجًا تالفًا أو معيبًا أو غير الذي طلبته، أبلغنا خلال 48 ساعة من التوصيل مع صورة، وسنستبدله أو نرد قيمته كاملة بما فيها رسوم التوصيل.',
      ],
      ['الاستفسارات', `يسعد فريق خدمة العملاء بمساعدتك: ${CONTACT_AR}.`],
    ]),
  },
  {
    slug: 'accessibility',
    titleEn: 'Accessibility Statement',
    titleAr: 'بيان إمكانية الوصول',
    bodyEn: doc([
      [
        'Our commitment',
        'We want everyone to be able to shop with us, whatever their abilities and whichever language they read. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the shop, in English and in Arabic.',
      ],
      [
        'What we do',
        'The shop can be used with a keyboard alone, and the element in focus is always clearly outlined. Images of products have text alternatives. Text can be enlarged to 200% without losing content. Colours are chosen for sufficient contrast, and information is never given by colour alone. The Arabic version reads right to left throughout and works with screen readers in Arabic. Animations stay still if your device asks for reduced motion.',
      ],
      [
        'How we test',
        'We check every page with automated accessibility tests and by hand with a keyboard and with screen readers (VoiceOver and NVDA) in both languages, and we review new features before they are released.',
      ],
      [
        'Known limitations',
        'The maps on the contact page come from an external provider and may not be fully accessible; the address, phone numbers and opening hours of every branch are always written out beside them. Some older product pictures contain text that is also given in the product description.',
      ],
      [
        'Other ways to order',
        'If anything on the shop is difficult to use, our team can take your order by phone or WhatsApp on +971 2 665 4800, and you can also visit our branches in Abu Dhabi and Ras Al Khaimah.',
      ],
      ['Feedback', `Tell us about any barrier you meet: ${CONTACT_EN}. We reply within 2 business days and treat accessibility problems as defects to fix.`],
    ]),
    bodyAr: doc([
      [
        'التزامنا',
        'نريد أن يتمكن الجميع من التسوق معنا مهما كانت قدراتهم وأيًا كانت اللغة التي يقرؤون بها. ونسعى إلى استيفاء إرشادات إتاحة محتوى الويب (WCAG 2.1) بالمستوى AA في جميع صفحات المتجر باللغتين العربية والإنجليزية.',
      ],
      [
        'ما نقوم به',
        'يمكن استخدام المتجر بلوحة المفاتيح وحدها، ويظهر العنصر المحدد دائمًا بإطار واضح. ولصور المنتجات نصوص بديلة. ويمكن تكبير النص حتى 200٪ دون فقدان أي محتوى. وقد اخترنا الألوان بتباين كافٍ، ولا نعتمد على اللون وحده لإيصال أي معلومة. وتُقرأ النسخة العربية من اليمين إلى اليسار بالكامل وتعمل مع قارئات الشاشة باللغة العربية. وتتوقف الحركة في الصفحات إذا طلب جهازك تقليل الحركة.',
      ],
      [
        'كيف نختبر',
        'نفحص كل صفحة باختبارات آلية لإمكانية الوصول، ويدويًا باستخدام لوحة المفاتيح وقارئات الشاشة (VoiceOver وNVDA) باللغتين، ونراجع الميزات الجديدة قبل إطلاقها.',
      ],
      [
        'قيود معروفة',
        'الخرائط في صفحة التواصل مقدمة من جهة خارجية وقد لا تكون متاحة بالكامل، لذلك نكتب بجانبها دائمًا عنوان كل فرع وأرقام هواتفه ومواعيد عمله. وتحتوي بعض صور المنتجات القديمة على نصوص متوفرة أيضًا في وصف المنتج.',
      ],
      [
        'طرق أخرى للطلب',
        'إذا واجهت صعوبة في استخدام أي جزء من المتجر، يمكن لفريقنا استلام طلبك عبر الهاتف أو واتساب على الرقم ‎+971 2 665 4800، كما يمكنك زيارة فروعنا في أبوظبي ورأس الخيمة.',
      ],
      ['ملاحظاتك', `أخبرنا بأي عائق تواجهه: ${CONTACT_AR}. نرد خلال يومي عمل، ونتعامل مع مشكلات إمكانية الوصول بوصفها أخطاء يجب إصلاحها.`],
    ]),
  },
];
