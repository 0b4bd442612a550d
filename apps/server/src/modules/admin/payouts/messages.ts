// Messages of the console's carrier payouts, in English and Arabic.
import type { Msg } from '../../../http/i18n';

export const payoutMessages = {
  recorded: { en: 'Payout recorded: {count} orders settled', ar: 'تم تسجيل الدفعة: تمت تسوية {count} من الطلبات' },
  invalid: {
    en: 'The report cannot be recorded: nothing was changed',
    ar: 'لا يمكن تسجيل التقرير: لم يتم تغيير أي شيء',
  },
  notFound: { en: 'Payout not found', ar: 'الدفعة غير موجودة' },
} satisfies Record<string, Msg>;

/** Errors of the report as a whole and of its lines, each naming the field. */
export const payoutErrors = {
  header: {
    en: 'The first line must be: tracking_number,cod_amount',
    ar: 'يجب أن يكون السطر الأول: tracking_number,cod_amount',
  },
  empty: { en: 'The report lists no shipments', ar: 'لا يتضمن التقرير أي شحنات' },
  trackingMissing: { en: 'tracking_number is missing', ar: 'tracking_number مفقود' },
  trackingLong: { en: 'tracking_number is longer than 100 characters', ar: 'tracking_number أطول من 100 حرف' },
  trackingTwice: {
    en: 'tracking_number appears more than once in the report',
    ar: 'tracking_number مكرر في التقرير',
  },
  amount: {
    en: 'cod_amount must be an amount in AED up to 1000000 (up to two decimals)',
    ar: 'يجب أن يكون cod_amount مبلغًا بالدرهم حتى 1000000 (حتى منزلتين عشريتين)',
  },
  feesAbove: {
    en: 'fees ({fees}) are more than the cash the report lists ({total})',
    ar: 'الرسوم ({fees}) أكثر من النقد المذكور في التقرير ({total})',
  },
  referenceTaken: {
    en: 'Payout {reference} of this carrier is already recorded',
    ar: 'الدفعة {reference} من شركة الشحن هذه مسجلة من قبل',
  },
} satisfies Record<string, Msg>;
