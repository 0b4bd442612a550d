// Home slider banners (1024 x 400): the product on a soft background, and no words. The title, subtitle
// and button are text the shop lays over the picture's empty side (its start side: left in English,
// right in Arabic), so the Arabic picture is the English one mirrored.
import { placedPack, type PackLabel, type PackSpec } from './packs';
import { darken, lighten, part, radial, svgDocument } from './svg';

export interface BannerArt {
  pack: PackSpec;
  label: PackLabel;
  /** Background colour of the banner. */
  background: string;
}

export const BANNER_WIDTH = 1024;
export const BANNER_HEIGHT = 400;

export function bannerSvg(b: BannerArt, lang: 'en' | 'ar', id: string): string {
  const rtl = lang === 'ar';
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const packX = rtl ? 250 : W - 250;
  const pack = placedPack(b.pack, b.label, `${id}pk`, { cx: packX, baseY: H - 26, maxW: 360, maxH: 330 });
  return svgDocument(
    { width: W, height: H },
    part(
      `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
        `<circle cx="${packX}" cy="${H / 2 + 10}" r="190" fill="#fff" opacity="0.35"/>` +
        `<circle cx="${packX + (rtl ? -150 : 150)}" cy="60" r="70" fill="#fff" opacity="0.18"/>` +
        `<circle cx="${rtl ? W - 30 : 30}" cy="${H - 20}" r="90" fill="${darken(b.background, 0.08)}" opacity="0.4"/>`,
      radial(
        `${id}bg`,
        [
          [0, lighten(b.background, 0.45)],
          [1, b.background],
        ],
        rtl ? 0.2 : 0.8,
        0.5,
        0.9,
      ),
    ),
    pack,
  );
}
