// Messages of the console's coupons, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const couponMessages = {
  couponNotFound: { en: 'Coupon not found', ar: 'القسيمة غير موجودة' },
  couponCodeTaken: { en: 'A coupon with this code already exists', ar: 'توجد قسيمة بهذا الرمز بالفعل' },
  couponSaved: { en: 'Coupon saved', ar: 'تم حفظ القسيمة' },
} satisfies Record<string, Msg>;
