import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL } from './table';

/**
 * A picture chooser for a form that sends it with its other fields: the current picture, then a preview
 * of the chosen file (the server checks and re-encodes it; the accept list only narrows the picker).
 */
export function ImageInput({
  id,
  label,
  current,
  onFile,
  wide = false,
}: {
  id: string;
  label: string;
  current: string;
  onFile: (file: File | null) => void;
  /** Banners are wide; icons square. */
  wide?: boolean;
}) {
  const { t } = useTranslation('console');
  const [preview, setPreview] = useState<string | null>(null);
  // The previous preview is released when it is replaced and when the form closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const choose = (file: File | null) => {
    setPreview(file ? URL.createObjectURL(file) : null);
    onFile(file);
  };
  const shown = preview ?? current;
  const frame = wide ? 'aspect-[64/25] w-full max-w-80' : 'size-24';
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <img
            src={shown}
            alt={preview ? t('taxonomy.previewOf', { field: label }) : t('taxonomy.currentOf', { field: label })}
            className={`${frame} rounded-xl bg-cream-200 object-cover ${preview ? 'ring-2 ring-honey-400' : 'ring-1 ring-ink-200'}`}
          />
        ) : (
          <span className={`${frame} flex items-center justify-center rounded-xl bg-cream-200 text-xs text-ink-600`}>
            {t('taxonomy.noPicture')}
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="max-w-full text-sm"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
      </div>
    </div>
  );
}
