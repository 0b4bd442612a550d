// What the auth calls answer, in English and Arabic. Where the spec names a text it is kept verbatim.
import type { Msg } from '../../http/i18n';

export const authMessages = {
  loggedIn: { en: 'Logged in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  loggedOut: { en: 'You have logged out', ar: 'تم تسجيل الخروج' },
  notActivated: {
    en: 'Your account is not activated yet. Enter the code we send to your e-mail.',
    ar: 'حسابك غير مفعّل بعد. أدخِل الرمز الذي نرسله إلى بريدك الإلكتروني.',
  },
  // One answer for an unknown e-mail and a wrong password, so the login form does not reveal who has an account.
  badCredentials: { en: 'The e-mail or password is incorrect', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
  // Per account and address (a growing wait); the address-wide one below is for strangers spread over many.
  loginWait: {
    en: 'Too many failed attempts. Please try again in {wait}, or reset your password.',
    ar: 'محاولات فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد {wait}، أو إعادة تعيين كلمة المرور.',
  },
  accountLocked: {
    en: 'Too many failed attempts for this account from unknown networks. Please try again in {wait}, or reset your password to sign in from here.',
    ar: 'محاولات فاشلة كثيرة لهذا الحساب من شبكات غير معروفة. يرجى المحاولة مرة أخرى بعد {wait}، أو إعادة تعيين كلمة المرور لتسجيل الدخول من هنا.',
  },
  registered: {
    en: 'Account registered successfully. Please activate your account and log in again.',
    ar: 'تم تسجيل الحساب بنجاح، يرجى تفعيل حسابك ثم تسجيل الدخول مرة أخرى',
  },
  emailTaken: { en: 'This e-mail is already registered', ar: 'هذا البريد الإلكتروني مسجّل مسبقًا' },
  badEmail: { en: 'Email is invalid', ar: 'البريد الإلكتروني غير صالح' },
  shortPassword: { en: 'Password should be at least 8 characters long.', ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.' },
  commonPassword: {
    en: 'This password is one of the most common ones and easy to guess. Please choose another.',
    ar: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يرجى اختيار كلمة أخرى.',
  },
  passwordHasEmail: {
    en: "The password must not contain your e-mail's name (the part before @).",
    ar: 'يجب ألا تحتوي كلمة المرور على اسم بريدك الإلكتروني (الجزء الذي يسبق @).',
  },
  badPhone: { en: 'The phone number must contain digits only', ar: 'يجب أن يحتوي رقم الهاتف على أرقام فقط' },
  badBirthDate: { en: 'Enter a valid date of birth', ar: 'أدخِل تاريخ ميلاد صحيحًا' },
  underAge: { en: 'You must be 18 or older to register', ar: 'يجب أن يكون عمرك 18 عامًا أو أكثر للتسجيل' },

  // The same answer whether or not the address has an account (no enumeration through the reset form).
  codeSent: {
    en: 'If {email} belongs to an account, a code is on its way to it. It is valid for 10 minutes.',
    ar: 'إذا كان {email} مرتبطًا بحساب، فسيصله رمز خلال لحظات. الرمز صالح لمدة 10 دقائق.',
  },
  resendTooSoon: {
    en: 'Please wait {wait} before asking for a new code',
    ar: 'يرجى الانتظار {wait} قبل طلب رمز جديد',
  },
  tooManyCodes: {
    en: 'Too many codes were requested for this e-mail. Please try again in {wait}.',
    ar: 'طُلبت رموز كثيرة لهذا البريد الإلكتروني. يرجى المحاولة مرة أخرى بعد {wait}.',
  },
  wrongCode: { en: 'The code is incorrect', ar: 'الرمز غير صحيح' },
  expiredCode: { en: 'The code has expired. Please ask for a new one.', ar: 'انتهت صلاحية الرمز. يرجى طلب رمز جديد.' },
  tooManyTries: {
    en: 'Too many wrong codes. Please ask for a new code.',
    ar: 'أُدخلت رموز خاطئة كثيرة. يرجى طلب رمز جديد.',
  },
  codeOk: { en: 'The code is correct', ar: 'الرمز صحيح' },
  activated: {
    en: 'Your account has been activated. Please log in again.',
    ar: 'تم تفعيل حسابك، يرجى تسجيل الدخول مرة أخرى',
  },
  alreadyActive: { en: 'This account is already activated, please log in', ar: 'هذا الحساب مفعّل مسبقًا، يرجى تسجيل الدخول' },
  passwordReset: {
    en: 'Your password has been changed, please log in with the new one',
    ar: 'تم تغيير كلمة المرور، يرجى تسجيل الدخول بكلمة المرور الجديدة',
  },

  socialNotConfigured: {
    en: 'Sign-in with {provider} is not available in this shop',
    ar: 'تسجيل الدخول عبر {provider} غير متاح في هذا المتجر',
  },
  socialMissingToken: {
    en: 'The sign-in with {provider} did not send its token',
    ar: 'لم يُرسِل تسجيل الدخول عبر {provider} رمز التحقق الخاص به',
  },
  socialRejected: {
    en: 'We could not verify your sign-in with {provider}. Please try again.',
    ar: 'تعذّر التحقق من تسجيل دخولك عبر {provider}. يرجى المحاولة مرة أخرى.',
  },
  socialNoEmail: {
    en: 'Your {provider} account did not share an e-mail address, which this shop needs',
    ar: 'لم يشارك حسابك في {provider} عنوان بريد إلكتروني، وهو مطلوب للتسجيل في المتجر',
  },
  socialEmailUnverified: {
    en: 'This e-mail is already registered. {provider} does not confirm that it is yours, so please log in with your password.',
    ar: 'هذا البريد الإلكتروني مسجّل مسبقًا، ولا يؤكد {provider} أنه لك، لذا يرجى تسجيل الدخول بكلمة المرور.',
  },
} satisfies Record<string, Msg>;

/** Provider names as shown in messages (brand names are written the same in both languages). */
export const providerNames = { google: 'Google', facebook: 'Facebook', apple: 'Apple' } as const;
