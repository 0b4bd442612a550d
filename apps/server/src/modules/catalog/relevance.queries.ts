// The search relevance suite's queries (docs/decisions/012-search-matching.md): what UAE shoppers type, of
// every kind the search must answer, each with the demo catalogue's products (apps/server/src/seed/data/
// catalog.ts) of which at least one must be in the first three. A product is named by a part of its English
// name, so 'Manuka Honey (' is any Manuka jar, 'Yemeni Doani Sidr Honey (500 g)' that size only and 'Honey' any honey.

export const RELEVANCE_KINDS = [
  'typo-en',
  'typo-ar',
  'transliteration',
  'spacing',
  'plural',
  'article',
  'synonym-en',
  'synonym-ar',
  'cross-language',
  'size',
  'prefix',
] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];

export interface RelevanceQuery {
  kind: RelevanceKind;
  query: string;
  /** Any of these in the first three is a hit. */
  relevant: string[];
}

const q = (kind: RelevanceKind, query: string, ...relevant: string[]): RelevanceQuery => ({ kind, query, relevant });

const TURMERIC = 'Turmeric Powder';
const BLACK_SEED = ['Black Seed (Habbat Al Baraka)', 'Cold-Pressed Black Seed Oil', 'Honey with Black Seed', 'Black Seed Oil Capsules'];
const SIDR_HONEY = ['Yemeni Doani Sidr Honey', 'Emirati Sidr Honey from Hatta', 'Sidr Honeycomb'];
const FRANKINCENSE = ['Omani Frankincense', 'Frankincense Essential Oil', 'Frankincense Facial Serum'];
const GINGER = ['Ginger Powder', 'Ginger & Lemon Tea', 'Honey with Ginger & Lemon'];
const OLIVE_OIL = ['Extra Virgin Olive Oil'];
const CHAMOMILE = ['Chamomile Flowers', 'Night Calm Herbal Blend'];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // English misspellings: a letter wrong, missing, swapped or doubled, short words too.
  q('typo-en', 'tumeric', TURMERIC),
  q('typo-en', 'argan oli', 'Moroccan Argan Oil'),
  q('typo-en', 'hony', 'Honey'),
  q('typo-en', 'lavander', 'Lavender Essential Oil'),
  q('typo-en', 'rosemery oil', 'Rosemary Essential Oil', 'Black Seed & Rosemary Hair Oil'),
  q('typo-en', 'chamomille', ...CHAMOMILE),
  q('typo-en', 'cardamon', 'Green Cardamom Pods'),
  q('typo-en', 'frankinsense', ...FRANKINCENSE),
  q('typo-en', 'cinamon', 'Ceylon Cinnamon Sticks', 'Cinnamon & Clove Winter Tea'),
  q('typo-en', 'saffran', 'Persian Saffron Threads', 'Saffron Honey', 'Saffron Glow Serum'),
  q('typo-en', 'ashwaganda', 'Ashwagandha Root Powder'),
  q('typo-en', 'hibiscis', 'Hibiscus Flowers (Karkade)'),
  q('typo-en', 'fenugreak', 'Fenugreek Seeds (Helba)'),
  q('typo-en', 'eucaliptus', 'Eucalyptus Essential Oil', 'Breathe Easy Aroma Blend'),
  q('typo-en', 'peppermnit tea', 'Peppermint Leaves'),
  q('typo-en', 'shea buter', 'Whipped Shea Body Butter'),
  q('typo-en', 'manuka honney', 'Manuka Honey ('),
  q('typo-en', 'propolis spary', 'Propolis & Honey Throat Spray'),
  // Arabic misspellings.
  q('typo-ar', 'زنجبل', ...GINGER),
  q('typo-ar', 'بروبولس', 'Propolis Tincture', 'Propolis & Honey Throat Spray'),
  q('typo-ar', 'زعفرن', 'Persian Saffron Threads', 'Saffron Honey', 'Saffron Glow Serum'),
  q('typo-ar', 'زيت زيتوم', ...OLIVE_OIL),
  q('typo-ar', 'بابونح', ...CHAMOMILE),
  q('typo-ar', 'كركن', TURMERIC),
  q('typo-ar', 'لافندد', 'Lavender Essential Oil'),
  q('typo-ar', 'مورنجا', 'Moringa Leaf Tea', 'Moringa Leaf Powder'),
  q('typo-ar', 'صعتر', 'Wild Thyme Tea (Zaatar)', 'Mountain Thyme Honey'),
  q('typo-ar', 'زيط الارغان', 'Moroccan Argan Oil'),
  q('typo-ar', 'شامبوو سدر', 'Sidr Leaf Shampoo'),
  q('typo-ar', 'عسل مانوكة', 'Manuka Honey ('),
  // Arabic names typed in Latin letters, common Gulf spellings.
  q('transliteration', 'asal', 'Honey'),
  q('transliteration', '3asal sidr', ...SIDR_HONEY),
  q('transliteration', 'asal sidr', ...SIDR_HONEY),
  q('transliteration', 'habba sawda', ...BLACK_SEED),
  q('transliteration', 'habbat al baraka', ...BLACK_SEED),
  q('transliteration', 'zanjabeel', ...GINGER),
  q('transliteration', 'kurkum', TURMERIC),
  q('transliteration', 'yansoon', 'Fennel & Anise Tea'),
  q('transliteration', 'babunaj', ...CHAMOMILE),
  q('transliteration', 'zait zaitoon', ...OLIVE_OIL),
  q('transliteration', 'hail', 'Green Cardamom Pods'),
  q('transliteration', "za'tar", 'Wild Thyme Tea (Zaatar)', 'Mountain Thyme Honey'),
  q('transliteration', 'luban', ...FRANKINCENSE),
  q('transliteration', 'qirfa', 'Ceylon Cinnamon Sticks', 'Cinnamon & Clove Winter Tea'),
  q('transliteration', 'zafaran', 'Persian Saffron Threads', 'Saffron Honey'),
  q('transliteration', 'shahd', 'Sidr Honeycomb', 'Raw Wildflower Honeycomb'),
  q('transliteration', 'hinna', 'Natural Henna Powder'),
  q('transliteration', 'zait jawz al hind', 'Virgin Coconut Oil'),
  q('transliteration', 'sabun', 'Honey & Oat Soap', 'Black Seed Soap', 'Goat Milk & Frankincense Soap', 'Olive & Laurel Soap'),
  q('transliteration', 'murr', 'Myrrh Resin'),
  // Without spaces or with extra ones.
  q('spacing', 'blackseed', ...BLACK_SEED),
  q('spacing', 'rosewater', 'Taif Rose Water'),
  q('spacing', 'rose water', 'Taif Rose Water'),
  q('spacing', 'teatree oil', 'Tea Tree Essential Oil'),
  q('spacing', 'honey comb', 'Sidr Honeycomb', 'Raw Wildflower Honeycomb'),
  q('spacing', 'lipbalm', 'Honey & Beeswax Lip Balm'),
  q('spacing', 'bee wax', 'Beeswax Healing Balm', 'Honey & Beeswax Lip Balm'),
  q('spacing', 'حبةالبركة', ...BLACK_SEED),
  q('spacing', 'ماءالورد', 'Taif Rose Water'),
  // Singular and plural.
  q(
    'plural',
    'oils',
    'Moroccan Argan Oil',
    'Cold-Pressed Black Seed Oil',
    'Extra Virgin Olive Oil',
    'Lavender Essential Oil',
    'Sweet Almond Oil',
  ),
  q(
    'plural',
    'زيوت',
    'Moroccan Argan Oil',
    'Cold-Pressed Black Seed Oil',
    'Extra Virgin Olive Oil',
    'Sweet Almond Oil',
    'Golden Jojoba Oil',
  ),
  q('plural', 'اعشاب', 'Night Calm Herbal Blend', 'Echinacea & Elderberry Blend'),
  q('plural', 'كريمات', 'Honey & Propolis Face Cream', 'Argan Night Cream', 'Honey Hand Cream', 'Camel Milk & Honey Moisturiser'),
  q('plural', 'soaps', 'Honey & Oat Soap', 'Black Seed Soap', 'Goat Milk & Frankincense Soap', 'Olive & Laurel Soap'),
  q('plural', 'pumpkin seed', 'Raw Pumpkin Seeds'),
  q('plural', 'cinnamon stick', 'Ceylon Cinnamon Sticks'),
  q('plural', 'بذرة اليقطين', 'Raw Pumpkin Seeds'),
  q('plural', 'زهرة البابونج', 'Chamomile Flowers'),
  q('plural', 'ورقة السدر', 'Sidr Leaf Powder', 'Sidr Leaf Shampoo'),
  // With or without the article and its attached prepositions.
  q('article', 'الزنجبيل', ...GINGER),
  q('article', 'كركم', TURMERIC),
  q('article', 'الهيل', 'Green Cardamom Pods'),
  q('article', 'بالعسل', 'Honey & Propolis Face Cream', 'Honey Hand Cream', 'Manuka Honey Face Mask', 'Honey with Royal Jelly'),
  q('article', 'اللبان', ...FRANKINCENSE),
  q('article', 'حبة سوداء', ...BLACK_SEED),
  // Other names the owner keeps as synonyms.
  q('synonym-en', 'kalonji', ...BLACK_SEED),
  q('synonym-en', 'nigella', ...BLACK_SEED),
  q('synonym-en', 'black cumin', ...BLACK_SEED),
  q('synonym-en', 'sore throat', 'Propolis & Honey Throat Spray', 'Honey with Ginger & Lemon'),
  q('synonym-en', 'bakhoor frankincense', 'Omani Frankincense'),
  q('synonym-en', 'haldi', TURMERIC),
  q('synonym-en', 'elaichi', 'Green Cardamom Pods'),
  q('synonym-en', 'methi', 'Fenugreek Seeds (Helba)'),
  q('synonym-en', 'bee glue', 'Propolis Tincture', 'Propolis & Honey Throat Spray'),
  q('synonym-en', 'olibanum', ...FRANKINCENSE),
  q('synonym-ar', 'كمون اسود', ...BLACK_SEED),
  q('synonym-ar', 'لبان ذكر', ...FRANKINCENSE),
  q('synonym-ar', 'بخور', 'Omani Frankincense', 'Myrrh Resin'),
  q('synonym-ar', 'بروبوليس', 'Propolis Tincture', 'Propolis & Honey Throat Spray'),
  q('synonym-ar', 'ألوفيرا', 'Pure Aloe Vera Gel'),
  q('synonym-ar', 'كحة', 'Propolis & Honey Throat Spray', 'Honey with Ginger & Lemon'),
  // A product known by both names: the English query finds the Arabic-only word and the other way round.
  q('cross-language', 'helba', 'Fenugreek Seeds (Helba)'),
  q('cross-language', 'حلبة', 'Fenugreek Seeds (Helba)'),
  q('cross-language', 'karkade', 'Hibiscus Flowers (Karkade)'),
  q('cross-language', 'كركديه', 'Hibiscus Flowers (Karkade)'),
  q('cross-language', 'ward taifi', 'Taif Rose Oil', 'Taif Rose Water'),
  q('cross-language', 'taifi', 'Taif Rose Oil', 'Taif Rose Water'),
  q('cross-language', 'مغربي', 'Moroccan Argan Oil', 'Moroccan Rhassoul Clay'),
  q('cross-language', 'ghassoul', 'Moroccan Rhassoul Clay'),
  q('cross-language', 'sabbar gel', 'Pure Aloe Vera Gel'),
  // A size named in the query comes first.
  q('size', 'sidr honey 500 g', 'Yemeni Doani Sidr Honey (500 g)', 'Emirati Sidr Honey from Hatta (500 g)'),
  q('size', 'عسل سدر ٥٠٠ غرام', 'Yemeni Doani Sidr Honey (500 g)', 'Emirati Sidr Honey from Hatta (500 g)'),
  q('size', 'manuka 500g', 'Manuka Honey (MGO 263+, 500 g)', 'Manuka Honey (MGO 514+, 500 g)'),
  q('size', 'wildflower honey 1 kg', 'Wildflower Honey (1 kg'),
  q('size', 'لبان ١٠٠ غرام', 'Omani Frankincense (Hojari, 100 g)', 'Omani Frankincense (Najdi, 100 g)'),
  q('size', 'olive oil 1 litre', 'Extra Virgin Olive Oil (1 litre)'),
  q('size', 'black seed oil 500ml', 'Cold-Pressed Black Seed Oil (500 ml)'),
  // As you type: a prefix of two letters or more.
  q('prefix', 'lav', 'Lavender Essential Oil'),
  q('prefix', 'frank', ...FRANKINCENSE),
  q('prefix', 'ashwa', 'Ashwagandha Root Powder'),
  q('prefix', 'زنج', ...GINGER),
  q('prefix', 'مانو', 'Manuka Honey (', 'Manuka Honey Face Mask'),
  q('prefix', 'euca', 'Eucalyptus Essential Oil'),
  q('prefix', 'rhas', 'Moroccan Rhassoul Clay'),
  // Added after trying queries outside the suite: each of these was typed as a shopper would, and 'shai' found
  // nothing until tea's other names became a synonym group.
  q('typo-en', 'lavendar oil', 'Lavender Essential Oil'),
  q('typo-en', 'eucalyptis', 'Eucalyptus Essential Oil'),
  q('typo-en', 'rosmary', 'Rosemary Essential Oil', 'Black Seed & Rosemary Hair Oil'),
  q('spacing', 'aloevera', 'Pure Aloe Vera Gel'),
  q('transliteration', 'na3na3', 'Peppermint Leaves', 'Peppermint Essential Oil', 'Green Tea with Mint'),
  q('transliteration', 'habbat albaraka', ...BLACK_SEED),
  q('synonym-en', 'shai', 'Tea'),
  // What the shopper wants help with (from a try of held-out queries outside the suite).
  q('synonym-en', 'immunity', 'Echinacea & Elderberry Blend'),
  q('synonym-en', 'dry skin', 'Camel Milk & Honey Moisturiser'),
  q('synonym-en', 'hair loss', 'Black Seed & Rosemary Hair Oil'),
  q('synonym-ar', 'مناعة', 'Echinacea & Elderberry Blend'),
  q('typo-ar', 'اشواغندا', 'Ashwagandha Root Powder'),
  q('article', 'حبوب اللقاح', 'Bee Pollen Granules'),
  q('size', 'مانوكا 500', 'Manuka Honey (MGO 263+, 500 g)', 'Manuka Honey (MGO 514+, 500 g)'),
];
