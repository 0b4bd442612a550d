// Messages shared by the console's areas (orders, returns, products, stock, coupons, reviews, customers,
// notifications, and a reordered list), in English and Arabic. An area with messages of its own keeps them
// beside its service.
import type { Msg } from '../../../http/i18n';

export const adminMessages = {
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  moveNotAllowed: {
    en: 'Order #{id} is {status}: it cannot be {action} now',
    ar: 'الطلب رقم {id} حالته {status}: لا يمكن {action} الآن',
  },
  orderMoved: { en: 'Order #{id} is now {status}', ar: 'الطلب رقم {id} أصبح: {status}' },
  ordersMoved: { en: '{moved} of {asked} orders moved', ar: 'تم تغيير حالة {moved} من أصل {asked} من الطلبات' },
  returnNotFound: { en: 'Return request not found', ar: 'طلب الإرجاع غير موجود' },
  returnDecided: { en: 'This return request was already decided', ar: 'تم البت في طلب الإرجاع هذا مسبقًا' },
  returnApproved: { en: 'Return approved: {amount} AED refunded', ar: 'تمت الموافقة على الإرجاع: تم رد {amount} درهم' },
  returnRefused: { en: 'Return refused', ar: 'تم رفض الإرجاع' },
  productNotFound: { en: 'Product not found', ar: 'المنتج غير موجود' },
  productSaved: { en: 'Product saved', ar: 'تم حفظ المنتج' },
  productDeleted: { en: 'Product deleted', ar: 'تم حذف المنتج' },
  productEverOrdered: {
    en: 'This product has been ordered, so it cannot be deleted: hide it instead',
    ar: 'تم طلب هذا المنتج من قبل، لذا لا يمكن حذفه: يمكنك إخفاؤه بدلًا من ذلك',
  },
  badClassification: { en: 'The group, category or sub-category does not exist', ar: 'المجموعة أو الفئة أو الفئة الفرعية غير موجودة' },
  photoNotFound: { en: 'Photo not found', ar: 'الصورة غير موجودة' },
  notAnImage: { en: 'The file is not an accepted image', ar: 'الملف ليس صورة مقبولة' },
  photoOrderMismatch: { en: 'Send every photo of the product, each once', ar: 'أرسل كل صور المنتج، كل صورة مرة واحدة' },
  stockBelowZero: { en: 'Stock cannot go below zero', ar: 'لا يمكن أن يقل المخزون عن صفر' },
  stockAdjusted: { en: 'Stock updated', ar: 'تم تحديث المخزون' },
  csvInvalid: { en: 'The file has {count} invalid rows: nothing was changed', ar: 'يحتوي الملف على {count} من الصفوف غير الصالحة: لم يتم تغيير أي شيء' },
  csvApplied: { en: '{count} products updated', ar: 'تم تحديث {count} من المنتجات' },
  couponNotFound: { en: 'Coupon not found', ar: 'القسيمة غير موجودة' },
  couponCodeTaken: { en: 'A coupon with this code already exists', ar: 'توجد قسيمة بهذا الرمز بالفعل' },
  couponSaved: { en: 'Coupon saved', ar: 'تم حفظ القسيمة' },
  reviewNotFound: { en: 'Review not found', ar: 'التقييم غير موجود' },
  reviewHidden: { en: 'Review hidden', ar: 'تم إخفاء التقييم' },
  reviewShown: { en: 'Review shown', ar: 'تم إظهار التقييم' },
  replySaved: { en: 'Answer published under the review', ar: 'تم نشر الرد أسفل التقييم' },
  replyRemoved: { en: 'Answer removed', ar: 'تم حذف الرد' },
  customerNotFound: { en: 'Customer not found', ar: 'العميل غير موجود' },
  notificationsSent: { en: 'Notification sent to {count} customers', ar: 'تم إرسال الإشعار إلى {count} من العملاء' },
  walletBelowZero: { en: 'The wallet cannot go below zero', ar: 'لا يمكن أن يقل رصيد المحفظة عن صفر' },
  walletAdjusted: { en: 'Wallet updated', ar: 'تم تحديث المحفظة' },
  /** A reordered list of groups, categories or banners (content's lists say contentAdminMessages.orderSaved). */
  orderSaved: { en: 'Order saved', ar: 'تم حفظ الترتيب' },
} satisfies Record<string, Msg>;

/** The verb of each order move, for refusals. */
export const orderActionNames: Record<'confirm' | 'ship' | 'deliver' | 'cancel', Msg> = {
  confirm: { en: 'confirmed', ar: 'تأكيده' },
  ship: { en: 'shipped', ar: 'شحنه' },
  deliver: { en: 'delivered', ar: 'تسليمه' },
  cancel: { en: 'cancelled', ar: 'إلغاؤه' },
};
