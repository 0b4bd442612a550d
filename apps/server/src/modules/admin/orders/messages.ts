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
  shipmentUnderway: {
    en: 'Order #{id} is being shipped with its carrier right now: wait for the carrier’s answer',
    ar: 'يجري الآن إنشاء شحنة الطلب رقم {id} لدى شركة الشحن: انتظر ردّها',
  },
  shipmentMayExist: {
    en: 'An earlier attempt to ship order #{id} got no clear answer, so {carrier} may have created its shipment. Look in your {carrier} account for a shipment with reference {id}: type its number, or create a new shipment',
    ar: 'لم تصل إجابة واضحة عن محاولة سابقة لشحن الطلب رقم {id}، فربما أنشأت {carrier} شحنته. ابحث في حسابك لدى {carrier} عن شحنة مرجعها {id}: أدخل رقمها، أو أنشئ شحنة جديدة',
  },
  aramexRefused: { en: 'Aramex refused the shipment: {message}', ar: 'رفضت أرامكس الشحنة: {message}' },
  aramexRefusedField: {
    en: 'Aramex refused the shipment ({field}): {message}',
    ar: 'رفضت أرامكس الشحنة ({field}): {message}',
  },
  aramexFailed: { en: 'Aramex did not complete the request: {message}', ar: 'لم تُكمل أرامكس الطلب: {message}' },
  aramexNotConfigured: { en: 'Aramex is not set up for this shop', ar: 'أرامكس غير مُعدّة لهذا المتجر' },
  quiqupNotConfigured: { en: 'Quiqup is not set up for this shop', ar: 'كويك أب غير مُعدّة لهذا المتجر' },
  noCarrierShipment: {
    en: 'Order #{id} has no Aramex or Quiqup shipment',
    ar: 'الطلب رقم {id} ليس له شحنة مع أرامكس أو كويك أب',
  },
  quiqupRefused: { en: 'Quiqup refused the delivery: {message}', ar: 'رفضت كويك أب التوصيل: {message}' },
  quiqupRefusedField: {
    en: 'Quiqup refused the delivery ({field}): {message}',
    ar: 'رفضت كويك أب التوصيل ({field}): {message}',
  },
  quiqupFailed: { en: 'Quiqup did not complete the request: {message}', ar: 'لم تُكمل كويك أب الطلب: {message}' },
  quiqupWebhookBadSignature: {
    en: 'Refused: the Quiqup webhook signature is missing or wrong',
    ar: 'مرفوض: توقيع إشعار كويك أب مفقود أو غير صحيح',
  },
  quiqupWebhookBadBody: { en: 'The Quiqup webhook body is not JSON', ar: 'محتوى إشعار كويك أب ليس JSON' },
  quiqupWebhookIgnored: { en: 'Nothing to change for this Quiqup event', ar: 'لا تغيير لهذا الإشعار من كويك أب' },
  quiqupWebhookApplied: { en: 'Quiqup event recorded', ar: 'تم تسجيل إشعار كويك أب' },
  pickupRequested: { en: 'Aramex pickup {pickup} requested', ar: 'تم طلب استلام أرامكس رقم {pickup}' },
  quiqupPickupRequested: {
    en: 'Quiqup will collect {pickup} on its next collection run',
    ar: 'ستستلم كويك أب الشحنة {pickup} في جولة الاستلام القادمة',
  },
} satisfies Record<string, Msg>;

/** The verb of each order move, for refusals. */
export const orderActionNames: Record<'confirm' | 'ship' | 'deliver' | 'cancel', Msg> = {
  confirm: { en: 'confirmed', ar: 'تأكيده' },
  ship: { en: 'shipped', ar: 'شحنه' },
  deliver: { en: 'delivered', ar: 'تسليمه' },
  cancel: { en: 'cancelled', ar: 'إلغاؤه' },
};
