import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ImagePlus, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RETURN_WINDOW_DAYS, type OrderRow } from '@shop/contract';
import { returnItemCall } from '@shop/contract/calls';
import { api } from '../../api/client';
import { useWarnThenGo } from '../../lib/guards';
import { toast } from '../../ui/toast';
import { TextArea } from '../../ui/Field';
import { OrderItemPage, OrderItemSummary, useBackToOrders } from './components/OrderItemPage';
import { useReturnReasons } from './api';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { ReasonChoice } from '../../ui/ReasonChoice';
import { useApiMutation } from '../../api/mutation';

/** Issue 14 point 17: up to three photos of the product, each at most the server's 5 MB upload limit. */
const MAX_PHOTOS = 3;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A chosen photo with the object URL of its preview (revoked when it is removed or the form goes). */
interface Picked {
  file: File;
  url: string;
}

/** Picks up to three photos, previewed with a remove button each; checks type and size before sending. */
function PhotoPicker({ photos, onChange }: { photos: Picked[]; onChange: (photos: Picked[]) => void }) {
  const { t } = useTranslation('orders');
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const bad = chosen.find((f) => !f.type.startsWith('image/') || f.size > MAX_PHOTO_BYTES);
    if (bad) return setError(t('refundPhotos.bad', { name: bad.name }));
    if (photos.length + chosen.length > MAX_PHOTOS) setError(t('refundPhotos.tooMany', { max: MAX_PHOTOS }));
    else setError(null);
    const added = chosen.slice(0, MAX_PHOTOS - photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    onChange([...photos, ...added]);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-800">{t('refundPhotos.label')}</legend>
      <p id="photos-hint" className="mb-2 text-sm text-ink-600">
        {t('refundPhotos.hint', { max: MAX_PHOTOS })}
      </p>
      <div className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <div key={photo.url} className="relative">
            <img
              src={photo.url}
              alt={t('refundPhotos.preview', { n: i + 1 })}
              className="size-20 rounded-xl object-cover ring-1 ring-ink-200"
            />
            <button
              type="button"
              className="absolute -end-2 -top-2 grid size-8 place-items-center rounded-full bg-white text-ink-800 shadow-card ring-1 ring-ink-200"
              aria-label={t('refundPhotos.remove', { n: i + 1 })}
              onClick={() => {
                URL.revokeObjectURL(photo.url);
                onChange(photos.filter((_, j) => j !== i));
              }}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
        {photos.length < MAX_PHOTOS && (
          <label className="grid size-20 cursor-pointer place-items-center rounded-xl border-2 border-dashed border-ink-300 text-ink-600 hover:border-honey-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-honey-500">
            <ImagePlus size={24} aria-hidden="true" />
            <span className="sr-only">{t('refundPhotos.add')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
              multiple
              className="sr-only"
              aria-describedby={error ? 'photos-hint photos-error' : 'photos-hint'}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      {error && (
        <p id="photos-error" role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RefundForm({ item }: { item: OrderRow }) {
  const { t } = useTranslation('orders');
  const backToOrders = useBackToOrders();
  const warnThenGo = useWarnThenGo();
  const reasons = useReturnReasons();
  const [reason, setReason] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [tried, setTried] = useState(false);
  const send = useApiMutation({
    run: (reasonId: number) =>
      api(returnItemCall, {
        order_item_id: item.order_item_id,
        reason_id: reasonId,
        description: text.trim(),
        photo1: photos[0]?.file,
        photo2: photos[1]?.file,
        photo3: photos[2]?.file,
      }),
    onDone: (answer) => {
      setDone(true);
      backToOrders(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('refund.failed')),
  });
  const busy = send.isPending;
  const [done, setDone] = useState(false);

  // Spec §8: reasons that cannot be loaded give 'Try again later' and the home page.
  useEffect(() => (reasons.isError ? warnThenGo(t('refund.tryLater'), '/') : undefined), [reasons.isError, t, warnThenGo]);

  const errors = {
    reason: reason === null ? t('refund.reasonRequired') : undefined,
    text: text.trim() === '' ? t('refund.textRequired') : undefined,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reason === null || errors.text) return;
    send.mutate(reason);
  };

  return (
    // On failure the effect above warns and leaves; until then the page says it is loading.
    <QueryState query={reasons} loading={<LoadingLine />} failed={<LoadingLine />}>
      {(reasonList) => (
        <form onSubmit={submit} noValidate className="space-y-5">
          <OrderItemSummary item={item} />
          <ReasonChoice
            legend={t('refund.reason')}
            name="reason"
            reasons={reasonList.map((r) => ({ id: r.reason_id, label: r.reason }))}
            value={reason}
            onChange={setReason}
            error={tried ? errors.reason : undefined}
            columns={2}
          />
          <TextArea
            label={t('refund.description')}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            error={tried ? errors.text : undefined}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} />
          <p className="flex gap-2 rounded-xl bg-cream-100 p-4 text-sm text-ink-700">
            <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
            {t('refund.policy', { days: RETURN_WINDOW_DAYS })}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy || done}>
            {t('refund.submit')}
          </button>
        </form>
      )}
    </QueryState>
  );
}

/** /myprofile/refund/{ItemId} (docs/product.md §2, §8): a reason from the list and a description. */
export default function RefundPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderItemPage title={t('refund.pageTitle')} sectionTitle={t('refund.request')} sectionId="refund">
      {(item) => <RefundForm item={item} />}
    </OrderItemPage>
  );
}
