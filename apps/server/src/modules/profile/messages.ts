import type { Msg } from '../../http/i18n';

export const profileMessages = {
  edited: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  notAnImage: {
    en: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image',
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF أو HEIF',
  },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  wrongPassword: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
} satisfies Record<string, Msg>;
