// Messages of the console's orders, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const orderMessages = {
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  moveNotAllowed: {
    en: 'Order #{id} is {status}: it cannot be {action} now',
    ar: 'الطلب رقم {id} حالته {status}: لا يمكن {action} الآن',
  },
  orderMoved: { en: 'Order #{id} is now {status}', ar: 'الطلب رقم {id} أصبح: {status}' },
  noteAdded: { en: 'Note added', ar: 'تمت إضافة الملاحظة' },
  ordersMoved: { en: '{moved} of {asked} orders moved', ar: 'تم تغيير حالة {moved} من أصل {asked} من الطلبات' },
} satisfies Record<string, Msg>;

/** The verb of each order move, for refusals. */
export const orderActionNames: Record<'confirm' | 'ship' | 'deliver' | 'cancel', Msg> = {
  confirm: { en: 'confirmed', ar: 'تأكيده' },
  ship: { en: 'shipped', ar: 'شحنه' },
  deliver: { en: 'delivered', ar: 'تسليمه' },
  cancel: { en: 'cancelled', ar: 'إلغاؤه' },
};
