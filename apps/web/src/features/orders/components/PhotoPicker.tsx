// The photos a customer sends with a return (RefundPage) or a review (RatePage): picked, previewed and checked here,
// sent as the calls' photo1 to photo3.
import { useEffect, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Up to three photos of the product, each at most the server's 5 MB upload limit. */
const MAX_PHOTOS = 3;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A chosen photo with the object URL of its preview (revoked when it is removed or the form goes). */
export interface Picked {
  file: File;
  url: string;
}

/** Picks up to three photos, previewed with a remove button each; checks type and size before sending. */
export function PhotoPicker({ photos, onChange }: { photos: Picked[]; onChange: (photos: Picked[]) => void }) {
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
    if (bad) return setError(t('photos.bad', { name: bad.name }));
    if (photos.length + chosen.length > MAX_PHOTOS) setError(t('photos.tooMany', { max: MAX_PHOTOS }));
    else setError(null);
    const added = chosen.slice(0, MAX_PHOTOS - photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    onChange([...photos, ...added]);
  };
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-800">{t('photos.label')}</legend>
      <p id="photos-hint" className="mb-2 text-sm text-ink-600">
        {t('photos.hint', { max: MAX_PHOTOS })}
      </p>
      <div className="flex flex-wrap gap-3">
        {photos.map((photo, i) => (
          <div key={photo.url} className="relative">
            <img src={photo.url} alt={t('photos.preview', { n: i + 1 })} className="size-20 rounded-xl object-cover ring-1 ring-ink-200" />
            <button
              type="button"
              className="absolute -end-2 -top-2 grid size-8 place-items-center rounded-full bg-white text-ink-800 shadow-card ring-1 ring-ink-200"
              aria-label={t('photos.remove', { n: i + 1 })}
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
            <span className="sr-only">{t('photos.add')}</span>
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

/** The picked photos as the calls' fields (return_item.php, add_review.php). */
export const photoFields = (photos: Picked[]) => ({ photo1: photos[0]?.file, photo2: photos[1]?.file, photo3: photos[2]?.file });
