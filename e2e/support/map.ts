// The delivery map in journeys: the shared server has no internet, so OpenStreetMap's tiles are answered here
// with a drawn PNG, and a point is picked by a click (a tap on phones) on the map.
import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';

/** A plain 256 px map tile: sand with two white streets, drawn as SVG and turned into a PNG. */
const tilePng = sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#efe6d2"/>' +
      '<path d="M0 128H256M128 0V256" stroke="#fff" stroke-width="10"/><rect x=".5" y=".5" width="255" height="255" fill="none" stroke="#d9ccb0"/></svg>',
  ),
)
  .png()
  .toBuffer();

/** Answers the page's tile requests with the drawn tile; returns how many were asked for so far. */
export async function answerMapTiles(page: Page): Promise<() => number> {
  let tiles = 0;
  const tile = await tilePng;
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles++;
    return route.fulfill({ contentType: 'image/png', body: tile });
  });
  return () => tiles;
}

/** Clicks (a tap on phones) at a share of the map's width and height. */
export async function pickOnMap(map: Locator, isMobile: boolean, x: number, y: number) {
  const box = (await map.boundingBox())!;
  const position = { x: box.width * x, y: box.height * y };
  if (isMobile) await map.tap({ position });
  else await map.click({ position });
}
