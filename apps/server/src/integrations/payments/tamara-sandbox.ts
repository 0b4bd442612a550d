// Tamara's sandbox: with TAMARA_SANDBOX=1 and no Tamara API token, the shop offers Tamara through this stand-in, so
// a newcomer can try the whole flow without an account. It keeps its orders in memory (a restart forgets them:
// their shop orders are then released by the sweep) and speaks like the real adapter (tamara.ts). Its hosted page,
// GET /sandbox-tamara/{orderId}, lets the shopper approve (approved), decline (declined) or let the order expire
// (expired), then sends them back like Tamara: to the success, failure or cancel URL with ?orderId=…&paymentStatus=….
// Its pre-check says no above SANDBOX_TAMARA_LIMIT_FILS, to try a shop without Tamara. Plain HTML, no script.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@shop/contract';
import { PaymentGatewayError, type KnownRefund, type RefundRequest, type RefundResult } from './gateway';
import type { HostedPaymentState } from './hosted';
import { instalmentsSandboxRoutes } from './instalments-sandbox-page';
import { TAMARA_INSTALMENTS, tamaraMoney, type TamaraCheckoutRequest, type TamaraGateway } from './tamara';

/** Above 5,000 AED the sandbox's pre-check offers no Tamara. */
export const SANDBOX_TAMARA_LIMIT_FILS = 500_000;

type SandboxStatus = 'new' | 'approved' | 'authorised' | 'fully_captured' | 'declined' | 'expired' | 'canceled';

interface SandboxTamaraOrder {
  id: string;
  status: SandboxStatus;
  amountFils: number;
  capturedFils: number;
  refunds: { refund_id: string; amountFils: number; comment: string }[];
  urls: TamaraCheckoutRequest['merchantUrls'];
  lang: Lang;
}

export interface TamaraSandbox extends TamaraGateway {
  /** The shopper's choice on the hosted page; the URL to send them back to, or null when the order is unknown or done. */
  decide(orderId: string, action: 'approve' | 'decline' | 'expire'): string | null;
  find(orderId: string): { amountFils: number; status: string; lang: Lang } | null;
}

function stateOf(o: SandboxTamaraOrder): HostedPaymentState {
  const raw = {
    order_id: o.id,
    status: o.status,
    total_amount: tamaraMoney(o.amountFils),
    captured_amount: tamaraMoney(o.capturedFils),
    refunds: o.refunds.map((r) => ({ refund_id: r.refund_id, total_amount: tamaraMoney(r.amountFils), comment: r.comment })),
  };
  const outcome =
    o.status === 'fully_captured'
      ? 'paid'
      : o.status === 'approved' || o.status === 'authorised'
        ? 'authorized'
        : o.status === 'new'
          ? 'pending'
          : 'failed';
  return { paymentId: o.id, status: o.status, outcome, amountFils: o.amountFils, capturedFils: o.capturedFils, raw };
}

export function createTamaraSandbox(publicUrl: string): TamaraSandbox {
  const origin = publicUrl.replace(/\/+$/, '');
  const orders = new Map<string, SandboxTamaraOrder>();
  const get = (id: string) => {
    const found = orders.get(id);
    if (!found) throw new PaymentGatewayError('not_found', `no sandbox Tamara order ${id}`);
    return found;
  };
  return {
    name: 'tamara',
    async available(amountFils) {
      return amountFils > 0 && amountFils <= SANDBOX_TAMARA_LIMIT_FILS;
    },
    async createCheckout(req) {
      if (req.amountFils > SANDBOX_TAMARA_LIMIT_FILS) throw new PaymentGatewayError('refused', 'sandbox Tamara: amount above its limit');
      const id = randomUUID();
      orders.set(id, {
        id,
        status: 'new',
        amountFils: req.amountFils,
        capturedFils: 0,
        refunds: [],
        urls: req.merchantUrls,
        lang: req.lang,
      });
      return { orderId: id, checkoutId: randomUUID(), checkoutUrl: `${origin}/sandbox-tamara/${id}` };
    },
    async payment(id) {
      return stateOf(get(id));
    },
    async capture(id, amountFils) {
      const o = get(id);
      if (o.capturedFils < amountFils) {
        if (o.status === 'approved') o.status = 'authorised';
        if (o.status !== 'authorised') throw new PaymentGatewayError('refused', `sandbox Tamara order ${id} is ${o.status}`);
        o.capturedFils = amountFils;
        o.status = 'fully_captured';
      }
      return stateOf(o);
    },
    async cancel(id) {
      const o = get(id);
      if (o.status !== 'approved' && o.status !== 'authorised') return false;
      o.status = 'canceled';
      return true;
    },
    async refund(req: RefundRequest): Promise<RefundResult> {
      const o = get('paymentId' in req.key ? req.key.paymentId : req.key.invoiceId);
      const refund = { refund_id: randomUUID(), amountFils: req.amountFils, comment: req.comment };
      o.refunds.push(refund);
      return { refundId: refund.refund_id, outcome: 'refunded', raw: stateOf(o).raw };
    },
    async refunds(id: string): Promise<KnownRefund[]> {
      return get(id).refunds.map((r) => ({ refundId: r.refund_id, outcome: 'refunded', amountFils: r.amountFils }));
    },
    decide(id, action) {
      const o = orders.get(id);
      if (!o || o.status !== 'new') return null;
      o.status = action === 'approve' ? 'approved' : action === 'decline' ? 'declined' : 'expired';
      const back = action === 'approve' ? o.urls.success : action === 'decline' ? o.urls.failure : o.urls.cancel;
      const url = new URL(back);
      url.searchParams.set('orderId', id);
      url.searchParams.set('paymentStatus', o.status);
      return url.toString();
    },
    find(id) {
      const o = orders.get(id);
      return o ? { amountFils: o.amountFils, status: o.status, lang: o.lang } : null;
    },
  };
}

/** Tamara's hosted test page (/sandbox-tamara/{id}): the shared instalments page over this sandbox. */
export function tamaraSandboxRoutes(app: FastifyInstance, sandbox: TamaraSandbox) {
  instalmentsSandboxRoutes(
    app,
    {
      find: (id) => {
        const found = sandbox.find(id);
        return found && { amountFils: found.amountFils, lang: found.lang, open: found.status === 'new' };
      },
      decide: (id, action) => sandbox.decide(id, action),
    },
    {
      path: '/sandbox-tamara',
      title: { en: 'Pay in instalments with Tamara (test)', ar: 'قسّم مشترياتك مع تمارا (تجريبي)' },
      actions: {
        approve: { en: 'Approve the payment', ar: 'الموافقة على الدفع' },
        decline: { en: 'Simulate a decline', ar: 'محاكاة الرفض' },
        expire: { en: 'Let the order expire', ar: 'دع الطلب تنتهي صلاحيته' },
      },
      instalments: TAMARA_INSTALMENTS,
    },
  );
}
