// Messages of the console's banners, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const bannerMessages = {
  bannerNotFound: { en: 'Banner not found', ar: 'البانر غير موجود' },
  bannerSaved: { en: 'Banner saved', ar: 'تم حفظ البانر' },
  bannerDeleted: { en: 'Banner deleted', ar: 'تم حذف البانر' },
} satisfies Record<string, Msg>;
