// Issue 20 (14, 13): a web client hosted on another origin listed in CORS_ORIGINS calls the shop's API from
// the browser as the original web client does (form data, Accept-Language), reads the answer and the
// refusal's kind, and shows the answer's images; a page on an origin not listed cannot read the API.
import { expect, test, type Page } from './support/test';
import { corsPageOrigin, servePage } from './support/corsPage';
import { freePort } from './support/port';

interface Called {
  status: number;
  body: { status: boolean; msg: string; data: { products?: { main_image: string }[] } | null };
  refusal: string | null;
}

/** Calls the shop's API from the page, as a script of that page: a cross-origin request made by the browser. */
function callFromPage(page: Page, url: string, init: { fields?: Record<string, string>; json?: Record<string, string>; lang: string }) {
  return page.evaluate(
    async ({ url, fields, json, lang }) => {
      const body = json ? JSON.stringify(json) : new FormData();
      if (fields && body instanceof FormData) for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const headers: Record<string, string> = { 'Accept-Language': lang };
      if (json) headers['Content-Type'] = 'application/json';
      try {
        const res = await fetch(url, { method: 'POST', body, headers });
        return { status: res.status, body: await res.json(), refusal: res.headers.get('X-Refusal') } as Called;
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { url, ...init },
  );
}

/** Loads an image into the page; its natural width, or -1 when the browser refused it. */
const imageWidth = (page: Page, src: string) =>
  page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = src;
      }),
    src,
  );

const guest = { auth_key: '663c80d0af3d373895922158844jb768', user_id: '0' };

test('a page on a listed origin calls the API with form data and Accept-Language, and shows its images', async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = corsPageOrigin(Number(new URL(baseURL!).port), testInfo.parallelIndex);
  const other = await servePage(origin);
  try {
    await page.goto(`${origin}/`);
    const home = await callFromPage(page, `${baseURL}/api/home/home.php`, { fields: guest, lang: 'ar' });
    expect(home).toMatchObject({ status: 200, body: { status: true, msg: 'تمت العملية بنجاح' } });
    const products = (home as Called).body.data!.products!;
    expect(products.length).toBeGreaterThan(0);

    // The answer's image URLs are absolute, and the shop lets other origins show them.
    expect(products[0]!.main_image.startsWith(`${baseURL}/media/`)).toBe(true);
    expect(await imageWidth(page, products[0]!.main_image)).toBeGreaterThan(0);

    // A call the browser sends a preflight for (JSON) is let through too.
    const json = await callFromPage(page, `${baseURL}/api/products/search_filter.php`, {
      json: { ...guest, search_with: 'keyword', keyword: 'honey' },
      lang: 'en',
    });
    expect(json).toMatchObject({ status: 200, body: { status: true } });

    // A refusal is an answer (HTTP 200), and its kind can be read from here.
    const refused = await callFromPage(page, `${baseURL}/api/cart/cart_list.php`, { fields: guest, lang: 'en' });
    expect(refused).toEqual({ status: 200, body: { status: false, msg: 'wrong key', data: null }, refusal: 'wrong-key' });
  } finally {
    await other.close();
  }
});

test('a page on an origin not listed cannot read the API', async ({ page, baseURL }) => {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const stranger = await servePage(origin);
  try {
    await page.goto(`${origin}/`);
    const answer = await callFromPage(page, `${baseURL}/api/home/home.php`, { fields: guest, lang: 'en' });
    expect(answer).toMatchObject({ blocked: expect.stringMatching(/Failed to fetch/) });
  } finally {
    await stranger.close();
  }
});
