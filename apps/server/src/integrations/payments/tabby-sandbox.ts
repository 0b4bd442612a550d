// Tabby's sandbox: with TABBY_SANDBOX=1 and no Tabby keys, the shop offers Tabby through this stand-in, so a
// newcomer can try the whole flow without an account. It keeps its payments in memory (a restart forgets them:
// their orders are then released by the sweep) and speaks like the real adapter (tabby.ts). Its hosted page,
// GET /sandbox-tabby/{paymentId}, lets the shopper approve (AUTHORIZED), reject (REJECTED) or let the payment
// expire (EXPIRED), then sends them back like Tabby: to the success or failure URL with ?payment_id=….
// Pre-scoring rejects amounts above SANDBOX_TABBY_LIMIT_FILS, to try a rejection. Plain HTML, no script.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { aedText, type Lang } from '@shop/contract';
import { PaymentGatewayError, type KnownRefund, type RefundRequest, type RefundResult } from './gateway';
import { instalmentsSandboxRoutes } from './instalments-sandbox-page';
import type { TabbyGateway, TabbyPaymentState, TabbySessionRequest } from './tabby';

/** Above 5,000 AED the sandbox's pre-scoring says no. */
export const SANDBOX_TABBY_LIMIT_FILS = 500_000;

interface SandboxTabbyPayment {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amountFils: number;
  captures: { id: string; amount: string; reference_id: string }[];
  refunds: { id: string; amount: string; reference_id: string }[];
  urls: TabbySessionRequest['merchantUrls'];
  lang: Lang;
}

export interface TabbySandbox extends TabbyGateway {
  /** The shopper's choice on the hosted page; the URL to send them back to, or null when the payment is unknown or done. */
  decide(paymentId: string, action: 'approve' | 'reject' | 'expire'): string | null;
  find(paymentId: string): { amountFils: number; status: string; lang: Lang } | null;
}

const capturedFils = (p: SandboxTabbyPayment) => p.captures.reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);

function stateOf(p: SandboxTabbyPayment): TabbyPaymentState {
  const raw = { id: p.id, status: p.status, amount: aedText(p.amountFils), currency: 'AED', captures: p.captures, refunds: p.refunds };
  const captured = capturedFils(p);
  const outcome =
    p.status === 'AUTHORIZED'
      ? 'authorized'
      : p.status === 'CLOSED'
        ? captured > 0
          ? 'paid'
          : 'failed'
        : p.status === 'CREATED'
          ? 'pending'
          : 'failed';
  return { paymentId: p.id, status: p.status, outcome, amountFils: p.amountFils, capturedFils: captured, raw };
}

export function createTabbySandbox(publicUrl: string): TabbySandbox {
  const origin = publicUrl.replace(/\/+$/, '');
  const payments = new Map<string, SandboxTabbyPayment>();
  const get = (id: string) => {
    const found = payments.get(id);
    if (!found) throw new PaymentGatewayError('not_found', `no sandbox Tabby payment ${id}`);
    return found;
  };
  return {
    name: 'tabby',
    async createSession(req) {
      const id = randomUUID();
      const sessionId = randomUUID();
      if (req.amountFils > SANDBOX_TABBY_LIMIT_FILS)
        return { status: 'rejected', sessionId, paymentId: null, reason: 'order_amount_too_high' };
      payments.set(id, {
        id,
        status: 'CREATED',
        amountFils: req.amountFils,
        captures: [],
        refunds: [],
        urls: req.merchantUrls,
        lang: req.lang,
      });
      return { status: 'created', sessionId, paymentId: id, webUrl: `${origin}/sandbox-tabby/${id}` };
    },
    async payment(id) {
      return stateOf(get(id));
    },
    async capture(id, amountFils, referenceId) {
      const p = get(id);
      if (!p.captures.some((c) => c.reference_id === referenceId)) {
        if (p.status !== 'AUTHORIZED') throw new PaymentGatewayError('refused', `sandbox Tabby payment ${id} is ${p.status}`);
        p.captures.push({ id: randomUUID(), amount: aedText(amountFils), reference_id: referenceId });
        p.status = 'CLOSED';
      }
      return stateOf(p);
    },
    async refund(req: RefundRequest): Promise<RefundResult> {
      const p = get('paymentId' in req.key ? req.key.paymentId : req.key.invoiceId);
      const refund = { id: randomUUID(), amount: aedText(req.amountFils), reference_id: req.comment };
      p.refunds.push(refund);
      return { refundId: refund.id, outcome: 'refunded', raw: stateOf(p).raw };
    },
    async refunds(id: string): Promise<KnownRefund[]> {
      return get(id).refunds.map((r) => ({ refundId: r.id, outcome: 'refunded', amountFils: Math.round(Number(r.amount) * 100) }));
    },
    decide(id, action) {
      const p = payments.get(id);
      if (!p || p.status !== 'CREATED') return null;
      p.status = action === 'approve' ? 'AUTHORIZED' : action === 'reject' ? 'REJECTED' : 'EXPIRED';
      const back = action === 'approve' ? p.urls.success : action === 'reject' ? p.urls.failure : p.urls.cancel;
      const url = new URL(back);
      url.searchParams.set('payment_id', id);
      return url.toString();
    },
    find(id) {
      const p = payments.get(id);
      return p ? { amountFils: p.amountFils, status: p.status, lang: p.lang } : null;
    },
  };
}

/** Tabby's hosted test page (/sandbox-tabby/{id}): the shared instalments page over this sandbox. */
export function tabbySandboxRoutes(app: FastifyInstance, sandbox: TabbySandbox) {
  instalmentsSandboxRoutes(
    app,
    {
      find: (id) => {
        const found = sandbox.find(id);
        return found && { amountFils: found.amountFils, lang: found.lang, open: found.status === 'CREATED' };
      },
      decide: (id, action) => sandbox.decide(id, action),
    },
    {
      path: '/sandbox-tabby',
      title: { en: 'Pay later with Tabby (test)', ar: 'ادفع لاحقًا عبر تابي (تجريبي)' },
      actions: {
        approve: { en: 'Approve the payment', ar: 'الموافقة على الدفع' },
        reject: { en: 'Simulate a rejection', ar: 'محاكاة الرفض' },
        expire: { en: 'Let the payment expire', ar: 'دع الدفعة تنتهي صلاحيتها' },
      },
      instalments: 4,
    },
  );
}
