// Home slider banners (1024 x 400): a headline and a button beside the product. The Arabic banner is
// its own picture: Arabic text, and the layout mirrored for right-to-left reading.
import { placedPack, type PackLabel, type PackSpec } from './packs';
import { FONT_ARABIC_DISPLAY, FONT_SANS, FONT_SERIF, darken, lighten, linear, part, radial, svgDocument, text } from './svg';

export interface BannerText {
  eyebrow: string;
  title: string;
  subtitle: string;
  cta: string;
}

export interface BannerArt {
  pack: PackSpec;
  label: PackLabel;
  /** Background colour of the banner. */
  background: string;
  en: BannerText;
  ar: BannerText;
}

export const BANNER_WIDTH = 1024;
export const BANNER_HEIGHT = 400;

export function bannerSvg(b: BannerArt, lang: 'en' | 'ar', id: string): string {
  const rtl = lang === 'ar';
  const t = b[lang];
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const textX = rtl ? W - 64 : 64;
  const packX = rtl ? 250 : W - 250;
  // Arabic text is laid out right to left, where 'start' is its right edge.
  const anchor = 'start';
  const dark = darken(b.background, 0.72);
  const headFont = rtl ? FONT_ARABIC_DISPLAY : FONT_SERIF;
  const bodyFont = rtl ? FONT_ARABIC_DISPLAY : FONT_SANS;
  const titleLines = t.title.split('\n');
  const ctaW = Math.max(170, t.cta.length * (rtl ? 17 : 15) + 64);
  const ctaX = rtl ? textX - ctaW : textX;
  const pack = placedPack(b.pack, b.label, `${id}pk`, { cx: packX, baseY: H - 26, maxW: 360, maxH: 330 });
  return svgDocument(
    { width: W, height: H },
    part(
      `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
        `<circle cx="${packX}" cy="${H / 2 + 10}" r="190" fill="#fff" opacity="0.35"/>` +
        `<circle cx="${packX + (rtl ? -150 : 150)}" cy="60" r="70" fill="#fff" opacity="0.18"/>` +
        `<circle cx="${rtl ? W - 30 : 30}" cy="${H - 20}" r="90" fill="${darken(b.background, 0.08)}" opacity="0.4"/>`,
      radial(`${id}bg`, [[0, lighten(b.background, 0.45)], [1, b.background]], rtl ? 0.2 : 0.8, 0.5, 0.9),
    ),
    pack,
    part(
      text(t.eyebrow, { x: textX, y: 88, size: 20, fill: darken(b.background, 0.5), family: bodyFont, weight: 700, anchor, rtl, spacing: rtl ? 0 : 3 }) +
        titleLines
          .map((line, i) => text(line, { x: textX, y: 150 + i * 56, size: 48, maxWidth: 520, fill: dark, family: headFont, weight: 700, anchor, rtl }))
          .join('') +
        text(t.subtitle, { x: textX, y: 150 + titleLines.length * 56 + 6, size: 22, maxWidth: 520, fill: darken(b.background, 0.6), family: bodyFont, anchor, rtl }) +
        `<rect x="${ctaX}" y="${H - 96}" width="${ctaW}" height="54" rx="27" fill="url(#${id}cta)"/>` +
        text(t.cta, { x: ctaX + ctaW / 2, y: H - 62, size: 22, fill: '#fffaf0', family: bodyFont, weight: 700 }),
      linear(`${id}cta`, [[0, '#4a2f17'], [1, '#6b4324']]),
    ),
  );
}
