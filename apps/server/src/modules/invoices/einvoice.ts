// Sending each tax document as an e-invoice through the shop's ASP. A document gets its
// submission row and an `einvoice_send` job in the transaction that issues it (issue.ts); the job sends the UBL
// the shop wrote and checked (xml.ts) when an ASP is configured and the document is in scope (a business buyer's
// always; a consumer's only while the setting einvoice_b2c is on), stores the ASP's answer, and leaves a failure
// to the queue's retries. An `einvoice_status` job then asks the ASP until the document is delivered.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AdminEInvoiceStatus } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { einvoiceSubmissions, storeSettings, taxDocuments } from '../../db/schema';
import type { EInvoiceProvider, SubmissionResult } from '../../integrations/einvoice';
import { enqueueJob, type JobPayloads } from '../../jobs/queue';
import type { TaxDocumentData } from './issue';
import { endpointId } from './ubl';
import { checkedDocumentXml } from './xml';

type Submission = typeof einvoiceSubmissions.$inferSelect;

/** Store setting: consumer sales' documents are sent too (off by default: kept ready until the rules bring them in scope). */
export const EINVOICE_B2C_KEY = 'einvoice_b2c';

export async function sendsB2c(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, EINVOICE_B2C_KEY));
  return row?.value === true;
}

/** A submission left 'sending' this long lost its process (the ASP call times out well before): it may go again. */
const SENDING_LOST_MS = 5 * 60_000;

/** In the transaction that issues a document: its submission, ready, and the job that sends it once committed. */
export async function queueEInvoice(tx: Tx, documentId: number) {
  await tx.insert(einvoiceSubmissions).values({ documentId, idempotencyGuid: randomUUID() });
  await enqueueJob(tx, 'einvoice_send', { documentId });
}

const settle = (db: DbOrTx, id: number, values: Partial<Omit<Submission, 'id' | 'documentId'>>) =>
  db
    .update(einvoiceSubmissions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(einvoiceSubmissions.id, id));

/**
 * Takes the submission for sending: only one run sends it (a second job for the same document finds it taken),
 * from ready or failed, or from sending when the run that took it died.
 */
async function take(db: Db, documentId: number, provider: EInvoiceProvider): Promise<Submission | undefined> {
  const [taken] = await db
    .update(einvoiceSubmissions)
    .set({ state: 'sending', provider: provider.name, attempts: sql`${einvoiceSubmissions.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(einvoiceSubmissions.documentId, documentId),
        or(
          inArray(einvoiceSubmissions.state, ['ready', 'failed']),
          and(
            eq(einvoiceSubmissions.state, 'sending'),
            lt(einvoiceSubmissions.updatedAt, sql`now() - ${SENDING_LOST_MS} * interval '1 millisecond'`),
          ),
        ),
      ),
    )
    .returning();
  return taken;
}

export interface EInvoiceDeps {
  db: Db;
  /** The configured ASP; none: every document stays ready. */
  provider: EInvoiceProvider | null;
}

/** Whether a document goes out now: an ASP is configured, and the buyer is a business or consumers are in scope. */
async function heldBecause(deps: EInvoiceDeps, data: TaxDocumentData): Promise<AdminEInvoiceStatus['held']> {
  if (!deps.provider) return 'not_configured';
  if (!data.business && !(await sendsB2c(deps.db))) return 'consumer';
  return null;
}

/** The einvoice_send job. Throwing (the ASP unreachable, a 5xx) leaves the document 'failed' and the queue retries. */
export const einvoiceSendJob =
  (deps: EInvoiceDeps) =>
  async ({ documentId }: JobPayloads['einvoice_send']) => {
    const { db, provider } = deps;
    const [doc] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
    if (!doc || !provider) return;
    const data = doc.data as TaxDocumentData;
    if (await heldBecause(deps, data)) return;
    const sub = await take(db, documentId, provider);
    if (!sub) {
      const [now] = await db.select().from(einvoiceSubmissions).where(eq(einvoiceSubmissions.documentId, documentId));
      // Another run is sending it, or died doing so: look again later. Sent, accepted or rejected: nothing to do.
      if (now?.state === 'sending') throw new Error(`the e-invoice of document ${documentId} is being sent by another run`);
      return;
    }
    const { xml, errors } = await checkedDocumentXml(db, doc);
    if (errors.length) {
      // Never sent: the owner sees why, corrects the settings, and sends it again.
      await settle(db, sub.id, { state: 'rejected', reason: `Not sent, the shop's check failed: ${errors.join('; ')}` });
      return;
    }
    const receiver = data.business ? { tin: endpointId(data.business.trn) } : { email: data.customer.email };
    let result: SubmissionResult;
    try {
      result = await provider.submit({ xml, kind: doc.kind, idempotencyGuid: sub.idempotencyGuid, receiver });
    } catch (err) {
      await settle(db, sub.id, { state: 'failed', reason: (err as Error).message });
      throw err;
    }
    if (result.outcome === 'rejected') {
      // A refusal is final: no retry; the owner reads the reason and may send it again.
      await settle(db, sub.id, { state: 'rejected', reason: result.reason });
      return;
    }
    const { guid } = result;
    await db.transaction(async (tx) => {
      await settle(tx, sub.id, { state: 'sent', providerGuid: guid, reason: null, sentAt: new Date() });
      await enqueueJob(tx, 'einvoice_status', { documentId });
    });
  };

/**
 * The einvoice_status job: asks the ASP whether a sent document was delivered. Not yet: it throws, so that the
 * queue asks again later with its growing delay (after its last try the document simply stays 'sent').
 */
export const einvoiceStatusJob =
  ({ db, provider }: EInvoiceDeps) =>
  async ({ documentId }: JobPayloads['einvoice_status']) => {
    const [sub] = await db.select().from(einvoiceSubmissions).where(eq(einvoiceSubmissions.documentId, documentId));
    if (!provider || sub?.state !== 'sent' || !sub.providerGuid) return;
    const status = await provider.status(sub.providerGuid);
    if (!status.delivered) throw new Error(`the e-invoice of document ${documentId} is not delivered yet`);
    await settle(db, sub.id, { state: 'accepted', evidence: status.evidence });
  };

const toStatus = (documentId: number, sub: Submission | undefined, held: AdminEInvoiceStatus['held']): AdminEInvoiceStatus => ({
  document_id: documentId,
  state: sub?.state ?? 'ready',
  held: (sub?.state ?? 'ready') === 'ready' ? held : null,
  reason: sub?.reason ?? null,
  sent_at: sub?.sentAt?.toISOString() ?? null,
});

/** The e-invoice's state of each document `which` picks, oldest first (a document issued before e-invoicing: ready). */
export async function einvoiceStatuses(
  deps: EInvoiceDeps,
  which: { orderId: number } | { documentId: number },
): Promise<AdminEInvoiceStatus[]> {
  const rows = await deps.db
    .select({ doc: taxDocuments, sub: einvoiceSubmissions })
    .from(taxDocuments)
    .leftJoin(einvoiceSubmissions, eq(einvoiceSubmissions.documentId, taxDocuments.id))
    .where('orderId' in which ? eq(taxDocuments.orderId, which.orderId) : eq(taxDocuments.id, which.documentId))
    .orderBy(asc(taxDocuments.id));
  return Promise.all(
    rows.map(async ({ doc, sub }) => toStatus(doc.id, sub ?? undefined, await heldBecause(deps, doc.data as TaxDocumentData))),
  );
}

/** States the owner may send a document again from; the others are under way or done. */
const RESENDABLE = ['ready', 'rejected', 'failed'] as const;

/**
 * The console's "send again", in the caller's transaction: a rejected document gets a new idempotency guid (the
 * ASP did not take the old one); a failed one keeps its own (the ASP may have taken it before the answer was lost).
 * Answers the submission before the change, or null when it is not in a state to send again.
 */
export async function resendEInvoice(tx: Tx, documentId: number): Promise<Submission | null> {
  await tx.insert(einvoiceSubmissions).values({ documentId, idempotencyGuid: randomUUID() }).onConflictDoNothing();
  const [sub] = await tx.select().from(einvoiceSubmissions).where(eq(einvoiceSubmissions.documentId, documentId)).for('update');
  if (!sub || !(RESENDABLE as readonly string[]).includes(sub.state)) return null;
  if (sub.state === 'rejected') await settle(tx, sub.id, { state: 'ready', reason: null, idempotencyGuid: randomUUID() });
  await enqueueJob(tx, 'einvoice_send', { documentId });
  return sub;
}
