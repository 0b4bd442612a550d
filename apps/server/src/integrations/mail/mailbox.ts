// The dev mailbox: what the outbox holds, newest first, as a page (/dev/mailbox), as JSON
// (/dev/mailbox.json, read by the browser journeys) and each message's HTML version (/dev/mailbox/{id}).
// Registered only outside production. The page has no script (the CSP forbids inline ones).
import type { FastifyInstance } from 'fastify';
import type { Outbox, SentMail } from './mailer';
import { escapeHtml } from './templates';

const style = `
body{margin:0;background:#fbf6ec;color:#2b1a0e;font:16px/1.5 system-ui,sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 4px}
.hint{color:#6f5136;margin:0 0 24px}
article{background:#fffdf8;border:1px solid #ebdfc8;border-radius:12px;padding:16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 4px}
.meta{color:#6f5136;font-size:14px;margin:0 0 12px}
pre{white-space:pre-wrap;background:#fef8ec;border-radius:8px;padding:12px;margin:0 0 8px;font:15px/1.5 ui-monospace,monospace}
a{color:#8c520a}
`;

function page(messages: readonly SentMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · <time datetime="${m.sentAt}">${m.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
<pre>${escapeHtml(m.text)}</pre>
<a href="/dev/mailbox/${m.id}">View the HTML version</a>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title><style>${style}</style></head>
<body><main>
<h1>Dev mailbox</h1>
<p class="hint">Messages the shop sent while no SMTP server is configured (SMTP_URL), newest first. Reload to see new ones. <a href="/dev/mailbox.json">JSON</a></p>
${items || '<p>No messages yet.</p>'}
</main></body>
</html>
`;
}

export function registerMailbox(app: FastifyInstance, outbox: Outbox) {
  app.get('/dev/mailbox', async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(outbox.list())),
  );

  app.get('/dev/mailbox.json', async (_req, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send(outbox.list().map(({ to, subject, text, html, sentAt }) => ({ to, subject, text, html, sentAt }))),
  );

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    const message = outbox.get(Number(req.params.id));
    if (!message) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(message.html);
  });
}
