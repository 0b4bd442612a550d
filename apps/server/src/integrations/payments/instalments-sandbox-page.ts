// The hosted test page of a buy-now-pay-later sandbox (Tabby's, Tamara's): the amount split in its payments, a
// button per outcome (approve first), and the shopper sent back to the shop as the provider would send them.
// Plain HTML, no script; in the payment's language.
import type { FastifyInstance } from 'fastify';
import { aedText, FIELD_REASONS, type Lang } from '@shop/contract';
import { badInput } from '../../http/errors';
import { format, langFromHeader, type Msg } from '../../http/i18n';
import { escapeHtml, sandboxPage, sendHtml } from './sandbox-page';

/** What the page needs of a sandbox: a payment's amount, language and whether it is still open, and deciding it. */
export interface InstalmentsSandbox<Action extends string> {
  find(id: string): { amountFils: number; lang: Lang; open: boolean } | null;
  /** The URL to send the shopper back to, or null when the payment is unknown or already decided. */
  decide(id: string, action: Action): string | null;
}

export interface InstalmentsPage<Action extends string> {
  /** The page's path before the payment's id, e.g. '/sandbox-tabby'. */
  path: string;
  title: Msg;
  /** The outcomes the shopper can choose, each with its button's words; 'approve' is the main button. */
  actions: Record<Action, Msg>;
  instalments: number;
}

const t = {
  note: { en: 'Test payment — no real money is charged', ar: 'دفع تجريبي — لن يُخصم أي مبلغ حقيقي' },
  amount: { en: 'Amount: {amount} AED, in {count} payments of {part} AED', ar: 'المبلغ: {amount} د.إ، على {count} دفعات بقيمة {part} د.إ' },
  notFound: { en: 'This payment does not exist.', ar: 'عملية الدفع هذه غير موجودة.' },
  closed: { en: 'This payment was already decided.', ar: 'تم البت في عملية الدفع هذه بالفعل.' },
} satisfies Record<string, Msg>;

export function instalmentsSandboxRoutes<Action extends string>(
  app: FastifyInstance,
  sandbox: InstalmentsSandbox<Action>,
  spec: InstalmentsPage<Action>,
) {
  const actions = Object.keys(spec.actions) as Action[];
  const page = (lang: Lang, body: string) =>
    sandboxPage(
      lang,
      spec.title[lang],
      `<div class="card"><div class="head"><h1>${escapeHtml(spec.title[lang])}</h1></div><p class="badge">${escapeHtml(t.note[lang])}</p><div class="body">${body}</div></div>`,
    );
  const message = (lang: Lang, msg: Msg) => page(lang, `<p>${escapeHtml(msg[lang])}</p>`);

  app.get<{ Params: { id: string } }>(`${spec.path}/:id`, async (req, reply) => {
    const found = sandbox.find(req.params.id);
    const lang = found?.lang ?? langFromHeader(req.headers['accept-language']);
    if (!found) return sendHtml(reply, 404, message(lang, t.notFound));
    if (!found.open) return sendHtml(reply, 410, message(lang, t.closed));
    const amount = aedText(found.amountFils);
    const part = aedText(Math.round(found.amountFils / spec.instalments));
    const buttons = actions
      .map(
        (a) =>
          `<button type="submit" name="action" value="${a}" class="${a === 'approve' ? 'pay' : 'cancel'}">${escapeHtml(spec.actions[a][lang])}</button>`,
      )
      .join('');
    const amountLine = format(t.amount[lang], { amount, part, count: spec.instalments });
    return sendHtml(
      reply,
      200,
      page(
        lang,
        `<p>${escapeHtml(amountLine)}</p><form method="post" action="${spec.path}/${encodeURIComponent(req.params.id)}">${buttons}</form>`,
      ),
    );
  });

  app.post<{ Params: { id: string } }>(`${spec.path}/:id`, async (req, reply) => {
    const action = ((req.body ?? {}) as Record<string, unknown>).action;
    if (typeof action !== 'string' || !(actions as string[]).includes(action)) throw badInput('action', FIELD_REASONS.invalid);
    const found = sandbox.find(req.params.id);
    const lang = found?.lang ?? langFromHeader(req.headers['accept-language']);
    if (!found) return sendHtml(reply, 404, message(lang, t.notFound));
    const back = sandbox.decide(req.params.id, action as Action);
    if (!back) return sendHtml(reply, 410, message(lang, t.closed));
    return reply.redirect(back, 303);
  });
}
