// Why a field was refused, in English and Arabic. The server words its "invalid value" message in the caller's
// language with one of these. A schema names its own reason by key (its zod message is a key of
// FIELD_REASONS, e.g. `.regex(re, 'fourDigits')`); zod's built-in checks are worded here from the issue.
import type { z } from 'zod';

export type Bilingual = { en: string; ar: string };

/** Reasons a schema or the server names by key. */
export const FIELD_REASONS = {
  required: { en: 'required', ar: 'مطلوب' },
  invalid: { en: 'not valid', ar: 'غير صالحة' },
  unreadable: { en: 'could not be read', ar: 'تعذّرت قراءتها' },
  email: { en: 'not an e-mail address', ar: 'ليست عنوان بريد إلكتروني' },
  format: { en: 'not in the expected format', ar: 'ليست بالصيغة المطلوبة' },
  number: { en: 'must be a number', ar: 'يجب أن تكون رقمًا' },
  wholeNumber: { en: 'must be a whole number', ar: 'يجب أن تكون عددًا صحيحًا' },
  text: { en: 'must be text', ar: 'يجب أن تكون نصًا' },
  list: { en: 'must be a list', ar: 'يجب أن تكون قائمة' },
  plainText: { en: 'must be UTF-8 text without NUL bytes', ar: 'يجب أن تكون نصًا بترميز UTF-8 دون بايتات NUL' },
  beforeFiles: { en: 'must come before the files', ar: 'يجب أن تسبق الملفات' },
  formFields: { en: 'must be form fields', ar: 'يجب أن تكون حقول نموذج' },
  notAFile: { en: 'must not be a file', ar: 'يجب ألا تكون ملفًا' },
  givenOnce: { en: 'must be given once', ar: 'يجب أن تُرسل مرة واحدة' },
  fieldNameTooLong: { en: 'a field name is too long', ar: 'اسم أحد الحقول طويل جدًا' },
  fourDigits: { en: 'four digits', ar: 'أربعة أرقام' },
  idList: { en: 'must be ids joined by commas', ar: 'يجب أن تكون أرقامًا مفصولة بفواصل' },
  phone: { en: 'must be a phone number', ar: 'يجب أن تكون رقم هاتف' },
  file: { en: 'must be a file', ar: 'يجب أن تكون ملفًا' },
  gtin: {
    en: 'a barcode has 8, 12, 13 or 14 digits, the last its check digit',
    ar: 'الباركود مكوّن من 8 أو 12 أو 13 أو 14 رقمًا، آخرها رقم التحقق',
  },
  country: { en: 'a two-letter ISO country code such as AE', ar: 'رمز دولة ISO من حرفين مثل AE' },
  trn: { en: 'a tax registration number has 15 digits and starts with 100', ar: 'رقم التسجيل الضريبي مكوّن من 15 رقمًا ويبدأ بـ 100' },
  noBusinessProfile: { en: 'no business profile is saved', ar: 'لا توجد بيانات شركة محفوظة' },
  appStoreLink: { en: 'an https link to apps.apple.com', ar: 'رابط https إلى apps.apple.com' },
  googlePlayLink: { en: 'an https link to play.google.com', ar: 'رابط https إلى play.google.com' },
  twoDecimals: { en: 'at most two decimals', ar: 'منزلتان عشريتان على الأكثر' },
  isoDate: { en: 'must be YYYY-MM-DD', ar: 'يجب أن تكون بالصيغة YYYY-MM-DD' },
  twoLetters: { en: 'at least two letters', ar: 'حرفان على الأقل' },
  twoTerms: { en: 'at least two different terms', ar: 'مصطلحان مختلفان على الأقل' },
  hasLetter: { en: 'must contain a letter', ar: 'يجب أن تحتوي على حرف' },
  notZero: { en: 'must not be 0', ar: 'يجب ألا تكون 0' },
  pointsOrFils: { en: 'whole points, or AED with at most two decimals', ar: 'نقاط بعدد صحيح، أو دراهم بمنزلتين عشريتين على الأكثر' },
  percentage: { en: 'a percentage is a whole number up to 100', ar: 'النسبة المئوية عدد صحيح حتى 100' },
  notBeforeStart: { en: 'must not be before the start date', ar: 'يجب ألا يكون قبل تاريخ البدء' },
  rangeTooLong: { en: 'at most 366 days from the start date', ar: 'لا يزيد على 366 يومًا من تاريخ البدء' },
  notBeforeProduction: { en: 'must not be before the production date', ar: 'يجب ألا يكون قبل تاريخ الإنتاج' },
  batchCodeTaken: { en: 'this product already has a batch with this code', ar: 'لهذا المنتج دفعة أخرى بهذا الرمز' },
  notAboveListPrice: { en: 'must not exceed the list price', ar: 'يجب ألا يزيد على سعر القائمة' },
  eachChoiceOnce: { en: 'each of the choices offered, once', ar: 'كل خيار من الخيارات المعروضة مرة واحدة' },
  eachOnce: { en: 'must list each of them once', ar: 'يجب أن تذكر كلًا منها مرة واحدة' },
  noSuchProduct: { en: 'no such product', ar: 'لا يوجد منتج بهذا الرقم' },
  noSuchCategory: { en: 'no such category', ar: 'لا توجد فئة بهذا الرقم' },
  noSuchGroup: { en: 'no such group', ar: 'لا توجد مجموعة بهذا الرقم' },
  anotherTopLevel: { en: 'must be another top-level category', ar: 'يجب أن تكون فئة رئيسية أخرى' },
  unknownReason: { en: 'unknown reason', ar: 'سبب غير معروف' },
  unknownEmirate: { en: 'unknown emirate', ar: 'إمارة غير معروفة' },
  notInEmirate: { en: 'not a region of this emirate', ar: 'ليست منطقة في هذه الإمارة' },
  shipOnly: { en: 'only when marking shipped', ar: 'عند تسجيل الشحن فقط' },
  ownDriverOnly: { en: 'only for the shop’s own driver', ar: 'لسائق المتجر فقط' },
  otherCarrierOnly: { en: 'only for another carrier', ar: 'لشركة شحن أخرى فقط' },
  notForOwnDriver: { en: 'not for the shop’s own driver', ar: 'لا ينطبق على سائق المتجر' },
  deliverOnly: { en: 'only when marking delivered', ar: 'عند تسجيل التسليم فقط' },
  pickupCodeMismatch: { en: 'not this order’s pickup code', ar: 'ليس رمز الاستلام لهذا الطلب' },
  pickupOnly: { en: 'only for an order picked up from a branch', ar: 'لطلب يُستلم من الفرع فقط' },
  noPickupHere: { en: 'not a branch that offers pickup', ar: 'ليس فرعًا يتيح الاستلام' },
  sku: {
    en: 'letters, digits and - _ . / only, up to 64',
    ar: 'أحرف وأرقام و - _ . / فقط، حتى 64',
  },
  notInFamily: { en: 'not a product of this family', ar: 'ليس من منتجات هذه العائلة' },
  skuTaken: { en: 'another product has this SKU', ar: 'هذا الرمز لمنتج آخر' },
} satisfies Record<string, Bilingual>;
export type FieldReason = keyof typeof FIELD_REASONS;

const isFieldReason = (message: string): message is FieldReason => Object.hasOwn(FIELD_REASONS, message);

/** The reason a refusal's data gives in English (`{ field, reason }`), in both languages when it is one of ours. */
export const knownReason = (english: string): Bilingual | undefined => Object.values(FIELD_REASONS).find((r) => r.en === english);

/** Nothing sent: missing, or blank text. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A limit of zod's too_small / too_big issues, worded by what it limits. */
function limit(origin: string, n: string, inclusive: boolean | undefined, side: 'min' | 'max'): Bilingual {
  if (origin === 'string')
    return side === 'min'
      ? { en: `at least ${n} characters`, ar: `يجب ألا يقل عدد أحرفها عن ${n}` }
      : { en: `at most ${n} characters`, ar: `يجب ألا يزيد عدد أحرفها على ${n}` };
  if (origin === 'array' || origin === 'set')
    return side === 'min'
      ? { en: `at least ${n} items`, ar: `يجب ألا يقل عدد عناصرها عن ${n}` }
      : { en: `at most ${n} items`, ar: `يجب ألا يزيد عدد عناصرها على ${n}` };
  if (inclusive === false)
    return side === 'min'
      ? { en: `must be more than ${n}`, ar: `يجب أن تزيد على ${n}` }
      : { en: `must be less than ${n}`, ar: `يجب أن تقل عن ${n}` };
  return side === 'min'
    ? { en: `must be at least ${n}`, ar: `يجب ألا تقل عن ${n}` }
    : { en: `must be at most ${n}`, ar: `يجب ألا تزيد على ${n}` };
}

/**
 * Why a field failed, in both languages, from the first zod issue and the value that was sent: the schema's
 * own reason when it names one, "required" when nothing was sent, else the built-in check in words.
 */
export function issueReason(issue: z.core.$ZodIssue, sent: unknown): Bilingual {
  if (isFieldReason(issue.message)) return FIELD_REASONS[issue.message];
  if (isBlank(sent)) return FIELD_REASONS.required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return FIELD_REASONS.wholeNumber;
      if (issue.expected === 'number' || issue.expected === 'bigint') return FIELD_REASONS.number;
      if (issue.expected === 'string') return FIELD_REASONS.text;
      if (issue.expected === 'array') return FIELD_REASONS.list;
      return FIELD_REASONS.invalid;
    case 'too_small':
      return limit(issue.origin, String(issue.minimum), issue.inclusive, 'min');
    case 'too_big':
      return limit(issue.origin, String(issue.maximum), issue.inclusive, 'max');
    case 'invalid_value': {
      const values = issue.values.map(String);
      return { en: `must be one of: ${values.join(', ')}`, ar: `يجب أن تكون إحدى القيم: ${values.join('، ')}` };
    }
    case 'invalid_format':
      return issue.format === 'email' ? FIELD_REASONS.email : FIELD_REASONS.format;
    case 'not_multiple_of':
      return { en: `must be a multiple of ${String(issue.divisor)}`, ar: `يجب أن تكون من مضاعفات ${String(issue.divisor)}` };
    default:
      return FIELD_REASONS.invalid;
  }
}

/** A schema's own reason, by key: its zod message (checked here, so a misspelt key does not compile). */
export const reason = (key: FieldReason): FieldReason => key;
