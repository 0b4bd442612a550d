// Proves the journey setup (server, data folder, Chromium) until the shell journeys exist.
import { expect, test } from '@playwright/test';

test('the server answers the storefront and the API', async ({ page, request }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  const api = await request.post('/api/home/home.php', { form: { auth_key: 'guest', user_id: '0' } });
  expect(await api.json()).toMatchObject({ status: true });
});
