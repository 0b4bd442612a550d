// Messages of the console's staff page and of accepting an invitation, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const staffMessages = {
  invited: { en: 'Invitation sent', ar: 'تم إرسال الدعوة' },
  invitationCancelled: { en: 'Invitation cancelled', ar: 'تم إلغاء الدعوة' },
  roleChanged: { en: 'Role changed', ar: 'تم تغيير الدور' },
  removed: { en: 'Removed from the staff', ar: 'تمت إزالته من فريق العمل' },
  joined: {
    en: 'Welcome to the team: sign in with your e-mail and new password',
    ar: 'مرحبًا بك في الفريق: سجّل الدخول ببريدك الإلكتروني وكلمة المرور الجديدة',
  },
  alreadyStaff: { en: 'This address already belongs to the staff', ar: 'هذا العنوان لأحد أعضاء فريق العمل بالفعل' },
  invitationNotFound: { en: 'Invitation not found or no longer open', ar: 'الدعوة غير موجودة أو لم تعد مفتوحة' },
  invitationInvalid: {
    en: 'This invitation link has expired or was already used; ask for a new one',
    ar: 'انتهت صلاحية رابط الدعوة هذا أو استُخدم من قبل؛ اطلب دعوة جديدة',
  },
  staffNotFound: { en: 'Staff member not found', ar: 'عضو فريق العمل غير موجود' },
  notYourself: { en: 'You cannot change your own role or remove yourself', ar: 'لا يمكنك تغيير دورك أو إزالة نفسك' },
  lastOwner: { en: 'The shop must keep at least one owner', ar: 'يجب أن يبقى للمتجر مالك واحد على الأقل' },
} satisfies Record<string, Msg>;
