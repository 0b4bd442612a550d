import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ExternalLink, MessageCircle, MessagesSquare, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeInfoQuery } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageTitle, Section } from './components/Section';
import { useFaq } from './api';

/** /myprofile/help (docs/product.md §2): the FAQ, the contact page, the messaging-app chat with the company and the Chat screen. */
export default function HelpPage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('menu.help'));
  const faq = useFaq();
  const store = useQuery(storeInfoQuery);
  useEffect(() => {
    if (faq.isError) toast.error(t('help.faqFailed'));
  }, [faq.isError, t]);
  // The shop's numbers have no text of their own: the spec's 'Error getting data' (docs/product.md §8).
  useEffect(() => {
    if (store.isError) toast.error(t('common:errors.loadFailed'));
  }, [store.isError, t]);

  const whatsapp = store.data?.whatsapp.replace(/\D/g, '');
  return (
    <div className="space-y-5">
      <PageTitle text={t('help.text')}>{t('menu.help')}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-3">
        <Link
          to="/ContactUs"
          className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 transition-shadow hover:shadow-lift sm:flex-col sm:p-5"
        >
          <Store size={24} aria-hidden="true" className="shrink-0 text-honey-700" />
          <span>
            <span className="block font-bold text-ink-900">{t('help.contact')}</span>
            <span className="block text-sm text-ink-600">{t('help.contactText')}</span>
          </span>
        </Link>
        {whatsapp ? (
          <a
            href={`https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 transition-shadow hover:shadow-lift sm:flex-col sm:p-5"
          >
            <MessageCircle size={24} aria-hidden="true" className="shrink-0 text-herb-700" />
            <span>
              <span className="flex items-center gap-1.5 font-bold text-ink-900">
                {t('help.whatsapp')}
                <ExternalLink size={14} aria-hidden="true" />
              </span>
              <span className="block text-sm text-ink-600">{t('help.whatsappText')}</span>
            </span>
          </a>
        ) : (
          <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60" aria-hidden="true" />
        )}
        <Link
          to="/myprofile/help/chat"
          className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 transition-shadow hover:shadow-lift sm:flex-col sm:p-5"
        >
          <MessagesSquare size={24} aria-hidden="true" className="shrink-0 text-honey-700" />
          <span>
            <span className="block font-bold text-ink-900">{t('help.chat')}</span>
            <span className="block text-sm text-ink-600">{t('help.chatText')}</span>
          </span>
        </Link>
      </div>
      <Section title={t('help.faq')} id="faq">
        <QueryState
          query={faq}
          loading={<LoadingLine />}
          failed={
            <p role="alert" className="text-danger-700">
              {t('help.faqFailed')}
            </p>
          }
        >
          {(items) => (
            <div className="divide-y divide-ink-200">
              {items.map((item) => (
                <details key={item.question} className="group py-1">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      size={20}
                      aria-hidden="true"
                      className="shrink-0 text-honey-700 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="pb-4 leading-relaxed whitespace-pre-line text-ink-700">{item.answer}</p>
                </details>
              ))}
            </div>
          )}
        </QueryState>
      </Section>
    </div>
  );
}
