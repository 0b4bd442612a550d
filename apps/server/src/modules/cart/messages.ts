import type { Msg } from '../../http/i18n';

export const cartMessages = {
  added: { en: 'Product added successfully', ar: 'تمت إضافة المنتج بنجاح' },
  updated: { en: 'Cart updated', ar: 'تم تحديث السلة' },
  lineRemoved: { en: 'Product removed from the cart', ar: 'تمت إزالة المنتج من السلة' },
  productNotFound: { en: 'This product is not available', ar: 'هذا المنتج غير متوفر' },
  lineNotFound: { en: 'This product is not in your cart', ar: 'هذا المنتج ليس في سلتك' },
  outOfStock: { en: 'Sorry, {name} is out of stock', ar: 'عذرًا، {name} غير متوفر في المخزون حاليًا' },
  onlyLeft: { en: 'Only {stock} left in stock of {name}', ar: 'لم يتبقَّ في المخزون سوى {stock} من {name}' },
  couponApplied: { en: 'Coupon applied', ar: 'تم تطبيق القسيمة' },
  couponRemoved: { en: 'Coupon removed', ar: 'تمت إزالة القسيمة' },
  couponNotFound: { en: 'This coupon code is not valid', ar: 'رمز القسيمة هذا غير صالح' },
  couponInactive: { en: 'This coupon is no longer active', ar: 'هذه القسيمة لم تعد فعّالة' },
  couponNotStarted: { en: 'This coupon can be used from {date}', ar: 'يمكن استخدام هذه القسيمة ابتداءً من {date}' },
  couponExpired: { en: 'This coupon has expired', ar: 'انتهت صلاحية هذه القسيمة' },
  couponUsedUp: { en: 'This coupon has reached its usage limit', ar: 'وصلت هذه القسيمة إلى الحد الأقصى للاستخدام' },
  couponCustomerLimit: { en: 'You have already used this coupon', ar: 'لقد استخدمت هذه القسيمة من قبل' },
  couponMinOrder: { en: 'This coupon needs an order of at least {min} AED', ar: 'تتطلب هذه القسيمة طلبًا بقيمة {min} درهم على الأقل' },
  couponNoEligibleLine: {
    en: 'This coupon applies to none of the products in your cart',
    ar: 'هذه القسيمة لا تنطبق على أي من المنتجات في سلتك',
  },
  couponEmptyCart: { en: 'Add products to your cart before using a coupon', ar: 'أضف منتجات إلى سلتك قبل استخدام القسيمة' },
  codOverMax: {
    en: 'Cash on delivery is available for orders up to {max} AED; please pay online',
    ar: 'الدفع عند الاستلام متاح للطلبات حتى {max} درهم؛ يرجى الدفع عبر الإنترنت',
  },
} satisfies Record<string, Msg>;
