import { useState } from 'react';
import { ExternalLink, MapPin, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';

/** The one map provider the server's CSP lets the page frame. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';
/** Half the width of the embedded map's view, in degrees (about 1 km). */
const VIEW_SPAN = 0.006;

const embedUrl = ({ latitude: lat, longitude: lon }: Branch) =>
  `${MAP_ORIGIN}/export/embed.html?bbox=${lon - VIEW_SPAN},${lat - VIEW_SPAN},${lon + VIEW_SPAN},${lat + VIEW_SPAN}&layer=mapnik&marker=${lat},${lon}`;
export const mapsUrl = ({ latitude: lat, longitude: lon }: Branch) => `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/**
 * A branch's location. The page must read well when the map provider cannot be reached, and a failed
 * frame cannot be told from a loaded one, so a drawn card with the coordinates and an 'open in maps' link
 * shows first and the live map loads in its place only when the visitor asks for it.
 */
export function BranchMap({ branch }: { branch: Branch }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const [live, setLive] = useState(false);
  // Isolated (U+2066…U+2069) so the degree sign stays beside its number in Arabic text.
  const coordinate = (n: number) => `\u2066${formatNumber(n, lang, { minimumFractionDigits: 4, maximumFractionDigits: 5 })}°\u2069`;

  return (
    <figure className="space-y-2">
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-herb-50 ring-1 ring-ink-200/70">
        {live ? (
          <iframe
            src={embedUrl(branch)}
            title={t('contact.mapOf', { name: branch.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
            className="size-full border-0"
          />
        ) : (
          <>
            <MapDrawing />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-honey-600 text-white shadow-lift">
                <MapPin size={24} aria-hidden="true" />
              </span>
              <p className="rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-ink-700 tabular-nums">
                {t('contact.coordinates', { lat: coordinate(branch.latitude), lon: coordinate(branch.longitude) })}
              </p>
              <button type="button" className="btn btn-secondary min-h-10 text-sm" onClick={() => setLive(true)}>
                <MapIcon size={16} aria-hidden="true" />
                {t('contact.showMap')}
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption>
        <a
          href={mapsUrl(branch)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-honey-700 hover:text-honey-800 hover:underline sm:min-h-9"
        >
          <ExternalLink size={15} aria-hidden="true" />
          {t('contact.openInMaps')}
          <span className="sr-only">{t('contact.opensInNewTab', { name: branch.name })}</span>
        </a>
      </figcaption>
    </figure>
  );
}

/** Streets and a park, drawn: a hint of a map that needs no network. */
function MapDrawing() {
  return (
    <svg viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full" aria-hidden="true">
      <rect width="320" height="200" fill="var(--color-cream-100)" />
      <path d="M0 150 Q80 120 150 132 T320 96 V200 H0z" fill="var(--color-herb-100)" />
      <circle cx="262" cy="46" r="28" fill="var(--color-herb-100)" />
      <g stroke="#fff" strokeLinecap="round" fill="none">
        <path d="M-10 64 L330 88" strokeWidth="12" />
        <path d="M96 -10 L124 210" strokeWidth="10" />
        <path d="M210 -10 Q196 100 226 210" strokeWidth="8" />
        <path d="M-10 170 L330 140" strokeWidth="6" />
        <path d="M20 -10 L44 210" strokeWidth="5" />
      </g>
      <g stroke="var(--color-ink-200)" strokeLinecap="round" fill="none" strokeWidth="1.5">
        <path d="M-10 64 L330 88" strokeDasharray="6 8" />
      </g>
    </svg>
  );
}
