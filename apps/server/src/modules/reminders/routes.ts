// Cart reminders on a timer, and the page of their unsubscribe link (works without signing in). The page
// asks before it acts, so a mail scanner that opens links does not unsubscribe anyone.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '@shop/contract';
import { LOCKS } from '../../db/client';
import { pathInLanguage } from '../../http/i18n';
import { escapeHtml } from '../../integrations/mail/templates';
import { runPeriodically } from '../../jobs/periodic';
import { queueCartReminders, unsubscribe } from './service';

const words = {
  title: { en: 'Cart reminders', ar: 'تذكيرات السلة' },
  ask: { en: 'Stop the e-mails that remind you of what is in your cart?', ar: 'هل تريد إيقاف رسائل تذكيرك بما في سلتك؟' },
  stop: { en: 'Stop cart reminders', ar: 'إيقاف تذكيرات السلة' },
  done: { en: 'Done: you will get no more cart reminders.', ar: 'تم: لن تصلك تذكيرات السلة بعد الآن.' },
  bad: { en: 'This link is not valid.', ar: 'هذا الرابط غير صالح.' },
  shop: { en: 'Back to the shop', ar: 'العودة إلى المتجر' },
} as const;

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

export async function remindersRoutes(app: FastifyInstance) {
  runPeriodically(app, {
    name: 'cart_reminders',
    lock: LOCKS.cartReminders,
    everySeconds: app.config.CART_REMINDER_SCAN_SECONDS,
    run: () => queueCartReminders(app.db),
    doneMessage: 'queued cart reminders',
  });

  const langOf = (q: Query): Lang => (q.lang === 'ar' ? 'ar' : 'en');
  const userOf = (q: Query) => (/^\d{1,9}$/.test(q.u ?? '') ? Number(q.u) : null);

  app.get<{ Querystring: Query }>('/unsubscribe/cart-reminders', async (req, reply) => {
    const lang = langOf(req.query);
    const action = `/unsubscribe/cart-reminders?u=${encodeURIComponent(req.query.u ?? '')}&t=${encodeURIComponent(req.query.t ?? '')}&lang=${lang}`;
    return page(
      reply,
      lang,
      200,
      `<p>${words.ask[lang]}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#d18a12;color:#fffdf8;border:0;border-radius:999px;padding:12px 24px;font-weight:700;font-size:16px;">${words.stop[lang]}</button></form>`,
    );
  });

  app.post<{ Querystring: Query }>('/unsubscribe/cart-reminders', async (req, reply) => {
    const lang = langOf(req.query);
    const userId = userOf(req.query);
    const ok = userId !== null && (await unsubscribe(app.db, userId, req.query.t ?? ''));
    return page(reply, lang, ok ? 200 : 400, `<p>${ok ? words.done[lang] : words.bad[lang]}</p>`);
  });
}
