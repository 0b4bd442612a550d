import { MessageCircle, SendHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { PageTitle } from './components/Section';

/** The Chat screen (docs/product.md §2): sample messages of a conversation with the shop; nothing is sent from here. */
const SAMPLE = [
  { from: 'shop', key: 'chat.m1' },
  { from: 'me', key: 'chat.m2' },
  { from: 'shop', key: 'chat.m3' },
  { from: 'me', key: 'chat.m4' },
  { from: 'shop', key: 'chat.m5' },
] as const;

export default function ChatPage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('help.chat'));
  return (
    <div>
      <PageTitle text={t('chat.text')}>{t('help.chat')}</PageTitle>
      <div className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-ink-200/60">
        <div className="flex items-center gap-3 border-b border-ink-200 bg-cream-50 px-5 py-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-honey-100 text-honey-800">
            <MessageCircle size={20} aria-hidden="true" />
          </span>
          <div>
            <p className="font-bold text-ink-900">{t('chat.team')}</p>
            <p className="text-xs text-ink-600">{t('chat.sample')}</p>
          </div>
        </div>
        <ol className="flex flex-col gap-3 bg-cream-100 p-5" aria-label={t('chat.conversation')}>
          {SAMPLE.map(({ from, key }) => (
            <li
              key={key}
              className={`max-w-[80%] rounded-2xl px-4 py-2.5 ${
                from === 'me'
                  ? 'self-end rounded-ee-sm bg-honey-600 text-white'
                  : 'self-start rounded-es-sm bg-white text-ink-900 shadow-sm'
              }`}
            >
              <span className="sr-only">{from === 'me' ? t('chat.you') : t('chat.team')}: </span>
              {t(key)}
            </li>
          ))}
        </ol>
        <div className="flex items-center gap-2 border-t border-ink-200 p-3">
          <label htmlFor="chat-message" className="sr-only">
            {t('chat.message')}
          </label>
          <input id="chat-message" className="field" placeholder={t('chat.disabled')} disabled />
          <button type="button" className="icon-btn bg-cream-200 text-ink-500" disabled aria-label={t('chat.send')}>
            <SendHorizontal size={20} aria-hidden="true" className="flip-rtl" />
          </button>
        </div>
      </div>
      <p className="mt-4 text-sm text-ink-700">
        {t('chat.realChat')}{' '}
        <Link to="/myprofile/help" className="font-semibold text-honey-700 underline-offset-4 hover:underline">
          {t('chat.backToHelp')}
        </Link>
      </p>
    </div>
  );
}
