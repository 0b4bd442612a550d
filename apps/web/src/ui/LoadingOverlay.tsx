import { useTranslation } from 'react-i18next';

interface LoadingOverlayProps {
  /** Cover the whole window instead of the nearest positioned parent. */
  fullScreen?: boolean;
  label?: string;
}

/** A veil with a spinner over content that is still loading. */
export function LoadingOverlay({ fullScreen = false, label }: LoadingOverlayProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`${fullScreen ? 'fixed' : 'absolute'} inset-0 z-30 flex items-start justify-center bg-cream-100/75 pt-[min(30vh,12rem)] backdrop-blur-[2px]`}
    >
      <span className="flex flex-col items-center gap-3 text-sm font-medium text-ink-700">
        <span className="size-10 animate-spin rounded-full border-4 border-honey-200 border-t-honey-600" aria-hidden="true" />
        {label ?? t('loading')}
      </span>
    </div>
  );
}
