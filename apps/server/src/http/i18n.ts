// Messages are chosen by Accept-Language: Arabic when it prefers ar, English otherwise (docs/api.md).
import type { Lang } from '@shop/contract';

export type Msg = { en: string; ar: string };
/** Values put into a message's {placeholders}; a Msg is put in the answer's language. */
export type MsgParams = Record<string, string | number | Msg>;

/**
 * The answer's language from Accept-Language: Arabic when the header prefers ar (or ar-AE, ...) to en, English
 * otherwise, also when it is missing, `null` (what the original web client sends before a language is chosen)
 * or names neither.
 */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: Lang = 'en';
  let bestQ = 0;
  for (const range of value.split(',')) {
    const [tag = '', ...params] = range.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0];
    if (primary !== 'ar' && primary !== 'en') continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (weight > bestQ) [best, bestQ] = [primary, weight];
  }
  return best;
}

/** A storefront path in a language: the Arabic pages live under /ar (`/cart` -> `/ar/cart`, `/` -> `/ar/`). */
export const pathInLanguage = (path: string, lang: Lang) => (lang === 'ar' ? `/ar${path}` : path);

/** The English or Arabic column of a row: localized(row, 'name', 'ar') reads row.nameAr. */
export function localized<K extends string, V = string>(row: Record<`${K}En` | `${K}Ar`, V>, key: K, lang: Lang): V {
  return lang === 'ar' ? row[`${key}Ar`] : row[`${key}En`];
}

/** Messages of the HTTP layer; each module keeps its own beside its routes. */
export const coreMessages = {
  ok: { en: 'Success', ar: 'تمت العملية بنجاح' },
  wrongKey: { en: 'wrong key', ar: 'wrong key' },
  forbidden: { en: 'You are not allowed to do this', ar: 'غير مسموح لك بهذا الإجراء' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  badInput: { en: 'Invalid value for {field}: {reason}', ar: 'قيمة غير صالحة للحقل {field}: {reason}' },
  tooLarge: { en: 'The upload is too large', ar: 'الملف المرفوع كبير جدًا' },
  tooMany: { en: 'Too many attempts, please try again in {wait}', ar: 'محاولات كثيرة، يرجى المحاولة بعد {wait}' },
  unsupportedBody: { en: 'Send the fields as form-data', ar: 'أرسل الحقول بصيغة form-data' },
  /** With the request's id, so the shopper can quote it and the failure be found in the logs. */
  internal: {
    en: 'Something went wrong, please try again later (reference {requestId})',
    ar: 'حدث خطأ ما، يرجى المحاولة لاحقًا (رقم المرجع {requestId})',
  },
  busy: { en: 'The shop is busy right now, please try again', ar: 'المتجر مشغول الآن، يرجى المحاولة مرة أخرى' },
} satisfies Record<string, Msg>;

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}

/** A message in one language, its bilingual parameters put in that language too. */
export function formatIn(lang: Lang, msg: Msg, params: MsgParams = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]));
  return format(msg[lang], values);
}

const durationUnits = {
  second: { en: ['second', 'seconds'], ar: { one: 'ثانية واحدة', two: 'ثانيتين', few: '{n} ثوانٍ', other: '{n} ثانية' } },
  minute: { en: ['minute', 'minutes'], ar: { one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', other: '{n} دقيقة' } },
} as const;
const arabicPlural = new Intl.PluralRules('ar');

/** "45 seconds" / "45 ثانية", with Arabic's number agreement (واحدة، ثانيتين، 3-10 ثوانٍ، 11+ ثانية). */
export function duration(lang: Lang, n: number, unit: keyof typeof durationUnits): string {
  const forms = durationUnits[unit];
  if (lang === 'en') return `${n} ${forms.en[n === 1 ? 0 : 1]}`;
  const category = arabicPlural.select(n);
  const form = category === 'one' || category === 'two' || category === 'few' ? forms.ar[category] : forms.ar.other;
  return form.replace('{n}', String(n));
}
