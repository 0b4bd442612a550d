// The address form's map, a chunk of its own so Leaflet loads only when the form opens. A click, a dragged
// pin or Enter (the pin goes to the middle) reports a point; a point set from outside (typed, or the
// browser's position) moves the pin and the view to it.
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Crosshair, Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAP_TILES } from '@shop/contract';
import { useLang } from '../../../i18n';
import { roundPoint, UAE_BOUNDS, type Point } from '../deliveryPoint';

/** Close enough to tell the buildings of a street apart. */
const PIN_ZOOM = 16;
/** A whole city. */
const EMIRATE_ZOOM = 11;

const latLng = (p: Point) => L.latLng(p.latitude, p.longitude);
const same = (a: Point | null, b: Point | null) => a?.latitude === b?.latitude && a?.longitude === b?.longitude;

// Leaflet guesses its marker images' folder from its CSS, which hashed asset names defeat: name them.
const pinIcon = L.icon({ ...L.Icon.Default.prototype.options, iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

export interface LocationMapProps {
  /** The chosen point, or null. */
  point: Point | null;
  /** Where to look while no point is chosen (the emirate's city); null for the whole UAE. */
  centre: Point | null;
  onPick: (point: Point) => void;
}

export default function LocationMap({ point, centre, onPick }: LocationMapProps) {
  const { t } = useTranslation('addresses');
  const rtl = useLang() === 'ar';
  const keysId = useId();
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  // The last point the map reported: the form hands it back as `point`, and the view must not jump then.
  const reported = useRef<Point | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);

  const report = (at: L.LatLng) => {
    const p = roundPoint({ latitude: at.lat, longitude: at.lng });
    reported.current = p;
    onPick(p);
  };
  const pick = useEffectEvent(report);

  useEffect(() => {
    const map = L.map(box.current!, { zoomControl: false, attributionControl: false, maxZoom: MAP_TILES.maxZoom });
    L.tileLayer(MAP_TILES.url, {
      attribution: MAP_TILES.attribution,
      maxZoom: MAP_TILES.maxZoom,
      // The page sends no referrer (helmet's default); OpenStreetMap's tile policy asks for one.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }).addTo(map);
    map.on('click', (e) => pick(e.latlng));
    map.on('zoomend', () => setZoom(map.getZoom()));
    // The dialog settles its size after opening, and phones turn.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(map.getContainer());
    mapRef.current = map;
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      pin.current = null;
    };
  }, []);

  // The map is not mirrored in Arabic, but its credit sits at the reading end like the rest of the page.
  useEffect(() => {
    const credit = L.control.attribution({ position: rtl ? 'bottomleft' : 'bottomright', prefix: MAP_TILES.credit }).addTo(mapRef.current!);
    return () => void credit.remove();
  }, [rtl]);

  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    const map = mapRef.current!;
    if (latitude === undefined || longitude === undefined) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    const at = { latitude, longitude };
    if (pin.current) pin.current.setLatLng(latLng(at));
    else {
      const marker = L.marker(latLng(at), { icon: pinIcon, draggable: true, keyboard: false, alt: t('map.pin') }).addTo(map);
      marker.on('dragend', () => pick(marker.getLatLng()));
      pin.current = marker;
    }
    if (!same(at, reported.current)) map.setView(latLng(at), Math.max(map.getZoom() || 0, PIN_ZOOM));
  }, [latitude, longitude, t]);

  const chosen = point !== null;
  const centreLatitude = centre?.latitude;
  const centreLongitude = centre?.longitude;
  useEffect(() => {
    if (chosen) return;
    const map = mapRef.current!;
    if (centreLatitude !== undefined && centreLongitude !== undefined) map.setView([centreLatitude, centreLongitude], EMIRATE_ZOOM);
    else map.fitBounds(L.latLngBounds(UAE_BOUNDS.map(latLng)));
  }, [chosen, centreLatitude, centreLongitude]);

  return (
    <div className="relative">
      <div
        ref={box}
        dir="ltr"
        role="application"
        aria-label={t('map.label')}
        aria-describedby={keysId}
        className="peer isolate h-64 rounded-xl ring-1 ring-ink-200 sm:h-80"
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || e.target !== e.currentTarget || !mapRef.current) return;
          e.preventDefault();
          report(mapRef.current.getCenter());
        }}
      />
      <p id={keysId} className="sr-only">
        {t('map.keys')}
      </p>
      {/* Where Enter puts the pin, shown while the keyboard is on the map. */}
      <Crosshair
        size={32}
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden text-honey-700 peer-focus-visible:block"
      />
      <div className="absolute end-2 top-2 flex flex-col gap-2">
        <button
          type="button"
          className="icon-btn bg-white shadow-card ring-1 ring-ink-200 disabled:opacity-50"
          aria-label={t('map.zoomIn')}
          disabled={zoom === null || zoom >= MAP_TILES.maxZoom}
          onClick={() => mapRef.current?.zoomIn()}
        >
          <Plus size={20} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="icon-btn bg-white shadow-card ring-1 ring-ink-200 disabled:opacity-50"
          aria-label={t('map.zoomOut')}
          disabled={zoom === null || zoom <= 0}
          onClick={() => mapRef.current?.zoomOut()}
        >
          <Minus size={20} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
