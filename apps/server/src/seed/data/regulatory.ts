// Regulatory details of a few demo products, by base slug: every product of a family shares them,
// so barcodes (one per pack) are only given to products without variations. Registration numbers say DEMO.
import type { RegistrationAuthority } from '@shop/contract';
import type { Bi } from './catalog';

export interface Regulatory {
  registration?: { number: string; authority: RegistrationAuthority };
  countryOfOrigin?: string;
  barcode?: string;
  ingredients?: Bi;
  usage?: Bi;
}

export const REGULATORY: Record<string, Regulatory> = {
  'yemeni-sidr': {
    countryOfOrigin: 'YE',
    ingredients: { en: '100% raw Sidr honey (Ziziphus spina-christi).', ar: 'عسل سدر خام ١٠٠٪ (Ziziphus spina-christi).' },
    usage: { en: 'One teaspoon a day, as it is or in warm water.', ar: 'ملعقة صغيرة يوميًا، كما هو أو في ماء دافئ.' },
  },
  'emirati-sidr': {
    countryOfOrigin: 'AE',
    ingredients: { en: '100% raw Sidr honey from the Hajar mountains.', ar: 'عسل سدر خام ١٠٠٪ من جبال الحجر.' },
  },
  acacia: {
    countryOfOrigin: 'HU',
    barcode: '6291000000013',
    ingredients: { en: '100% acacia honey.', ar: 'عسل أكاسيا ١٠٠٪.' },
  },
  'royal-jelly': {
    registration: { number: 'EDE-DEMO-2026-0417', authority: 'ede' },
    countryOfOrigin: 'AE',
    barcode: '6291000000020',
    ingredients: { en: 'Fresh royal jelly.', ar: 'غذاء ملكات طازج.' },
    usage: { en: 'Adults: 1 g a day on the tongue. Keep refrigerated.', ar: 'للبالغين: ١ غ يوميًا تحت اللسان. يُحفظ في الثلاجة.' },
  },
  'honey-propolis-cream': {
    registration: { number: 'MTJ-DEMO-000128', authority: 'dm_montaji' },
    countryOfOrigin: 'AE',
    barcode: '6291000000037',
    ingredients: {
      en: 'Aqua, Mel (honey), Propolis extract, Butyrospermum parkii (shea) butter, Glycerin, Cera alba (beeswax).',
      ar: 'ماء، عسل، مستخلص العكبر، زبدة الشيا، جليسرين، شمع العسل.',
    },
    usage: { en: 'Apply to clean skin morning and evening.', ar: 'يوضع على بشرة نظيفة صباحًا ومساءً.' },
  },
};
