// A saved product's photos: upload (previewed first; the first photo becomes the main image), put them in
// order with earlier / later buttons, choose the main photo (the one the shop's cards and details show
// first) and delete one. Every change answers with the product, which replaces the cached one.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type AdminProductDetail } from '@shop/contract';
import { adminPhotoDeleteCall, adminPhotoReorderCall, adminPhotoSetMainCall, adminPhotoUploadCall } from '@shop/contract/adminCalls';
import { type Accepted, api, type ApiRefusal, useApiMutation } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { toast } from '../../ui/toast';
import { moved } from '../components/RowActions';
import { CARD } from '../components/table';

export function PhotosEditor({ product }: { product: AdminProductDetail }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const pick = (chosen: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  };
  // Every photo change answers the product with its photos.
  const outcome = {
    refresh: [['admin_products']],
    onDone: (answer: Accepted<typeof adminPhotoUploadCall>) => {
      toast.success(answer.msg);
      queryClient.setQueryData(['admin_product', product.id], answer.data);
    },
    onRefused: (refusal: ApiRefusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  };
  const upload = useApiMutation({
    ...outcome,
    run: (photo: File) => api(adminPhotoUploadCall, { product_id: product.id, photo }),
    onDone: (answer) => {
      pick(null);
      outcome.onDone(answer);
    },
  });
  const remove = useApiMutation({ ...outcome, run: (photoId: number) => api(adminPhotoDeleteCall, { photo_id: photoId }) });
  const reorder = useApiMutation({
    ...outcome,
    run: (ids: number[]) => api(adminPhotoReorderCall, { product_id: product.id, photo_ids: ids.join(',') }),
  });
  const setMain = useApiMutation({ ...outcome, run: (photoId: number) => api(adminPhotoSetMainCall, { photo_id: photoId }) });
  const busy = upload.isPending || remove.isPending || reorder.isPending || setMain.isPending;
  const ids = product.photos.map((p) => p.id);

  return (
    <section className={`${CARD} mt-4`} aria-labelledby="pf-photos">
      <h2 id="pf-photos" className="mb-1 font-bold text-ink-900">
        {t('products.photos')}
      </h2>
      {product.photos.length > 1 && <p className="mb-3 text-sm text-ink-600">{t('photos.hint')}</p>}
      <ol className="mb-4 flex flex-wrap gap-3">
        {product.photos.map((p, index) => {
          const n = formatNumber(index + 1, lang);
          return (
            <li key={p.id} className="w-36">
              <img
                src={p.url}
                alt={t('photos.alt', { n })}
                width={144}
                height={144}
                className={`size-36 rounded-xl bg-cream-200 object-cover ${p.is_main ? 'ring-3 ring-honey-500' : ''}`}
              />
              <div className="mt-1 flex min-h-11 items-center">
                {p.is_main ? (
                  <p className="flex items-center gap-1 text-sm font-semibold text-honey-800">
                    <Star size={16} aria-hidden="true" className="fill-honey-500 text-honey-500" />
                    {t('products.mainPhoto')}
                  </p>
                ) : (
                  <button
                    type="button"
                    className="btn btn-secondary w-full px-2 text-sm"
                    aria-label={t('photos.makeMainN', { n })}
                    disabled={busy}
                    onClick={() => setMain.mutate(p.id)}
                  >
                    {t('photos.makeMain')}
                  </button>
                )}
              </div>
              <div className="flex items-center justify-between">
                <button
                  type="button"
                  className="icon-btn disabled:opacity-40"
                  aria-label={t('photos.earlier', { n })}
                  disabled={busy || index === 0}
                  onClick={() => reorder.mutate(moved(ids, index, -1))}
                >
                  <ChevronLeft size={20} aria-hidden="true" className="flip-rtl" />
                </button>
                <button
                  type="button"
                  className="icon-btn text-danger-700"
                  aria-label={t('photos.deleteN', { n })}
                  title={t('products.deletePhoto')}
                  disabled={busy}
                  onClick={() => remove.mutate(p.id)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-btn disabled:opacity-40"
                  aria-label={t('photos.later', { n })}
                  disabled={busy || index === ids.length - 1}
                  onClick={() => reorder.mutate(moved(ids, index, 1))}
                >
                  <ChevronRight size={20} aria-hidden="true" className="flip-rtl" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        {/* The browser's own picker speaks the browser's language: a styled label in the page's instead. */}
        <div className="space-y-1">
          <input
            id="pf-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
          <label
            htmlFor="pf-photo"
            className="btn btn-secondary cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-honey-500"
          >
            <ImagePlus size={18} aria-hidden="true" />
            {t('products.choosePhoto')}
          </label>
          <p className="text-sm text-ink-600" aria-live="polite">
            {file ? <bdi>{file.name}</bdi> : t('productForm.noPhotoChosen')}
          </p>
        </div>
        {preview && <img src={preview} alt={t('products.preview')} className="size-28 rounded-xl object-cover ring-2 ring-honey-300" />}
        <button type="button" className="btn btn-secondary" disabled={!file || busy} onClick={() => file && upload.mutate(file)}>
          {t('products.upload')}
        </button>
      </div>
    </section>
  );
}
