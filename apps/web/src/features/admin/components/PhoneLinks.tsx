// A phone number in the console: tap to call it, or open a WhatsApp chat with it. The number stays
// left to right inside Arabic text.
import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chatUrl, telUrl } from '../../../lib/contactLinks';

const LINK = 'inline-flex min-h-11 items-center gap-1.5 font-semibold text-honey-700 underline-offset-2 hover:underline';

export function PhoneLinks({ phone }: { phone: string }) {
  const { t } = useTranslation('admin');
  if (!phone) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <a href={telUrl(phone)} aria-label={t('phone.call', { phone })} className={LINK}>
        <Phone size={16} aria-hidden="true" className="shrink-0" />
        <bdi dir="ltr">{phone}</bdi>
      </a>
      <a href={chatUrl(phone)} target="_blank" rel="noopener noreferrer" aria-label={t('phone.whatsapp', { phone })} className={LINK}>
        <MessageCircle size={16} aria-hidden="true" className="shrink-0 text-herb-700" />
        {t('phone.whatsappLink')}
      </a>
    </span>
  );
}
