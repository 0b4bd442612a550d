import type { Msg } from '../../http/i18n';

export const profileMessages = {
  edited: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  notAnImage: {
    en: 'The photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image',
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF أو HEIF',
  },
  businessSaved: { en: 'Business profile saved', ar: 'تم حفظ بيانات الشركة' },
  languageSaved: { en: 'Language saved', ar: 'تم حفظ اللغة' },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  wrongPassword: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  sameEmail: { en: 'This is already your e-mail address', ar: 'هذا هو بريدك الإلكتروني الحالي بالفعل' },
  emailCodeSent: {
    en: 'We sent a 4-digit code to {email}. Enter it to confirm your new e-mail address',
    ar: 'أرسلنا رمزًا من 4 أرقام إلى {email}. أدخِله لتأكيد بريدك الإلكتروني الجديد',
  },
  emailChanged: { en: 'Your e-mail address has been changed', ar: 'تم تغيير بريدك الإلكتروني' },
  accountDeleted: { en: 'Your account has been deleted', ar: 'تم حذف حسابك' },
  adminCannotDelete: {
    en: 'An admin account cannot be deleted here; another admin can remove it',
    ar: 'لا يمكن حذف حساب المشرف من هنا؛ يمكن لمشرف آخر إزالته',
  },
  openOrders: {
    en: 'Order #{order} is still on its way. You can delete your account once it is delivered or cancelled',
    ar: 'الطلب رقم {order} لا يزال قيد التنفيذ. يمكنك حذف حسابك بعد توصيله أو إلغائه',
  },
} satisfies Record<string, Msg>;
