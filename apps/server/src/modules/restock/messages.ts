import type { Msg } from '../../http/i18n';

export const restockMessages = {
  waiting: { en: 'We will tell you when it is back in stock', ar: 'سنُعلمك عندما يعود إلى المخزون' },
  notWaiting: { en: 'You have not asked to be told about this product', ar: 'لم تطلب إعلامك بهذا المنتج' },
  inStock: { en: 'This product is in stock: you can order it now', ar: 'هذا المنتج متوفر: يمكنك طلبه الآن' },
  productNotFound: { en: 'This product is not available', ar: 'هذا المنتج غير متوفر' },
  noticeTitle: { en: '{product} is back in stock', ar: 'عاد {product} إلى المخزون' },
  noticeBody: {
    en: 'You asked us to tell you: {product} can be ordered again, while stock lasts.',
    ar: 'طلبت أن نُعلمك: يمكنك طلب {product} مجددًا، حتى نفاد الكمية.',
  },
} satisfies Record<string, Msg>;
