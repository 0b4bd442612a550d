// Messages are chosen by Accept-Language: Arabic when it asks for ar, English otherwise (design.md §4).
import type { Lang } from '@shop/contract';

export type Msg = { en: string; ar: string };

export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The English or Arabic column of a row: localized(row, 'name', 'ar') reads row.nameAr. */
export function localized<K extends string>(row: Record<`${K}En` | `${K}Ar`, string>, key: K, lang: Lang): string {
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
  tooMany: { en: 'Too many attempts, please try again in {after}', ar: 'محاولات كثيرة، يرجى المحاولة بعد {after}' },
  unsupportedBody: { en: 'Send the fields as form-data', ar: 'أرسل الحقول بصيغة form-data' },
  internal: { en: 'Something went wrong, please try again later', ar: 'حدث خطأ ما، يرجى المحاولة لاحقًا' },
} satisfies Record<string, Msg>;

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
}
