import type { Msg } from '../../http/i18n';

export const orderMessages = {
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  itemNotFound: { en: 'Order item not found', ar: 'عنصر الطلب غير موجود' },
  notCancellable: { en: 'This order can no longer be cancelled', ar: 'لم يعد بالإمكان إلغاء هذا الطلب' },
  cancelled: { en: 'Your order has been cancelled', ar: 'تم إلغاء طلبك' },
  cancelledRefunded: {
    en: 'Your order has been cancelled and {amount} AED was returned to your wallet',
    ar: 'تم إلغاء طلبك وإرجاع {amount} درهم إلى محفظتك',
  },
  notReturnable: { en: 'Only delivered items can be returned', ar: 'يمكن إرجاع المنتجات المستلمة فقط' },
  returnWindowOver: {
    en: 'Items can be returned within {days} days of delivery',
    ar: 'يمكن إرجاع المنتجات خلال {days} يومًا من التوصيل',
  },
  returnRequested: {
    en: 'Your return request has been received; we will contact you soon',
    ar: 'تم استلام طلب الإرجاع، وسنتواصل معك قريبًا',
  },
  // One return request per item: once the shop refused it, the customer talks to the shop rather than asking again.
  returnRefusedBefore: {
    en: 'The return of this item was already refused; please contact us if you need help with it',
    ar: 'سبق رفض إرجاع هذا المنتج؛ يرجى التواصل معنا إذا احتجت إلى مساعدة بشأنه',
  },
  returnTitle: { en: 'Return requested: order #{id}', ar: 'طلب إرجاع: الطلب رقم {id}' },
  returnBody: {
    en: 'We received your request to return {product}. Refunds are processed within 3 to 5 business days once approved.',
    ar: 'استلمنا طلبك لإرجاع {product}. تتم معالجة المبالغ المستردة خلال 3 إلى 5 أيام عمل بعد الموافقة.',
  },
  notPurchased: {
    en: 'You can review a product after it has been delivered to you',
    ar: 'يمكنك تقييم المنتج بعد توصيله إليك',
  },
  alreadyReviewed: { en: 'You have already reviewed this product', ar: 'لقد قيّمت هذا المنتج من قبل' },
  notAPhoto: {
    en: 'Each photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image of at most 5 MB',
    ar: 'يجب أن تكون كل صورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF أو HEIF وبحجم 5 ميغابايت كحد أقصى',
  },
  payNotPossiblePaid: { en: 'This order is already paid', ar: 'تم دفع هذا الطلب بالفعل' },
  payNotPossibleReleased: {
    en: 'This order can no longer be paid: its payment time ran out and it was cancelled',
    ar: 'لم يعد بالإمكان دفع هذا الطلب: انتهت مهلة الدفع وتم إلغاؤه',
  },
  reviewAdded: { en: 'Thank you for your review', ar: 'شكرًا لتقييمك' },
  reviewAwaitsApproval: {
    en: 'Thank you for your review. It will appear once the shop approves it',
    ar: 'شكرًا لتقييمك. سيظهر بعد موافقة المتجر عليه',
  },
} satisfies Record<string, Msg>;
