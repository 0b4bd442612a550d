// Consent to marketing e-mails: the account's switch, and the page of the withdrawal link in every marketing
// e-mail (works without signing in). The page asks before it acts, so a mail scanner that opens links
// withdraws nothing; mail programs' one-click unsubscribe (RFC 8058) posts to the same address.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MARKETING_CONSENT, marketingConsentCall, setMarketingConsentCall, type Lang } from '@shop/contract';
import { pathInLanguage } from '../../http/i18n';
import { route } from '../../http/route';
import { escapeHtml } from '../../integrations/mail/templates';
import { consentMessages as m, withdrawPage as words } from './messages';
import { marketingConsent, recordMarketingConsent, unsubscribe, UNSUBSCRIBE_PATH } from './service';

interface Query {
  u?: string;
  t?: string;
  lang?: string;
}

function page(reply: FastifyReply, lang: Lang, status: number, body: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${words.title[lang]}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;background:#fbf6ec;color:#2b1a0e;margin:0;padding:48px 16px;"><main style="max-width:480px;margin:0 auto;background:#fffdf8;border:1px solid #ebdfc8;border-radius:16px;padding:28px;">` +
        `<h1 style="margin-top:0;font-size:22px;">${words.title[lang]}</h1>${body}<p><a href="${pathInLanguage('/', lang)}" style="color:#a8620b;">${words.shop[lang]}</a></p></main></body></html>`,
    );
}

export async function consentRoutes(app: FastifyInstance) {
  route(app, marketingConsentCall, async ({ db, userId }) => ({ data: await marketingConsent(db, userId) }));
  route(app, setMarketingConsentCall, async ({ db, userId, input, lang }) => {
    const granted = input.marketing === 1;
    const data = await db.transaction((tx) =>
      recordMarketingConsent(tx, userId, { granted, source: 'settings', lang, text: MARKETING_CONSENT[lang] }),
    );
    return { data, msg: granted ? m.granted : m.withdrawn };
  });

  const langOf = (q: Query): Lang => (q.lang === 'ar' ? 'ar' : 'en');
  const userOf = (q: Query) => (/^\d{1,9}$/.test(q.u ?? '') ? Number(q.u) : null);

  app.get<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    const lang = langOf(req.query);
    const action = `${UNSUBSCRIBE_PATH}?u=${encodeURIComponent(req.query.u ?? '')}&t=${encodeURIComponent(req.query.t ?? '')}&lang=${lang}`;
    return page(
      reply,
      lang,
      200,
      `<p>${words.ask[lang]}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#d18a12;color:#fffdf8;border:0;border-radius:999px;padding:12px 24px;font-weight:700;font-size:16px;">${words.stop[lang]}</button></form>`,
    );
  });

  app.post<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    const lang = langOf(req.query);
    const userId = userOf(req.query);
    const ok = userId !== null && (await unsubscribe(app.db, userId, req.query.t ?? '', lang, words.ask[lang]));
    return page(reply, lang, ok ? 200 : 400, `<p>${ok ? words.done[lang] : words.bad[lang]}</p>`);
  });
}
