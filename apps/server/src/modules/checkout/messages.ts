import type { Msg } from '../../http/i18n';

export const checkoutMessages = {
  placed: { en: 'Your order has been placed successfully', ar: 'تم تقديم طلبك بنجاح' },
  placedFromWallet: { en: 'Your order has been placed and paid from your wallet', ar: 'تم تقديم طلبك ودفعه من رصيد محفظتك' },
  toPaymentPage: { en: 'Taking you to the secure payment page', ar: 'جارٍ نقلك إلى صفحة الدفع الآمنة' },
  cartEmpty: { en: 'No products in the cart', ar: 'لا توجد منتجات في السلة' },
  expired: {
    en: 'Sorry, {name} has passed its expiry date and cannot be sold; please remove it from your cart',
    ar: 'عذرًا، انتهت صلاحية {name} ولا يمكن بيعه؛ يرجى إزالته من سلتك',
  },
  addressNotFound: { en: 'This delivery address was not found', ar: 'عنوان التوصيل هذا غير موجود' },
  gatewayUnavailable: {
    en: 'The payment service is not available right now, please try again or choose cash on delivery',
    ar: 'خدمة الدفع غير متاحة حاليًا، يرجى المحاولة مرة أخرى أو اختيار الدفع عند الاستلام',
  },
  walletUnavailable: {
    en: '{wallet} is not available right now, please pay by card or choose cash on delivery',
    ar: '{wallet} غير متاح حاليًا، يرجى الدفع بالبطاقة أو اختيار الدفع عند الاستلام',
  },
  paymentNotFound: { en: 'This payment was not found', ar: 'لم يتم العثور على هذه العملية' },
  paymentCheckFailed: {
    en: 'We could not check this payment right now, please try again in a moment',
    ar: 'تعذر التحقق من عملية الدفع الآن، يرجى المحاولة بعد قليل',
  },
  paymentSucceeded: { en: 'Payment completed successfully', ar: 'تمت عملية الدفع بنجاح' },
  paymentFailed: { en: 'An error occurred during payment, please try again', ar: 'حدث خطأ أثناء عملية الدفع، يرجى المحاولة مرة أخرى' },
  paymentPending: { en: 'Your payment is still being processed', ar: 'لا تزال عملية الدفع قيد المعالجة' },
  paidAfterRelease: {
    en: 'Your payment arrived after the order was cancelled, so the amount was returned to your wallet',
    ar: 'وصلت دفعتك بعد إلغاء الطلب، لذلك أُعيد المبلغ إلى محفظتك',
  },
  tabbyUnavailable: {
    en: 'Tabby is not available right now, please choose another payment method',
    ar: 'تابي غير متاح حاليًا، يرجى اختيار طريقة دفع أخرى',
  },
  // Tabby's own rejection text (docs.tabby.ai, "Show rejection").
  tabbyRejected: {
    en: 'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order',
    ar: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى',
  },
  tabbyAmountChanged: {
    en: 'Your cart changed while Tabby was checking it, please try again',
    ar: 'تغيرت سلتك أثناء تحقق تابي منها، يرجى المحاولة مرة أخرى',
  },
  tamaraUnavailable: {
    en: 'Tamara is not available right now, please choose another payment method',
    ar: 'تمارا غير متاحة حاليًا، يرجى اختيار طريقة دفع أخرى',
  },
  tamaraRejected: {
    en: 'Sorry, Tamara cannot be used for this order. Please use an alternative payment method',
    ar: 'نأسف، لا يمكن استخدام تمارا لهذا الطلب. الرجاء استخدام طريقة دفع أخرى',
  },
  tamaraAmountChanged: {
    en: 'Your cart changed while Tamara was checking it, please try again',
    ar: 'تغيرت سلتك أثناء تحقق تمارا منها، يرجى المحاولة مرة أخرى',
  },
  webhookIgnored: { en: 'Event ignored', ar: 'تم تجاهل الحدث' },
  webhookBadSignature: { en: 'Invalid signature', ar: 'توقيع غير صالح' },
} satisfies Record<string, Msg>;
