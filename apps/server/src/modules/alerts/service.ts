// The owner's alerts. Each is written by the change it tells of, in that change's transaction, with
// one owner_alert_mail job, so a change rolled back alerts nothing and a written alert is mailed even if the process
// stops. Where each kind is written:
//   new_order       orders/status.ts: an order reaches status 1 (placed: cash or wallet at checkout, online once paid)
//   return_request  orders/service.ts: a customer asks to return an item
//   payment_failed  checkout/payments.ts: the provider's "failed" releases the order
//   low_stock       migration 0039's trigger on products: stock falls from above LOW_STOCK_DEFAULT to it or below
//                   (a trigger because checkout takes stock in the commit's own message, db/transaction.ts)
// The job reads the settings when it runs: no alert address, or a kind the owner does not want mailed, sends nothing.
import { eq, inArray } from 'drizzle-orm';
import { alertConsolePath, LANGUAGES, OWNER_ALERT_KINDS, type Lang, type OwnerAlertKind } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { ownerAlerts, products, storeSettings } from '../../db/schema';
import { localized, pathInLanguage } from '../../http/i18n';
import { ownerAlertMail } from '../../integrations/mail/templates';
import { enqueueJob } from '../../jobs/queue';
import type { MailDeps } from '../invoices/mail';

/** An alert about an order and its e-mail job, in the caller's transaction. */
export async function recordOrderAlert(tx: DbOrTx, kind: 'return_request' | 'payment_failed', orderId: number): Promise<void> {
  const [alert] = await tx.insert(ownerAlerts).values({ kind, orderId }).returning({ id: ownerAlerts.id });
  await enqueueJob(tx, 'owner_alert_mail', { alertId: alert!.id });
}

/** The store settings of the alerts' e-mail, as the console edits them (modules/admin/content). */
export const ALERT_SETTING_KEYS = ['alert_email', 'alert_mail_kinds', 'alert_language'] as const;
export interface AlertSettings {
  /** '': alerts only in the console. */
  alert_email: string;
  alert_mail_kinds: OwnerAlertKind[];
  alert_language: Lang;
}

/** Never set: no address, every kind chosen (so adding an address is enough), in English. */
export async function alertSettings(db: DbOrTx): Promise<AlertSettings> {
  const rows = await db
    .select()
    .from(storeSettings)
    .where(inArray(storeSettings.key, [...ALERT_SETTING_KEYS]));
  const of = (key: (typeof ALERT_SETTING_KEYS)[number]) => rows.find((r) => r.key === key)?.value;
  const email = of('alert_email');
  const kinds = of('alert_mail_kinds');
  const lang = LANGUAGES.find((l) => l === of('alert_language'));
  return {
    alert_email: typeof email === 'string' ? email : '',
    alert_mail_kinds: Array.isArray(kinds) ? OWNER_ALERT_KINDS.filter((k) => kinds.includes(k)) : [...OWNER_ALERT_KINDS],
    alert_language: lang ?? 'en',
  };
}

/** The owner_alert_mail job: mails the alert to the alert address when the settings ask for its kind. */
export async function sendOwnerAlertMail(deps: MailDeps, alertId: number): Promise<void> {
  const settings = await alertSettings(deps.db);
  const [alert] = await deps.db
    .select({ kind: ownerAlerts.kind, orderId: ownerAlerts.orderId, productId: ownerAlerts.productId, product: products })
    .from(ownerAlerts)
    .leftJoin(products, eq(products.id, ownerAlerts.productId))
    .where(eq(ownerAlerts.id, alertId));
  // Gone with its order or product since, or not to be mailed.
  if (!alert || settings.alert_email === '' || !settings.alert_mail_kinds.includes(alert.kind)) return;
  const lang = settings.alert_language;
  const origin = deps.shopUrl.replace(/\/+$/, '');
  await deps.mailer.send(
    ownerAlertMail({
      to: settings.alert_email,
      lang,
      kind: alert.kind,
      order: alert.orderId,
      product: alert.product ? localized(alert.product, 'name', lang) : '',
      stock: alert.product?.stock ?? 0,
      consoleUrl: `${origin}${pathInLanguage(alertConsolePath(alert.orderId, alert.productId), lang)}`,
      shopUrl: origin,
    }),
  );
}
