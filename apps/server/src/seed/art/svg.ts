// Small building blocks for the seed's drawings: documents, colours, fitted text, seeded randomness.

export const FONT_SERIF = "'Liberation Serif', 'DejaVu Serif', serif";
export const FONT_SANS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif";
export const FONT_ARABIC = "'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif";
export const FONT_ARABIC_DISPLAY = "'Noto Kufi Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif";

/** A drawing part: its markup and the gradients/patterns it needs. */
export interface Part {
  defs: string;
  body: string;
}

export const part = (body: string, defs = ''): Part => ({ body, defs });
export const join = (...parts: Part[]): Part => ({ defs: parts.map((p) => p.defs).join(''), body: parts.map((p) => p.body).join('') });

/**
 * A whole SVG document drawn on a `width` x `height` canvas. `renderWidth` renders it smaller (the
 * picture's largest stored width), which saves drawing and encoding time for secondary pictures.
 */
export function svgDocument(size: { width: number; height: number; renderWidth?: number }, ...parts: Part[]): string {
  const all = join(...parts);
  const scale = (size.renderWidth ?? size.width) / size.width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${r(size.width * scale)}" height="${r(size.height * scale)}" viewBox="0 0 ${size.width} ${size.height}"><defs>${all.defs}</defs>${all.body}</svg>`;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface TextOpts {
  x: number;
  y: number;
  size: number;
  /** The text shrinks until it fits this width (estimated from its length). */
  maxWidth?: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  rtl?: boolean;
  spacing?: number;
  opacity?: number;
}

/** Average advance of a glyph relative to the font size, per script (close enough to fit labels). */
const isArabic = (s: string) => /[\u0600-\u06ff]/.test(s);

export function text(content: string, o: TextOpts): string {
  const perChar = isArabic(content) ? 0.5 : 0.56 + (o.spacing ?? 0) / o.size;
  const size = o.maxWidth ? Math.min(o.size, o.maxWidth / Math.max(1, content.length * perChar)) : o.size;
  const family = o.family ?? (isArabic(content) ? FONT_ARABIC : FONT_SANS);
  const rtl = o.rtl || isArabic(content);
  // Latin runs in right-to-left text are isolated, so 'MGO 263+' keeps its '+' after the number.
  const shown = rtl ? content.replace(/[A-Za-z0-9][A-Za-z0-9 .+%×-]*[A-Za-z0-9+%]|[A-Za-z0-9]/g, (run) => `\u2066${run}\u2069`) : content;
  const attrs = [
    `x="${r(o.x)}"`,
    `y="${r(o.y)}"`,
    `font-family="${family}"`,
    `font-size="${r(size)}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
    o.weight ? `font-weight="${o.weight}"` : '',
    rtl ? 'direction="rtl"' : '',
    o.spacing ? `letter-spacing="${o.spacing}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ];
  return `<text ${attrs.filter(Boolean).join(' ')}>${esc(shown)}</text>`;
}

/** Rounds coordinates so documents stay short and stable. */
export const r = (n: number) => Math.round(n * 10) / 10;

// ---------- colours ----------

const toRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Blends `a` toward `b` by t (0..1). */
export const mix = (a: string, b: string, t: number) => {
  const [ra, ga, ba] = toRgb(a);
  const [rb, gb, bb] = toRgb(b);
  return toHex([ra + (rb - ra) * t, ga + (gb - ga) * t, ba + (bb - ba) * t]);
};
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

export function linear(id: string, stops: [number, string, number?][], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('')}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, rr = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${rr}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('')}</radialGradient>`;
}

// ---------- randomness ----------

/** A deterministic generator (mulberry32): the same seed draws the same picture and data every time. */
export function rng(seed: number | string): () => number {
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A regular hexagon's points (flat sides left and right), centred on (cx, cy). */
export function hexPoints(cx: number, cy: number, size: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${r(cx + size * Math.cos(a))},${r(cy + size * Math.sin(a))}`;
  }).join(' ');
}
