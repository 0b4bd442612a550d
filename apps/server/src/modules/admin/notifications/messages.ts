// Messages of the console's notifications, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const notificationMessages = {
  notificationsSent: { en: 'Notification sent to {count} customers', ar: 'تم إرسال الإشعار إلى {count} من العملاء' },
} satisfies Record<string, Msg>;
