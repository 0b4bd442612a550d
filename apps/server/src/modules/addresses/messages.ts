import type { Msg } from '../../http/i18n';

export const addressMessages = {
  added: { en: 'Location added successfully', ar: 'تمت إضافة العنوان بنجاح' },
  edited: { en: 'Location updated successfully', ar: 'تم تعديل العنوان بنجاح' },
  deleted: { en: 'Location deleted successfully', ar: 'تم حذف العنوان بنجاح' },
  notFound: { en: 'Location not found', ar: 'العنوان غير موجود' },
} satisfies Record<string, Msg>;
