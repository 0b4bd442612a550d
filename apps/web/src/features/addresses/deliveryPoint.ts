// The point an address is delivered to: read from the typed fields, rounded when picked on the map or
// taken from the browser, and where the map opens when no point is chosen yet. No Leaflet here: the
// address form uses these before the map's chunk has loaded.

export interface Point {
  latitude: number;
  longitude: number;
}

/** The point the coordinate fields hold, or null when either is missing, not a number or out of range. */
export function parsePoint(latitude: string, longitude: string): Point | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  // 0, 0 is the server's "no location" default (docs/product.md §9).
  if (point.latitude === 0 && point.longitude === 0) return null;
  return point;
}

/** Five decimals is about a metre: as close as a doorstep needs, without noise digits in the fields. */
const roundCoordinate = (n: number): number => Math.round(n * 1e5) / 1e5;

/** A picked point as the form keeps it: rounded, its longitude brought back into -180..180 (the map repeats the world). */
export function roundPoint({ latitude, longitude }: Point): Point {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(wrapped) };
}

/** South-west and north-east corners of the UAE: the map's first view when nothing narrows it down. */
export const UAE_BOUNDS: readonly [Point, Point] = [
  { latitude: 22.6, longitude: 51.5 },
  { latitude: 26.1, longitude: 56.4 },
];

/** Each emirate's main city, by its English and Arabic names (the emirates list answers one of them). */
const EMIRATE_CENTRES: readonly { names: readonly string[]; centre: Point }[] = [
  { names: ['Abu Dhabi', 'أبوظبي'], centre: { latitude: 24.4539, longitude: 54.3773 } },
  { names: ['Dubai', 'دبي'], centre: { latitude: 25.2048, longitude: 55.2708 } },
  { names: ['Sharjah', 'الشارقة'], centre: { latitude: 25.3463, longitude: 55.4209 } },
  { names: ['Ajman', 'عجمان'], centre: { latitude: 25.4052, longitude: 55.5136 } },
  { names: ['Umm Al Quwain', 'أم القيوين'], centre: { latitude: 25.5647, longitude: 55.5552 } },
  { names: ['Ras Al Khaimah', 'رأس الخيمة'], centre: { latitude: 25.8007, longitude: 55.9762 } },
  { names: ['Fujairah', 'الفجيرة'], centre: { latitude: 25.1288, longitude: 56.3265 } },
];

// Spaces and case differ between spellings ('Abu Dhabi', 'abu dhabi', 'أبو ظبي').
const key = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/** Where the map opens for an emirate, or null for a name it does not know. */
export function emirateCentre(name: string | undefined): Point | null {
  if (!name) return null;
  return EMIRATE_CENTRES.find((e) => e.names.some((n) => key(n) === key(name)))?.centre ?? null;
}
