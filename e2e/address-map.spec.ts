// Issue 6: the delivery location picked on a map, in English on the desktop and Arabic on the phone (flowIn), against the real
// server and its Content-Security-Policy. The shared server has no internet: OpenStreetMap's tiles are
// answered with a drawn PNG (support/map.ts). The demo customer gets an address of this run's own name, removed at the end.
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { LANGS, setLanguage, signIn, flowIn } from './helpers';
import { ADDRESS_FORM } from './support/addressForm';
import { answerMapTiles, pickOnMap } from './support/map';

const words = {
  en: {
    ...ADDRESS_FORM.en,
    addAddress: 'Add address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    locationName: 'Location name (optional)',
    pin: 'Delivery location',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    useMyLocation: 'Use my location',
    locationRequired: 'You should specify the location',
    edit: (name: string) => `Edit ${name}`,
    close: 'Close',
    comma: ', ',
  },
  ar: {
    ...ADDRESS_FORM.ar,
    addAddress: 'إضافة عنوان',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    locationName: 'اسم الموقع (اختياري)',
    pin: 'موقع التوصيل',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    useMyLocation: 'استخدم موقعي',
    locationRequired: 'يجب تحديد الموقع',
    edit: (name: string) => `تعديل ${name}`,
    close: 'إغلاق',
    comma: '، ',
  },
} as const;

interface Address {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  location_name: string;
}

/** The centre of a box, for comparing where the pin's tip and the map's middle are. */
async function middle(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** The pin's tip (its image is anchored at the bottom middle) is in the middle of the map. */
async function expectPinInMiddle(map: Locator, pin: Locator) {
  await expect(async () => {
    const m = await middle(map);
    const p = await middle(pin);
    expect(Math.abs(p.x - m.x)).toBeLessThan(3);
    expect(Math.abs(p.box.y + p.box.height - m.y)).toBeLessThan(3);
  }).toPass({ timeout: 5_000 });
}

const coordinates = async (dialog: Locator, w: (typeof words)[keyof typeof words]) => ({
  latitude: await dialog.getByLabel(w.latitude).inputValue(),
  longitude: await dialog.getByLabel(w.longitude).inputValue(),
});

async function shot(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots/map', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/map/${name}.png` });
}

for (const lang of LANGS) {
  test(
    `picks the delivery location on the map, with the tiles the CSP allows (${lang})`,
    flowIn(lang),
    async ({ page, isMobile }, info) => {
      const w = words[lang];
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      const tiles = await answerMapTiles(page);
      await page.context().grantPermissions(['geolocation']);
      // Abu Dhabi's corniche: "use my location" should carry the pin there from Dubai.
      await page.context().setGeolocation({ latitude: 24.4764, longitude: 54.3215 });
      await setLanguage(page, lang);
      const session = await signIn(page, { device: `playwright-map-${info.project.name}-${lang}` });

      await page.goto('/myprofile/addresses');
      await page.getByRole('button', { name: w.addAddress }).click();
      const dialog = page.getByRole('dialog', { name: w.newAddress });
      const name = `Map ${lang} ${info.project.name} ${Date.now()}`;
      await dialog.getByLabel(w.addressName).fill(name);
      await dialog.getByLabel(w.phone).fill('0501112233');
      await dialog.getByLabel(w.address, { exact: true }).fill('Office 4, Tower 2');
      await dialog.getByLabel(w.emirate).selectOption({ label: w.dubai });
      await expect(dialog.getByLabel(w.region)).toBeEnabled();
      await dialog.getByLabel(w.region).selectOption({ index: 1 });
      const region = (await dialog.getByLabel(w.region).locator('option:checked').textContent())!;
      // No point chosen yet: the spec's message.
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      await expect(dialog.getByText(w.locationRequired)).toBeVisible();

      // The map: its tiles load under the CSP, it is not mirrored, and its controls sit at the reading end.
      const map = dialog.getByRole('application', { name: w.map });
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('dir', 'ltr');
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      expect(tiles()).toBeGreaterThan(0);
      const pin = map.getByRole('img', { name: w.pin });
      await expect(pin).toHaveCount(0);
      const mapBox = await middle(map);
      for (const label of [w.zoomIn, w.zoomOut]) {
        const button = await middle(dialog.getByRole('button', { name: label }));
        expect(button.box.width).toBeGreaterThanOrEqual(44);
        expect(button.box.height).toBeGreaterThanOrEqual(44);
        expect(lang === 'ar' ? button.x < mapBox.x : button.x > mapBox.x).toBe(true);
      }
      const credit = await middle(map.locator('.leaflet-control-attribution'));
      await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
      // Its links open beside the form, which keeps what was typed.
      await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('target', '_blank');
      expect(lang === 'ar' ? credit.x < mapBox.x : credit.x > mapBox.x).toBe(true);

      // A click (a tap on phones) sets the coordinates, shows the pin and names the place.
      await pickOnMap(map, isMobile, 0.3, 0.6);
      await expect(dialog.getByLabel(w.latitude)).toHaveValue(/^2[45]\.\d{1,5}$/);
      await expect(dialog.getByLabel(w.longitude)).toHaveValue(/^5[45]\.\d{1,5}$/);
      const first = await coordinates(dialog, w);
      // The view was on Dubai (the chosen emirate), a city's width across.
      expect(Math.abs(Number(first.latitude) - 25.2048)).toBeLessThan(0.2);
      expect(Math.abs(Number(first.longitude) - 55.2708)).toBeLessThan(0.3);
      await expect(pin).toBeVisible();
      await expect(pin).toHaveJSProperty('complete', true);
      expect(await pin.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(dialog.getByLabel(w.locationName)).toHaveValue(`${region}${w.comma}${w.dubai}`);
      await expect(dialog.getByText(w.locationRequired)).toHaveCount(0);
      await shot(page, `address-map-${info.project.name}-${lang}`);

      // Typed coordinates move the pin, and the view follows it.
      await dialog.getByLabel(w.latitude).fill('25.2');
      await dialog.getByLabel(w.longitude).fill('55.28');
      await expectPinInMiddle(map, pin);

      // "Use my location" carries the pin to the browser's position.
      await dialog.getByRole('button', { name: w.useMyLocation }).click();
      await expect(dialog.getByLabel(w.latitude)).toHaveValue('24.4764');
      await expect(dialog.getByLabel(w.longitude)).toHaveValue('54.3215');
      await expectPinInMiddle(map, pin);
      // The customer's own location name stays.
      await dialog.getByLabel(w.locationName).fill('Blue gate');

      // By keyboard: the map is next after the address, shows its focus ring; arrows move it and Enter
      // puts the pin in the middle, east of where it was after moving right.
      await dialog.getByLabel(w.address, { exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(map).toBeFocused();
      expect(await map.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      // Again until it takes: a pan made while the last zoom is still animating ends where the zoom does.
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        expect(Number((await coordinates(dialog, w)).longitude)).toBeGreaterThan(54.3215);
      }).toPass({ timeout: 10_000 });
      if (!isMobile) await shot(page, `address-map-keyboard-${lang}`);

      // Dragging the pin down and to the right moves the point south-east. Again until it takes: while the last
      // pan still animates, the pin is not yet where it was measured, and the drag moves the map instead.
      const before = await coordinates(dialog, w);
      await expect(async () => {
        const tip = await middle(pin);
        await page.mouse.move(tip.x, tip.y);
        await page.mouse.down();
        await page.mouse.move(tip.x + 60, tip.y + 40, { steps: 8 });
        await page.mouse.up();
        const after = await coordinates(dialog, w);
        expect(Number(after.longitude)).toBeGreaterThan(Number(before.longitude));
        expect(Number(after.latitude)).toBeLessThan(Number(before.latitude));
      }).toPass({ timeout: 10_000 });

      // The last pick is a click again; it is what gets saved.
      await pickOnMap(map, isMobile, 0.65, 0.35);
      await expect.poll(async () => (await coordinates(dialog, w)).latitude).not.toBe('24.4764');
      const chosen = await coordinates(dialog, w);
      expect(chosen).not.toEqual(first);
      await expect(dialog.getByLabel(w.locationName)).toHaveValue('Blue gate');
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      await expect(dialog).toBeHidden();

      // The saved address carries the chosen point: in its edit form (pin included) and in the API's list.
      await page.getByRole('button', { name: w.edit(name) }).click();
      const edit = page.getByRole('dialog', { name: w.editAddress });
      await expect(edit.getByLabel(w.latitude)).toHaveValue(chosen.latitude);
      await expect(edit.getByLabel(w.longitude)).toHaveValue(chosen.longitude);
      await expect(edit.getByLabel(w.locationName)).toHaveValue('Blue gate');
      const editMap = edit.getByRole('application', { name: w.map });
      await editMap.scrollIntoViewIfNeeded();
      await expectPinInMiddle(editMap, editMap.getByRole('img', { name: w.pin }));
      await edit.getByRole('button', { name: w.close }).click();

      const auth = { auth_key: session.auth_key, user_id: String(session.id) };
      const list = (await (await page.request.post('/api/profile/addresses/list.php', { form: auth })).json()) as { data: Address[] };
      const saved = list.data.find((a) => a.name === name)!;
      expect(saved).toMatchObject({ latitude: Number(chosen.latitude), longitude: Number(chosen.longitude), location_name: 'Blue gate' });
      const removed = await page.request.post('/api/profile/addresses/delete.php', { form: { ...auth, id: String(saved.id) } });
      expect(((await removed.json()) as { status: boolean }).status).toBe(true);

      expect(violations).toEqual([]);
    },
  );
}
