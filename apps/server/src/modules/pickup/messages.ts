// Pickup from a branch: the shopper's and the console's words.
import type { Msg } from '../../http/i18n';

export const pickupMessages = {
  branchShort: {
    en: 'Only {stock} of {name} left at {branch}; choose delivery or another branch',
    ar: 'المتبقي من {name} في {branch} هو {stock} فقط؛ اختر التوصيل أو فرعًا آخر',
  },
  branchOut: {
    en: '{name} is not available at {branch}; choose delivery or another branch',
    ar: '{name} غير متوفر في {branch}؛ اختر التوصيل أو فرعًا آخر',
  },
  codeNeeded: {
    en: 'Order #{id} is picked up at a branch: type the code the customer shows to mark it collected',
    ar: 'الطلب رقم {id} يُستلم من الفرع: اكتب الرمز الذي يعرضه العميل لتسجيل استلامه',
  },
  noCarrier: {
    en: 'Order #{id} is picked up at a branch: mark it ready for pickup without a carrier',
    ar: 'الطلب رقم {id} يُستلم من الفرع: سجّله جاهزًا للاستلام دون شركة شحن',
  },
  branchNotFound: { en: 'Branch not found', ar: 'الفرع غير موجود' },
  branchStockSaved: { en: 'Branch stock saved', ar: 'تم حفظ مخزون الفرع' },
  branchStockReason: { en: 'Counted at {branch}: {before} → {after}', ar: 'جرد في {branch}: {before} ← {after}' },
} satisfies Record<string, Msg>;
