// The demo shop worked out in memory before anything is written: every product of every family with its
// names, prices, stock and pictures, the categories' icons, the banners and the quiz pictures. Pictures
// are SVG documents keyed by a hash of their content, so an unchanged drawing is never drawn twice and a
// changed one gets a new URL (media files are served as immutable).
import { createHash } from 'node:crypto';
import { bannerSvg, type BannerArt } from './art/banners';
import { categoryIconSvg, quizPictureSvg } from './art/emblems';
import type { PackLabel, PackSpec } from './art/packs';
import { closeUpSvg, lifestyleSvg, packshotSvg, type Ingredient } from './art/scenes';
import { rng } from './art/svg';
import { CATEGORIES, PRODUCTS, type Bi, type GroupSlug, type OptionDef, type ProductBase } from './data/catalog';
import { QUIZ } from './data/quiz';
import { HOW_TO_USE, STORAGE } from './data/usage';

/** The pictures to store: key -> SVG document. */
export class ImageSet {
  readonly svgs = new Map<string, string>();

  add(folder: string, name: string, svg: string): string {
    const hash = createHash('sha1').update(svg).digest('hex').slice(0, 8);
    const key = `${folder}/${name}-${hash}`;
    this.svgs.set(key, svg);
    return key;
  }
}

export interface PlannedOption {
  position: 1 | 2;
  index: number;
  option: OptionDef;
}

export interface PlannedProduct {
  base: ProductBase;
  /** Unique handle: the base slug plus option values ('wildflower-500-g-creamed'). */
  handle: string;
  options: PlannedOption[];
  nameEn: string;
  nameAr: string;
  shortDescEn: string;
  shortDescAr: string;
  descriptionEn: string;
  descriptionAr: string;
  listPrice: number;
  salePrice: number;
  stock: number;
  soldCount: number;
  group: GroupSlug;
  category: string;
  subCategory: string;
  isFeatured: boolean;
  isSelected: boolean;
  isNew: boolean;
  createdAt: Date;
  pack: PackSpec;
  label: PackLabel;
  mainImage: string;
  photos: string[];
}

export interface SeedPlan {
  images: ImageSet;
  products: PlannedProduct[];
  /** Category slug -> icon key. */
  categoryIcons: Map<string, string>;
  banners: (BannerWords & { handle: string; imageEn: string; imageAr: string })[];
  /** Quiz topic -> picture key. */
  quizImages: Map<string, string>;
}

const DAY = 24 * 60 * 60 * 1000;
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Whole dirhams to fils. */
const fils = (aed: number) => Math.round(aed) * 100;

export function buildPlan(now: Date): SeedPlan {
  const images = new ImageSet();
  const rand = rng('souq-al-asal-demo');
  const products: PlannedProduct[] = [];

  for (const base of PRODUCTS) {
    const category = CATEGORIES.find((c) => c.subs.some((s) => s.slug === base.sub));
    if (!category) throw new Error(`product ${base.slug}: unknown sub-category ${base.sub}`);
    for (const [memberIndex, options] of familyMembers(base).entries()) {
      const first = memberIndex === 0;
      products.push(planProduct(base, options, category.slug, category.group, first, rand, now, images));
    }
  }

  const categoryIcons = new Map(CATEGORIES.map((c) => [c.slug, images.add('categories', c.slug, categoryIconSvg(c.icon, c.tint))]));
  const quizImages = new Map(QUIZ.map((q) => [q.topic, images.add('quiz', q.topic, quizPictureSvg(q.topic, q.tint))]));
  const banners = BANNERS.map((b) => {
    const product = products.find((p) => p.handle === b.handle);
    if (!product) throw new Error(`banner: unknown product ${b.handle}`);
    const art: BannerArt = { background: b.background, pack: product.pack, label: product.label };
    return {
      handle: b.handle,
      en: b.en,
      ar: b.ar,
      imageEn: images.add('banners', `${b.handle}-en`, bannerSvg(art, 'en', 'b')),
      imageAr: images.add('banners', `${b.handle}-ar`, bannerSvg(art, 'ar', 'b')),
    };
  });
  return { images, products, categoryIcons, banners, quizImages };
}

/** Every combination of a family's options (first variation outer), or one product without a family. */
function familyMembers(base: ProductBase): PlannedOption[][] {
  if (!base.family) return [[]];
  const { first, second } = base.family;
  return first.options.flatMap((o1, i1) =>
    second
      ? second.options.map((o2, i2) => [
          { position: 1 as const, index: i1, option: o1 },
          { position: 2 as const, index: i2, option: o2 },
        ])
      : [[{ position: 1 as const, index: i1, option: o1 }]],
  );
}

function planProduct(
  base: ProductBase,
  options: PlannedOption[],
  category: string,
  group: GroupSlug,
  firstOfFamily: boolean,
  rand: () => number,
  now: Date,
  images: ImageSet,
): PlannedProduct {
  const variation = (o: PlannedOption) => (o.position === 1 ? base.family!.first : base.family!.second!);
  const sizeOption = options.find((o) => variation(o).isSize)?.option;
  const kindOptions = options.filter((o) => !variation(o).isSize).map((o) => o.option);
  const size: Bi = sizeOption ?? base.size ?? { en: '', ar: '' };
  const values = (lang: 'en' | 'ar') => options.map((o) => o.option[lang]);
  const handle = [base.slug, ...values('en').map(slugify)].join('-');

  const { pack, label } = dressPack(
    base,
    options.map((o) => o.option),
    kindOptions,
    size.en,
  );

  const factor = options.reduce((f, o) => f * o.option.factor, 1);
  const listPrice = fils(base.price * factor);
  const salePrice = base.off ? fils((base.price * factor * (100 - base.off)) / 100) : listPrice;
  const stock = options.find((o) => o.option.stock !== undefined)?.option.stock ?? base.stock ?? 6 + Math.floor(rand() * 130);

  const home = firstOfFamily ? (base.home ?? '') : '';
  const isNew = home.includes('n');
  // New arrivals came in the last weeks; the rest has been on the shelf long enough to have order history.
  const createdAt = new Date(now.getTime() - (isNew ? 1 + rand() * 24 : 120 + rand() * 600) * DAY);
  // Best sellers sell more; new arrivals have had little time to sell.
  const soldCount = Math.round((isNew ? 5 + rand() * 60 : 40 + rand() * 700) * (home.includes('f') ? 1.6 : 1));

  const sizeLine = (lang: 'en' | 'ar') => (size[lang] ? (lang === 'en' ? `Net contents: ${size.en}.` : `المحتوى الصافي: ${size.ar}.`) : '');
  const description = (lang: 'en' | 'ar') =>
    [base.about[lang], sizeLine(lang), HOW_TO_USE[base.use][lang], STORAGE[base.use][lang]].filter(Boolean).join('\n\n');
  const withOptions = (name: string, lang: 'en' | 'ar') =>
    options.length ? `${name} (${values(lang).join(lang === 'en' ? ', ' : '، ')})` : name;

  const mainImage = images.add('products', `${handle}-main`, packshotSvg(pack, label, 'p'));
  const photos = [mainImage, tablePicture(images, base, kindOptions), closeUp(images, base.ingredient, base.ingredientColor)];

  return {
    base,
    handle,
    options,
    nameEn: withOptions(base.name.en, 'en'),
    nameAr: withOptions(base.name.ar, 'ar'),
    shortDescEn: base.short.en,
    shortDescAr: base.short.ar,
    descriptionEn: description('en'),
    descriptionAr: description('ar'),
    listPrice,
    salePrice,
    stock,
    soldCount,
    group,
    category,
    subCategory: base.sub,
    isFeatured: home.includes('f'),
    isSelected: home.includes('s'),
    isNew,
    createdAt,
    pack,
    label,
    mainImage,
    photos,
  };
}

/** The pack drawn with the options that change it, and its label naming the options that are not a size. */
function dressPack(base: ProductBase, applied: OptionDef[], kinds: OptionDef[], size: string): { pack: PackSpec; label: PackLabel } {
  const name = base.label ?? base.name;
  return {
    pack: Object.assign({}, base.pack, ...applied.map((o) => o.pack ?? {})),
    label: { en: [name.en, ...kinds.map((o) => o.en)].join(' '), ar: [name.ar, ...kinds.map((o) => o.ar)].join(' '), size },
  };
}

/**
 * The pack on a table: one picture for the products of a family that differ only in size (the label
 * shows no size), so a family of three jar sizes shares it.
 */
function tablePicture(images: ImageSet, base: ProductBase, kinds: OptionDef[]): string {
  const { pack, label } = dressPack(base, kinds, kinds, base.size?.en ?? '');
  const handle = [base.slug, ...kinds.map((o) => slugify(o.en))].join('-');
  return images.add('products', `${handle}-table`, lifestyleSvg(pack, label, base.ingredient, base.ingredientColor, 'l'));
}

/**
 * Close-ups are shared: each ingredient is drawn in a few colours, and a product gets the one nearest
 * its own colour.
 */
const CLOSE_UP_COLOURS: Record<Ingredient, string[]> = {
  honey: ['#e5a632', '#c47a18', '#6b3810'],
  comb: ['#d9952a'],
  flowers: ['#ffffff', '#a48ac6', '#efe3a8'],
  leaves: ['#5f7f3a', '#3f8f5a', '#8fa88a', '#6b9a90'],
  petals: ['#b8283f', '#e27a8f'],
  seeds: ['#2a2420', '#c9a24a', '#6f8a36', '#e3a82a'],
  powder: ['#7d9a3a', '#e0a42a', '#d6b47a', '#a87a5a'],
  oil: ['#d9a441', '#3a2e16', '#e07a3a', '#9c9a2e'],
  cream: ['#f6ead2'],
  resin: ['#e6d3a3', '#a0522d'],
  spice: ['#b3261e', '#8b4513', '#7aa35a'],
};

function closeUp(images: ImageSet, ingredient: Ingredient, color: string): string {
  const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const distance = (a: string, b: string) => rgb(a).reduce((sum, v, i) => sum + (v - rgb(b)[i]!) ** 2, 0);
  const nearest = CLOSE_UP_COLOURS[ingredient].reduce((best, c) => (distance(c, color) < distance(best, color) ? c : best));
  return images.add('products', `${ingredient}-${nearest.slice(1)}`, closeUpSvg(ingredient, nearest, 'c'));
}

/** A banner's words in one language: shown as text beside its picture, which has none. */
export interface BannerText {
  title: string;
  subtitle: string;
  button: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}
type BannerWords = { en: BannerText; ar: BannerText };

/** Home slider banners, each linking to a product (by handle). */
const BANNERS: (Pick<BannerArt, 'background'> & BannerWords & { handle: string })[] = [
  {
    handle: 'yemeni-sidr-500-g',
    background: '#f3c96b',
    en: {
      title: 'Pure Yemeni Sidr Honey',
      subtitle: 'Raw and unheated from the valleys of Doan, lab tested. 15% off this week.',
      button: 'Shop Sidr honey',
      alt: 'A jar of Yemeni Sidr honey on a warm golden background',
    },
    ar: {
      title: 'عسل السدر اليمني الأصيل',
      subtitle: 'خام وغير مسخّن من وديان دوعن، ومفحوص مخبريًا. خصم 15٪ هذا الأسبوع.',
      button: 'تسوّق عسل السدر',
      alt: 'برطمان عسل سدر يمني على خلفية ذهبية دافئة',
    },
  },
  {
    handle: 'manuka-mgo-263plus-250-g',
    background: '#cfe0c4',
    en: {
      title: 'Manuka Honey MGO 263+',
      subtitle: 'Certified in New Zealand, creamy and rich: your daily spoonful.',
      button: 'Discover Manuka',
      alt: 'A jar of Manuka honey MGO 263+ on a soft green background',
    },
    ar: {
      title: 'عسل مانوكا MGO 263+',
      subtitle: 'معتمد في نيوزيلندا، كريمي وغني: ملعقتك اليومية.',
      button: 'اكتشف المانوكا',
      alt: 'برطمان عسل مانوكا MGO 263+ على خلفية خضراء ناعمة',
    },
  },
  {
    handle: 'black-seed-oil-250-ml',
    background: '#e6dcc6',
    en: {
      title: 'Black Seed Oil, 20% off',
      subtitle: 'First cold pressing of Ethiopian black seed, bottled in dark glass.',
      button: 'Shop the offer',
      alt: 'A dark glass bottle of black seed oil on a sand-coloured background',
    },
    ar: {
      title: 'زيت الحبة السوداء بخصم 20٪',
      subtitle: 'العصرة الأولى على البارد لحبة سوداء إثيوبية، في زجاج داكن.',
      button: 'تسوّق العرض',
      alt: 'زجاجة داكنة من زيت الحبة السوداء على خلفية بلون الرمل',
    },
  },
  {
    handle: 'chamomile-50-g',
    background: '#ece4f4',
    en: {
      title: 'Calming herbal teas',
      subtitle: 'Chamomile, linden and lemon balm for quiet evenings and good sleep.',
      button: 'Shop herbal teas',
      alt: 'A pack of dried chamomile flowers on a pale lavender background',
    },
    ar: {
      title: 'أعشاب مهدئة لأمسيات هادئة',
      subtitle: 'بابونج وزيزفون وبلسم الليمون لأمسيات هادئة ونوم هانئ.',
      button: 'تسوّق الأعشاب',
      alt: 'عبوة أزهار بابونج مجففة على خلفية بنفسجية فاتحة',
    },
  },
  {
    handle: 'argan-oil-50-ml',
    background: '#f4d9cf',
    en: {
      title: 'Moroccan Argan Oil',
      subtitle: "Natural skin care, cold-pressed by a women's cooperative.",
      button: 'Shop argan oil',
      alt: 'A bottle of Moroccan argan oil on a soft peach background',
    },
    ar: {
      title: 'زيت الأرغان المغربي',
      subtitle: 'عناية طبيعية بالبشرة، معصور على البارد في تعاونية نسائية.',
      button: 'تسوّق زيت الأرغان',
      alt: 'زجاجة زيت أرغان مغربي على خلفية خوخية ناعمة',
    },
  },
];
