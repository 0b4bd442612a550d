// Sending tax documents through the ASP, against a local server that speaks Storecove's
// documented API (POST /api/v2/document_submissions, GET …/{guid}/evidence/sending): a business buyer's invoice
// and credit note sent once each from the job queue as base64 UBL that passes the shop's check, the guid and the
// evidence stored (sent, then accepted), a 422 rejected with its reason, a 5xx or a timeout retried by the queue,
// a consumer's document kept ready until the setting is on, nothing sent without an API key or when the shop's
// own check fails, and the console's calls (state per document, send again) refused to customers and guests.
import { randomUUID } from 'node:crypto';
import {
  adminEInvoiceSendCall,
  adminEInvoiceStatusCall,
  adminTaxDocumentXmlCall,
  cancelOrderCall,
  payNowCall,
  saveBusinessProfileCall,
  type Call,
} from '@shop/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { einvoiceSubmissions, jobs, regions, storeSettings, taxDocuments, users } from '../../db/schema';
import { loadConfig } from '../../config';
import { einvoiceProviderFor } from '../../integrations/einvoice';
import { call, invalidData, type CallFields } from '../../test/app';
import { adminWorld, auditOf, type AdminWorld } from '../../test/fixtures/admin';
import { creditWallet, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';
import { LocalProviderServer } from '../../test/providerServer';
import { EINVOICE_B2C_KEY, einvoiceSendJob, einvoiceStatuses } from './einvoice';
import { checkUbl } from './ubl-check';

const API_KEY = 'storecove-api-key';
const LEGAL_ENTITY_ID = 4321;
// Long enough that only the fake's late answer outlasts it on a loaded CI host.
const TIMEOUT_MS = 1_500;
const BUYER_TRN = '100200300400005';

type Mode = 'ok' | 'reject' | 'down' | 'slow';
interface Submission {
  legalEntityId: number;
  idempotencyGuid: string;
  routing: { eIdentifiers?: { scheme: string; id: string }[]; emails?: string[] };
  document: { documentType: string; rawDocumentData: { document: string; parse: boolean; parseStrategy: string } };
}

/** A stand-in for Storecove's API v2 on 127.0.0.1, answering with the documented shapes. */
class FakeStorecove extends LocalProviderServer {
  submissions: Submission[] = [];
  /** How the next submissions are answered, in turn; then 'ok'. */
  next: Mode[] = [];
  /** Submissions delivered: their evidence is there; the others' evidence is 404. */
  delivered = new Set<string>();
  private taken = new Map<string, string>();

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (code: number, json: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== `Bearer ${API_KEY}`) return send(401, [{ source: 'authorization', details: 'Unauthorized' }]);
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/api/v2/document_submissions') {
      const body = JSON.parse(raw) as Submission;
      this.submissions.push(body);
      const mode = this.next.shift() ?? 'ok';
      if (mode === 'down') return send(503, { message: 'Service unavailable' });
      // An answer that comes too late: the request never got through (the retry is not a duplicate).
      if (mode === 'slow') return setTimeout(() => send(503, { message: 'late' }), TIMEOUT_MS + 200);
      if (mode === 'reject')
        return send(422, [{ source: 'routing.eIdentifiers', details: 'Receiver 0235:1002003004 not found on the Peppol network' }]);
      // As documented: a repeated idempotencyGuid is refused.
      if (this.taken.has(body.idempotencyGuid)) return send(422, [{ source: 'idempotencyGuid', details: 'already submitted' }]);
      const guid = randomUUID();
      this.taken.set(body.idempotencyGuid, guid);
      return send(200, { guid });
    }
    const evidence = /^\/api\/v2\/document_submissions\/([\w-]+)\/evidence\/sending$/.exec(url);
    if (req.method === 'GET' && evidence) {
      if (!this.delivered.has(evidence[1]!)) return send(404, { message: 'Not Found' });
      return send(200, {
        network: 'peppol',
        sender: '0235:1001234567',
        receiver: '0235:1002003004',
        evidence: { transmission_id: 'tx-0001', receiving_accesspoint: 'CN=PAE000123', timestamp: '2026-12-07 10:00:00' },
        documents: [],
      });
    }
    return send(404, { message: 'Not Found' });
  }
}

const fake = new FakeStorecove();
let w: AdminWorld;
let region: typeof regions.$inferSelect;
beforeAll(async () => {
  await fake.start();
  w = await adminWorld({
    JOB_POLL_MS: 0,
    STORECOVE_API_KEY: API_KEY,
    STORECOVE_LEGAL_ENTITY_ID: LEGAL_ENTITY_ID,
    STORECOVE_BASE_URL: fake.url,
    EINVOICE_TIMEOUT_MS: TIMEOUT_MS,
  });
  region = (await w.t.db.select().from(regions).limit(1))[0]!;
});
afterAll(async () => {
  await w.t.close();
  await fake.stop();
});
beforeEach(async () => {
  fake.submissions = [];
  fake.next = [];
  await w.t.db.delete(jobs);
});

const admin = <C extends Call>(c: C, fields: CallFields<C>) => call(w.t.app, c, { ...w.admin.auth, ...fields });

/** Runs the e-invoice jobs that are waiting, now (retries included); the other jobs (mails) are dropped. */
async function runJobs() {
  await w.t.db.delete(jobs).where(notInArray(jobs.kind, ['einvoice_send', 'einvoice_status']));
  await w.t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.state, 'waiting'));
  await w.t.app.jobs.kick();
}

const waitingJobs = async (kind: string) =>
  (
    await w.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.state, 'waiting')))
  ).length;

/** A wallet-paid order (invoiced when placed), as a business with its TRN when `business`. */
async function paidOrder({ business }: { business: boolean }) {
  const s = await shopper(w.t.app, w.t.db, 'Mariam Al Hashemi');
  const home = await address(w.t.db, s.id, region);
  if (business) {
    const profile = { company_name: 'Al Noor Trading L.L.C.', trn: BUYER_TRN, emirate: region.emirateId, region: region.id };
    expect((await s.call(saveBusinessProfileCall, { ...profile, address: 'Office 804, Al Noor Tower' })).body.status).toBe(true);
  }
  const p = await product(w.t.db, { nameEn: 'Sidr honey 500 g', nameAr: 'عسل سدر 500 غ', listPrice: 10000, salePrice: 10000, stock: 10 });
  await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 2 }]);
  await creditWallet(w.t.db, s.id, 50_000);
  const paid = await s.call(payNowCall, { address_id: home.id, wallet: 1, payment_method: 2, business: business ? 1 : undefined });
  expect(paid.body.status).toBe(true);
  const orderId: number = paid.body.data.order_id;
  const [invoice] = await w.t.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return { s, orderId, invoiceId: invoice!.id };
}

const submissionOf = async (documentId: number) =>
  (await w.t.db.select().from(einvoiceSubmissions).where(eq(einvoiceSubmissions.documentId, documentId)))[0]!;

const statusesOf = async (orderId: number) => (await admin(adminEInvoiceStatusCall, { order_id: orderId })).body.data;

const xmlOf = (s: Submission) => Buffer.from(s.document.rawDocumentData.document, 'base64').toString('utf8');

describe('sending e-invoices through Storecove', () => {
  it('a business invoice is sent once as base64 UBL passing the check; its guid is kept (sent), its evidence makes it accepted', async () => {
    const { orderId, invoiceId } = await paidOrder({ business: true });
    expect((await submissionOf(invoiceId)).state).toBe('ready');
    await runJobs();
    expect(fake.submissions).toHaveLength(1);
    const [sent] = fake.submissions;
    expect(sent).toMatchObject({
      legalEntityId: LEGAL_ENTITY_ID,
      routing: { eIdentifiers: [{ scheme: '0235', id: BUYER_TRN.slice(0, 10) }] },
      document: { documentType: 'invoice', rawDocumentData: { parse: true, parseStrategy: 'ubl' } },
    });
    expect(sent!.idempotencyGuid).toBe((await submissionOf(invoiceId)).idempotencyGuid);
    const xml = xmlOf(sent!);
    expect(xml).toContain('<Invoice');
    expect(checkUbl(xml, { b2b: true }).errors).toEqual([]);
    // The very XML the console downloads (one writer for both, xml.ts).
    expect((await admin(adminTaxDocumentXmlCall, { document_id: invoiceId })).body.data.xml).toBe(xml);
    const row = await submissionOf(invoiceId);
    expect(row).toMatchObject({ state: 'sent', provider: 'storecove', attempts: 1, reason: null });
    expect(row.providerGuid).toMatch(/^[\w-]{36}$/);

    // Not delivered yet: asked again later; delivered: accepted, with the evidence kept.
    await runJobs();
    expect((await submissionOf(invoiceId)).state).toBe('sent');
    expect(await waitingJobs('einvoice_status')).toBe(1);
    fake.delivered.add(row.providerGuid!);
    await runJobs();
    const accepted = await submissionOf(invoiceId);
    expect(accepted.state).toBe('accepted');
    expect(accepted.evidence).toMatchObject({ evidence: { transmission_id: 'tx-0001' } });
    expect(await waitingJobs('einvoice_status')).toBe(0);
    expect(fake.submissions).toHaveLength(1);
    expect(await statusesOf(orderId)).toEqual([
      { document_id: invoiceId, state: 'accepted', held: null, reason: null, sent_at: row.sentAt!.toISOString() },
    ]);
  });

  it("a credit note is sent too, as a UBL CreditNote, to the business's endpoint", async () => {
    const { s, orderId, invoiceId } = await paidOrder({ business: true });
    expect((await s.call(cancelOrderCall, { order_id: orderId })).body.status).toBe(true);
    await runJobs();
    expect(fake.submissions).toHaveLength(2);
    const creditNote = fake.submissions.map(xmlOf).find((xml) => xml.includes('<CreditNote'));
    expect(creditNote).toBeDefined();
    expect(checkUbl(creditNote!, { b2b: true }).errors).toEqual([]);
    const states = await statusesOf(orderId);
    expect(states.map((x: { document_id: number; state: string }) => x.state)).toEqual(['sent', 'sent']);
    expect(states[0]!.document_id).toBe(invoiceId);
  });

  it("Storecove's 422 rejects it with the reason; sent again from the console (audited) under a new idempotency guid", async () => {
    const { orderId, invoiceId } = await paidOrder({ business: true });
    fake.next = ['reject'];
    await runJobs();
    const rejected = await submissionOf(invoiceId);
    expect(rejected).toMatchObject({
      state: 'rejected',
      reason: 'routing.eIdentifiers: Receiver 0235:1002003004 not found on the Peppol network',
    });
    // A refusal is final: the job does not retry it.
    expect(await waitingJobs('einvoice_send')).toBe(0);
    expect((await statusesOf(orderId))[0]).toMatchObject({ state: 'rejected', reason: rejected.reason });

    const again = await admin(adminEInvoiceSendCall, { document_id: invoiceId });
    expect(again.body).toMatchObject({
      status: true,
      msg: 'The e-invoice is on its way to the provider',
      data: { state: 'ready', reason: null },
    });
    await runJobs();
    const sent = await submissionOf(invoiceId);
    expect(sent.state).toBe('sent');
    expect(fake.submissions).toHaveLength(2);
    expect(fake.submissions[1]!.idempotencyGuid).not.toBe(fake.submissions[0]!.idempotencyGuid);
    expect((await auditOf(w.t, 'tax_document', invoiceId)).map((a) => [a.action, a.actorUserId])).toEqual([['einvoice.send', w.admin.id]]);

    // Once sent it cannot be sent again.
    const twice = await admin(adminEInvoiceSendCall, { document_id: invoiceId });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.msg).toBe('This e-invoice is being sent or was sent already: it cannot be sent again');
  });

  it('a 5xx and then a timeout leave it failed and the queue retries it, under the same idempotency guid, until it is sent', async () => {
    const { orderId, invoiceId } = await paidOrder({ business: true });
    fake.next = ['down', 'slow'];
    await runJobs();
    expect(await submissionOf(invoiceId)).toMatchObject({ state: 'failed', reason: 'Storecove document_submissions answered HTTP 503' });
    expect((await statusesOf(orderId))[0]).toMatchObject({ state: 'failed' });
    const [job] = await w.t.db.select().from(jobs).where(eq(jobs.kind, 'einvoice_send'));
    expect(job).toMatchObject({ state: 'waiting', attempts: 1 });
    await runJobs();
    expect(await submissionOf(invoiceId)).toMatchObject({
      state: 'failed',
      reason: `Storecove document_submissions took longer than ${TIMEOUT_MS} ms`,
    });
    await runJobs();
    expect(await submissionOf(invoiceId)).toMatchObject({ state: 'sent', attempts: 3, reason: null });
    expect(fake.submissions).toHaveLength(3);
    expect(new Set(fake.submissions.map((x) => x.idempotencyGuid)).size).toBe(1);
  });

  it("a consumer's document stays ready, not sent, until the setting brings consumers in scope", async () => {
    const { s, orderId, invoiceId } = await paidOrder({ business: false });
    await runJobs();
    expect(fake.submissions).toHaveLength(0);
    expect(await statusesOf(orderId)).toEqual([{ document_id: invoiceId, state: 'ready', held: 'consumer', reason: null, sent_at: null }]);

    await w.t.db
      .insert(storeSettings)
      .values({ key: EINVOICE_B2C_KEY, value: true })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: true } });
    try {
      expect((await statusesOf(orderId))[0]).toMatchObject({ state: 'ready', held: null });
      expect((await admin(adminEInvoiceSendCall, { document_id: invoiceId })).body.status).toBe(true);
      await runJobs();
      expect(fake.submissions).toHaveLength(1);
      const [buyer] = await w.t.db.select({ email: users.email }).from(users).where(eq(users.id, s.id));
      expect(fake.submissions[0]!.routing).toEqual({ emails: [buyer!.email] });
      expect(checkUbl(xmlOf(fake.submissions[0]!), { b2b: false }).errors).toEqual([]);
      expect((await submissionOf(invoiceId)).state).toBe('sent');
    } finally {
      await w.t.db.delete(storeSettings).where(eq(storeSettings.key, EINVOICE_B2C_KEY));
    }
  });

  it("a document failing the shop's own check never leaves the shop: rejected with the check's reason", async () => {
    const [trn] = await w.t.db.select().from(storeSettings).where(eq(storeSettings.key, 'trn'));
    await w.t.db.update(storeSettings).set({ value: '' }).where(eq(storeSettings.key, 'trn'));
    let invoiceId: number;
    try {
      ({ invoiceId } = await paidOrder({ business: true }));
    } finally {
      await w.t.db.update(storeSettings).set({ value: trn!.value }).where(eq(storeSettings.key, 'trn'));
    }
    await runJobs();
    expect(fake.submissions).toHaveLength(0);
    const row = await submissionOf(invoiceId);
    expect(row.state).toBe('rejected');
    expect(row.reason).toMatch(/^Not sent, the shop's check failed: .*TRN/);
  });

  it('without an API key nothing is sent: the documents stay ready, "no provider set up"', async () => {
    expect(einvoiceProviderFor(loadConfig({ NODE_ENV: 'test' }, { pgliteDir: null }))).toBeNull();
    expect(einvoiceProviderFor(loadConfig({ NODE_ENV: 'test', STORECOVE_API_KEY: API_KEY }, { pgliteDir: null }))).toBeNull();
    const { orderId, invoiceId } = await paidOrder({ business: true });
    await w.t.db.delete(jobs);
    const deps = { db: w.t.db, provider: null };
    await einvoiceSendJob(deps)({ documentId: invoiceId });
    expect(fake.submissions).toHaveLength(0);
    expect(await einvoiceStatuses(deps, { orderId })).toEqual([
      { document_id: invoiceId, state: 'ready', held: 'not_configured', reason: null, sent_at: null },
    ]);
  });
});

describe("the console's e-invoice calls", () => {
  let orderId: number;
  let invoiceId: number;
  beforeAll(async () => {
    ({ orderId, invoiceId } = await paidOrder({ business: false }));
  });

  it('refuses a customer and a guest', async () => {
    const s = await shopper(w.t.app, w.t.db, 'Not the owner');
    for (const [path, fields] of [
      [adminEInvoiceStatusCall, { order_id: orderId }],
      [adminEInvoiceSendCall, { document_id: invoiceId }],
    ] as const) {
      const asCustomer = await s.call(path, fields);
      expect(asCustomer.refusal).toBe('forbidden');
      expect(asCustomer.body.data).toBeNull();
      expect((await call(w.t.app, path, fields)).refusal).toBe('wrong-key');
    }
    expect(fake.submissions).toHaveLength(0);
  });

  it('refuses bad input naming the field, and an unknown order or document with 404', async () => {
    const bad = await admin(adminEInvoiceStatusCall, { order_id: 'abc' });
    expect([bad.body.status, bad.refusal, invalidData(bad)?.field]).toEqual([false, 'invalid', 'order_id']);
    const missing = await admin(adminEInvoiceSendCall, {});
    expect([missing.body.status, missing.refusal, invalidData(missing)?.field]).toEqual([false, 'invalid', 'document_id']);
    const noOrder = await admin(adminEInvoiceStatusCall, { order_id: 999_999 });
    expect([noOrder.statusCode, noOrder.body.msg]).toEqual([404, 'Order not found']);
    const noDocument = await admin(adminEInvoiceSendCall, { document_id: 999_999 });
    expect([noDocument.statusCode, noDocument.body.msg]).toEqual([404, 'Document not found']);
    expect(
      await w.t.db
        .select()
        .from(einvoiceSubmissions)
        .where(inArray(einvoiceSubmissions.documentId, [999_999])),
    ).toEqual([]);
  });
});
