import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type OrderRow } from '@shop/contract';
import { addReviewCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { OrderItemPage, OrderItemSummary, useBackToOrders } from './components/OrderItemPage';
import { photoFields, PhotoPicker, type Picked } from './components/PhotoPicker';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars 1 to 5 as a radio group: arrow keys move between them, each is a 44 px target. */
function StarInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{t('rate.stars')}</legend>
      <div className="flex gap-1" dir="ltr">
        {STARS.map((n) => (
          <label key={n} className="icon-btn cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-honey-600">
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-describedby={error ? 'rating-error' : undefined}
            />
            <span className="sr-only">{t('rate.starLabel', { count: n, n: formatNumber(n, lang) })}</span>
            <Star size={32} aria-hidden="true" className={n <= value ? 'fill-honey-400 text-honey-500' : 'text-ink-300'} />
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RateForm({ item }: { item: OrderRow }) {
  const { t } = useTranslation('orders');
  const backToOrders = useBackToOrders();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [photos, setPhotos] = useState<Picked[]>([]);
  const send = useApiMutation({
    exclusive: true,
    run: () =>
      api(addReviewCall, { product_id: item.product_id, title: title.trim(), description: text.trim(), rating, ...photoFields(photos) }),
    onDone: (answer) => {
      setDone(true);
      backToOrders(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('rate.failed')),
  });
  const busy = send.isPending;
  const [done, setDone] = useState(false);

  const errors = {
    rating: rating < 1 || rating > 5 ? t('rate.ratingRequired') : undefined,
    title: title.trim() === '' ? t('rate.titleRequired') : undefined,
    text: text.trim() === '' ? t('rate.textRequired') : undefined,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.rating || errors.title || errors.text) return;
    send.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <OrderItemSummary item={item} />
      <StarInput value={rating} onChange={setRating} error={tried ? errors.rating : undefined} />
      <TextField
        label={t('rate.title')}
        value={title}
        maxLength={120}
        onChange={(e) => setTitle(e.target.value)}
        error={tried ? errors.title : undefined}
      />
      <TextArea
        label={t('rate.reviewLabel')}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
        error={tried ? errors.text : undefined}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <button type="submit" className="btn btn-primary" disabled={busy || done}>
        {t('rate.submit')}
      </button>
    </form>
  );
}

/** /myprofile/rate/{ItemId} (docs/product.md §2, §5 Rating): title, text and 1 to 5 stars, all required; photos optional. */
export default function RatePage() {
  const { t } = useTranslation('orders');
  return (
    <OrderItemPage title={t('rate.pageTitle')} intro={t('rate.intro')} sectionTitle={t('rate.yourReview')} sectionId="review">
      {(item) => <RateForm item={item} />}
    </OrderItemPage>
  );
}
