// GET /api/docs: the OpenAPI document generated from the contract lists every call the server registered,
// with its form fields (and the session fields where the call needs a session) and its answer's data.
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../test/fixtures/suite';

const t = suiteApp({}, { PUBLIC_URL: 'https://shop.example' });

interface Operation {
  post: {
    description: string;
    requestBody: {
      content: Record<string, { schema: { properties: Record<string, { type?: string; enum?: string[] }>; required?: string[] } }>;
    };
    responses: Record<
      string,
      { content?: { 'application/json': { schema: { properties: { data: { properties?: Record<string, unknown> } } } } } }
    >;
  };
}

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document of every registered call, POST with form fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; servers: { url: string }[]; paths: Record<string, Operation> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://shop.example/api' }]);
    expect(Object.keys(doc.paths).sort()).toEqual(t.app.calls.map((c) => c.path).sort());
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);

    const payNow = doc.paths['/cart/pay_now.php']!.post;
    const form = payNow.requestBody.content['application/x-www-form-urlencoded']!.schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['auth_key', 'user_id', 'address_id', 'pickup_branch_id', 'wallet', 'payment_method', 'payment_method_type']),
    );
    // address_id is needed only without pickup_branch_id, which the schema's own check says.
    expect(form.required).toEqual(['auth_key', 'user_id']);
    const details = doc.paths['/orders/order_details.php']!.post.requestBody.content['application/x-www-form-urlencoded']!.schema;
    expect(details.required).toEqual(expect.arrayContaining(['auth_key', 'user_id', 'order_id']));
    expect(payNow.requestBody.content['multipart/form-data']).toBeDefined();
    expect(payNow.description).toMatch(/signed-in customer/);
    const data = payNow.responses['200']!.content!['application/json'].schema.properties.data;
    expect(Object.keys(data.properties!)).toEqual(expect.arrayContaining(['order_id', 'card_amount', 'IsSuccess', 'Data']));

    // The auth group carries no session fields.
    const login = doc.paths['/login.php']!.post.requestBody.content['application/x-www-form-urlencoded']!.schema;
    expect(login.properties).not.toHaveProperty('auth_key');
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    // Enumerations come through as such.
    const methods = doc.paths['/cart/payment_methods.php']!.post.responses['200']!.content!['application/json'].schema.properties.data;
    expect(methods.properties!.wallets).toEqual({ type: 'array', items: { type: 'string', enum: ['ApplePay', 'GooglePay'] } });
  });
});
