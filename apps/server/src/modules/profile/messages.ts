import type { Msg } from '../../http/i18n';

export const profileMessages = {
  edited: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  notAnImage: {
    en: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image',
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF أو HEIF',
  },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  wrongPassword: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  sameEmail: { en: 'This is already your e-mail address', ar: 'هذا هو بريدك الإلكتروني الحالي بالفعل' },
  emailCodeSent: {
    en: 'We sent a 4-digit code to {email}. Enter it to confirm your new e-mail address',
    ar: 'أرسلنا رمزًا من 4 أرقام إلى {email}. أدخِله لتأكيد بريدك الإلكتروني الجديد',
  },
  emailChanged: { en: 'Your e-mail address has been changed', ar: 'تم تغيير بريدك الإلكتروني' },
} satisfies Record<string, Msg>;
