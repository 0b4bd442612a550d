// Issue 14.6: the full-screen gallery zooms a photo with two fingers, and back out, in English and Arabic
// (a double tap also toggles the zoom; its timing is not tried here). The pinch is real touch input sent through Chromium's DevTools protocol.
import type { CDPSession } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGS, setLanguage } from './helpers';

const openGallery = { en: /^Open the photos of /, ar: /^افتح صور / } as const;

type Point = { x: number; y: number };

/** Fingers on the screen, through one DevTools session (a touch sequence belongs to its session). */
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });

/** Two fingers that start `from` px apart around the centre of `box` and end `to` px apart. */
async function pinch(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }, from: number, to: number) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const fingers = (gap: number) => [
    { x: cx - gap / 2, y: cy },
    { x: cx + gap / 2, y: cy },
  ];
  await touch(cdp, 'touchStart', fingers(from));
  for (let step = 1; step <= 5; step++) await touch(cdp, 'touchMove', fingers(from + ((to - from) * step) / 5));
  await touch(cdp, 'touchEnd', []);
}

const scaleOf = (transform: string) => {
  const m = /matrix\(([-\d.e]+),/.exec(transform);
  return m ? Number(m[1]) : 1;
};

for (const lang of LANGS) {
  test(`${lang}: two fingers zoom a photo of the full-screen gallery, closing them zooms back out`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await setLanguage(page, lang);
    await page.goto('/Details/1');
    await page.getByRole('button', { name: openGallery[lang] }).click();
    const dialog = page.getByRole('dialog');
    const photo = dialog.getByRole('group').first().getByRole('img');
    await expect(photo).toBeVisible();
    const box = (await photo.boundingBox())!;

    await pinch(cdp, box, 60, 180);
    await expect.poll(async () => scaleOf(await photo.evaluate((img) => getComputedStyle(img).transform))).toBeGreaterThan(2);
    await expect(dialog).toBeVisible();

    // Fingers closing bring the photo back to its size.
    await pinch(cdp, box, 180, 40);
    await expect.poll(async () => photo.evaluate((img) => getComputedStyle(img).transform)).toBe('none');
  });
}
