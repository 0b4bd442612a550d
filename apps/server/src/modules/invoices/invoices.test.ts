// Tax invoices and credit notes: when each is issued (card or wallet paid, cash delivered; cancelled after
// payment, return approved), one sequence per kind without gaps even when orders are delivered at once,
// who may read them, and the PDF's text in both languages (read back with pdftotext).
import { execFileSync } from 'node:child_process';
import {
  adminOrderMoveCall,
  adminReturnDecideCall,
  adminReturnsListCall,
  adminTaxDocumentPdfCall,
  adminTaxDocumentsCall,
  cancelOrderCall,
  ordersListCall,
  payNowCall,
  paymentStatusCall,
  returnItemCall,
  saveBusinessProfileCall,
  taxDocumentPdfCall,
  taxDocumentsCall,
  type Call,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { regions, returnReasons, storeSettings, taxDocuments } from '../../db/schema';
import { call, type CallFields } from '../../test/app';
import { creditWallet, fillCart, payOnSandbox } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { adminSuite } from '../../test/fixtures/admin';

// The e-mails carrying these documents are orders/mail.test.ts's; here their jobs never run.
const w = adminSuite({ JOB_POLL_MS: 0 });
let region: typeof regions.$inferSelect;
beforeAll(async () => {
  region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
});

const admin = <C extends Call>(c: C, fields: CallFields<C>) => call(w.t.app, c, { ...w.admin.auth, ...fields });

interface Doc {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string;
  total: number;
}
const documents = async (s: Shopper, orderId: number) => (await s.call(taxDocumentsCall, { order_id: orderId })).body.data as Doc[];

/**
 * A shopper's order of one product (100 AED × 2, delivery 25 AED): cash, card (paid on the sandbox page) or wallet;
 * with `business`, placed as the shopper's business profile (a B2B sale).
 */
async function order(pay: 'cash' | 'card' | 'wallet', { business = false } = {}) {
  const s = await shopper(w.t.app, w.t.db, 'Mariam Al Hashemi');
  const home = await address(w.t.db, s.id, region);
  if (business) {
    const profile = { company_name: 'Al Noor Trading L.L.C.', trn: '100 2003 0040 0005', emirate: region.emirateId, region: region.id };
    expect((await s.call(saveBusinessProfileCall, { ...profile, address: 'Office 804, Al Noor Tower' })).body.status).toBe(true);
  }
  const p = await product(w.t.db, { nameEn: 'Sidr honey 500 g', nameAr: 'عسل سدر 500 غ', listPrice: 10000, salePrice: 10000, stock: 10 });
  await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 2 }]);
  if (pay === 'wallet') await creditWallet(w.t.db, s.id, 50_000);
  const paid = await s.call(payNowCall, {
    address_id: home.id,
    wallet: pay === 'wallet' ? 1 : 0,
    payment_method: pay === 'cash' ? 1 : 2,
    payment_method_type: pay === 'card' ? 'Visa' : undefined,
    business: business ? 1 : undefined,
  });
  expect(paid.body.status).toBe(true);
  const orderId: number = paid.body.data.order_id;
  if (pay === 'card') {
    const paymentId = await payOnSandbox(w.t.app, paid.body.data.Data!.InvoiceId);
    expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(1);
  }
  return { s, orderId };
}

const move = async (orderId: number, ...actions: string[]) => {
  for (const action of actions) expect((await admin(adminOrderMoveCall, { order_id: orderId, action })).body.status).toBe(true);
};

/** The PDF of a document as its text, laid out as on the page. */
async function pdfText(theCall: Call, fields: Record<string, string | number>) {
  const response = await w.t.app.inject({
    method: 'POST',
    url: `/api${theCall.path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: response.rawPayload }).toString();
}

async function invoiceNumbers() {
  const rows = await w.t.db.select({ number: taxDocuments.number }).from(taxDocuments).where(eq(taxDocuments.kind, 'invoice'));
  return rows.map((r) => r.number).sort((a, b) => a - b);
}

describe('tax invoices', () => {
  it('a cash order is invoiced when it is delivered, not before', async () => {
    const { s, orderId } = await order('cash');
    await move(orderId, 'confirm', 'ship');
    expect(await documents(s, orderId)).toEqual([]);
    await move(orderId, 'deliver');
    const [invoice] = await documents(s, orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV-\d{6}$/), total: 225 });
  });

  it('a card order is invoiced when the payment is confirmed, a wallet order when it is placed', async () => {
    const card = await order('card');
    expect((await documents(card.s, card.orderId)).map((d) => d.kind)).toEqual(['invoice']);
    const wallet = await order('wallet');
    expect((await documents(wallet.s, wallet.orderId)).map((d) => d.kind)).toEqual(['invoice']);
  });

  it('numbers orders delivered at the same moment one after another, without a gap or a repeat', async () => {
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await order('cash'));
    await Promise.all(orders.map((o) => move(o.orderId, 'confirm', 'ship')));
    await Promise.all(orders.map((o) => move(o.orderId, 'deliver')));
    const numbers = await invoiceNumbers();
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const mine = await Promise.all(orders.map(async (o) => (await documents(o.s, o.orderId))[0]!.number));
    expect(new Set(mine).size).toBe(8);
  });

  it('prints the invoice in English and Arabic with the supplier, TRN, lines, VAT and total', async () => {
    const { s, orderId } = await order('cash');
    await move(orderId, 'confirm', 'ship', 'deliver');
    const [invoice] = await documents(s, orderId);
    const text = await pdfText(taxDocumentPdfCall, { ...s.auth, document_id: invoice!.id });
    for (const words of [
      'Tax Invoice',
      'فاتورة ضريبية',
      invoice!.number,
      'Souq Al Asal General Trading L.L.C.',
      'TRN: 100123456700003',
      'Sidr honey 500 g',
      'عسل سدر',
      'VAT 5%',
      '225.00', // total: 2 × 100 + 25 delivery
      '10.71', // VAT contained in 225
      'Mariam Al Hashemi',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('carries the cash-on-delivery fee as its own line, inside the total and the VAT', async () => {
    await w.t.db.insert(storeSettings).values({ key: 'cod_fee', value: 1050 });
    try {
      const { s, orderId } = await order('cash');
      await move(orderId, 'confirm', 'ship', 'deliver');
      const [invoice] = await documents(s, orderId);
      expect(invoice!.total).toBe(235.5);
      const text = await pdfText(taxDocumentPdfCall, { ...s.auth, document_id: invoice!.id });
      expect(text).toMatch(/Cash on delivery fee.*10\.50/);
      expect(text).toContain('235.50');
      expect(text).toContain('11.21'); // VAT contained in 235.50
    } finally {
      await w.t.db.delete(storeSettings).where(eq(storeSettings.key, 'cod_fee'));
    }
  });

  it('shows a customer only the documents of their own orders; the console sees all', async () => {
    const mine = await order('wallet');
    const [invoice] = await documents(mine.s, mine.orderId);
    const stranger = await shopper(w.t.app, w.t.db);
    expect((await stranger.call(taxDocumentsCall, { order_id: mine.orderId })).body).toMatchObject({
      status: false,
      msg: 'Order not found',
    });
    expect((await stranger.call(taxDocumentPdfCall, { document_id: invoice!.id })).body).toMatchObject({
      status: false,
      msg: 'Document not found',
    });
    expect((await admin(adminTaxDocumentsCall, { order_id: mine.orderId })).body.data).toEqual([invoice]);
    // Without an order, all of the customer's own documents and nobody else's.
    expect((await mine.s.call(taxDocumentsCall)).body.data).toEqual([invoice]);
    expect((await stranger.call(taxDocumentsCall)).body.data).toEqual([]);
    expect(await pdfText(adminTaxDocumentPdfCall, { ...w.admin.auth, document_id: invoice!.id })).toContain(invoice!.number);
  });

  it('refuses a document id that is not a number, naming the field', async () => {
    const { s } = await order('wallet');
    const answer = await s.call(taxDocumentPdfCall, { document_id: 'abc' });
    expect(answer.body).toMatchObject({ status: false, data: { field: 'document_id' } });
  });
});

describe('a B2B sale', () => {
  const buyer = ['Al Noor Trading L.L.C.', 'TRN: 100200300400005', 'Office 804, Al Noor Tower'];

  it('names the buyer company, its TRN and address on the invoice and on the credit note, in both languages', async () => {
    const { s, orderId } = await order('wallet', { business: true });
    expect((await s.call(cancelOrderCall, { order_id: orderId })).body.status).toBe(true);
    const [invoice, credit] = await documents(s, orderId);
    for (const doc of [invoice!, credit!]) {
      const text = await pdfText(taxDocumentPdfCall, { ...s.auth, document_id: doc.id });
      for (const words of [...buyer, region.nameEn, region.nameAr, 'Mariam Al Hashemi']) expect(text, doc.number).toContain(words);
      // The Arabic label and the number, once for the supplier and once for the buyer (pdftotext lays Arabic out in visual order).
      expect(text.match(/الرقم الضريبي/g), doc.number).toHaveLength(2);
      expect(text.match(/100200300400005/g), doc.number).toHaveLength(2);
    }
  });

  it('a consumer sale names no buyer TRN', async () => {
    const { s, orderId } = await order('wallet');
    const [invoice] = await documents(s, orderId);
    const text = await pdfText(taxDocumentPdfCall, { ...s.auth, document_id: invoice!.id });
    expect(text.match(/TRN:/g)).toHaveLength(1); // the supplier's
    expect(text).not.toContain('Al Noor');
  });
});

describe('credit notes', () => {
  it('an order cancelled after it was paid is credited in full against its invoice', async () => {
    const { s, orderId } = await order('wallet');
    expect((await s.call(cancelOrderCall, { order_id: orderId })).body.status).toBe(true);
    const [invoice, credit] = await documents(s, orderId);
    expect(credit).toMatchObject({ kind: 'credit_note', number: expect.stringMatching(/^CN-\d{6}$/), total: invoice!.total });
    const text = await pdfText(taxDocumentPdfCall, { ...s.auth, document_id: credit!.id });
    for (const words of ['Tax Credit Note', 'إشعار دائن ضريبي', `Refers to tax invoice ${invoice!.number}`, 'Order cancelled'])
      expect(text).toContain(words);
  });

  it('an unpaid cash order cancelled has nothing to credit', async () => {
    const { s, orderId } = await order('cash');
    expect((await s.call(cancelOrderCall, { order_id: orderId })).body.status).toBe(true);
    expect(await documents(s, orderId)).toEqual([]);
  });

  it('an approved return is credited for the amount refunded', async () => {
    const { s, orderId } = await order('cash');
    await move(orderId, 'confirm', 'ship', 'deliver');
    const [row] = (await s.call(ordersListCall)).body.data.filter((r: { order_id: number }) => r.order_id === orderId);
    const [reason] = await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, false)).limit(1);
    expect(
      (await s.call(returnItemCall, { order_item_id: row!.order_item_id, reason_id: reason!.id, description: 'Changed my mind' })).body
        .status,
    ).toBe(true);
    const returns = (await admin(adminReturnsListCall, { state: 'pending', offset: 0 })).body.data;
    const pending = (returns.rows ?? returns).find((r: { order_id: number }) => r.order_id === orderId);
    const decided = await admin(adminReturnDecideCall, { return_id: pending!.id, decision: 'approve' });
    expect(decided.body.status).toBe(true);
    const [, credit] = await documents(s, orderId);
    // Not the product's fault: the goods come back, the delivery does not.
    expect(credit).toMatchObject({ kind: 'credit_note', total: 200 });
  });
});
