// Admin content: store settings (contact, the trade licence, the app links and the points rate), delivery fees by region, FAQ, branches (the
// contact page) and the legal texts; the storefront reads them through modules/content.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_AED_POINTS, LEGAL_SLUGS, toAed, toFils, type adminSettingsGetCall, type CallData, type LegalSlug } from '@shop/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { branches, emirates, faqs, legalPages, regions, storeSettings } from '../../../db/schema';
import { notFound, refuse } from '../../../http/errors';
import { codRules, COD_SETTING_KEYS, FREE_DELIVERY_SETTING_KEY, freeDeliveryFrom } from '../../cart/pricing';
import { EINVOICE_B2C_KEY, sendsB2c } from '../../invoices/einvoice';
import { SUPPLIER_KEYS, supplierDetails } from '../../invoices/issue';
import { HOLD_REVIEWS_KEY, holdsReviews } from '../../orders/service';
import { CART_REMINDER_HOURS_KEY, cartReminderHours } from '../../reminders/service';
import { ALERT_SETTING_KEYS, alertSettings, type AlertSettings } from '../../alerts/service';
import { audit } from '../shared/audit';
import { sameIds } from '../shared/lists';
import { contentAdminMessages } from './messages';

const SETTING_KEYS = ['phone', 'whatsapp', 'email', 'aed_points', 'trade_licence', 'app_store_url', 'google_play_url'] as const;
// The cash-on-delivery amounts are AED in the console and fils in store_settings (read by cart/pricing).
type Settings = CallData<typeof adminSettingsGetCall>;

export async function getSettings(db: DbOrTx): Promise<Settings> {
  const [rows, cod, freeFrom, supplier, reminderHours, holdReviews, einvoiceB2c, alerts] = await Promise.all([
    db
      .select()
      .from(storeSettings)
      .where(inArray(storeSettings.key, [...SETTING_KEYS])),
    codRules(db),
    freeDeliveryFrom(db),
    supplierDetails(db),
    cartReminderHours(db),
    holdsReviews(db),
    sendsB2c(db),
    alertSettings(db),
  ]);
  const of = (k: string) => rows.find((r) => r.key === k)?.value;
  const points = Number(of('aed_points'));
  return {
    phone: String(of('phone') ?? ''),
    whatsapp: String(of('whatsapp') ?? ''),
    email: String(of('email') ?? ''),
    trade_licence: String(of('trade_licence') ?? ''),
    app_store_url: String(of('app_store_url') ?? ''),
    google_play_url: String(of('google_play_url') ?? ''),
    aed_points: Number.isInteger(points) && points > 0 ? points : DEFAULT_AED_POINTS,
    cod_fee: toAed(cod.fee),
    cod_max: toAed(cod.max),
    free_delivery_from: toAed(freeFrom),
    ...supplier,
    cart_reminder_hours: reminderHours,
    hold_reviews: holdReviews,
    einvoice_b2c: einvoiceB2c,
    ...alerts,
  };
}

type Flags = 'hold_reviews' | 'einvoice_b2c';

/** hold_reviews, einvoice_b2c and the alert settings left out keep their values. */
export async function saveSettings(
  db: Db,
  actorId: number,
  input: Omit<Settings, Flags | keyof AlertSettings> & { [K in Flags]?: number | undefined } & {
    [K in keyof AlertSettings]?: AlertSettings[K] | undefined;
  },
) {
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const values: [string, unknown][] = [
      ...SETTING_KEYS.map((key): [string, unknown] => [key, input[key]]),
      [COD_SETTING_KEYS.fee, toFils(input.cod_fee)],
      [COD_SETTING_KEYS.max, toFils(input.cod_max)],
      [FREE_DELIVERY_SETTING_KEY, toFils(input.free_delivery_from)],
      ...SUPPLIER_KEYS.map((key): [string, unknown] => [key, input[key]]),
      [CART_REMINDER_HOURS_KEY, input.cart_reminder_hours],
      [HOLD_REVIEWS_KEY, input.hold_reviews === undefined ? before.hold_reviews : input.hold_reviews === 1],
      [EINVOICE_B2C_KEY, input.einvoice_b2c === undefined ? before.einvoice_b2c : input.einvoice_b2c === 1],
      ...ALERT_SETTING_KEYS.map((key): [string, unknown] => [key, input[key] ?? before[key]]),
    ];
    for (const [key, value] of values) {
      await tx.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    await audit(tx, actorId, { action: 'settings.save', entity: 'settings', entityId: null, before, after: input });
  });
  return getSettings(db);
}

function regionQuery(db: DbOrTx) {
  return db.select({ r: regions, e: emirates }).from(regions).innerJoin(emirates, eq(emirates.id, regions.emirateId));
}
const toRegion = ({ r, e }: { r: typeof regions.$inferSelect; e: typeof emirates.$inferSelect }) => ({
  id: r.id,
  emirate_id: e.id,
  emirate_en: e.nameEn,
  emirate_ar: e.nameAr,
  name_en: r.nameEn,
  name_ar: r.nameAr,
  delivery_fee: toAed(r.deliveryFee),
});

export async function listRegions(db: DbOrTx) {
  return (await regionQuery(db).orderBy(asc(emirates.sort), asc(emirates.id), asc(regions.id))).map(toRegion);
}

export async function setRegionFee(db: Db, actorId: number, regionId: number, feeAed: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(regions).where(eq(regions.id, regionId)).for('update');
    if (!before) throw notFound();
    await tx
      .update(regions)
      .set({ deliveryFee: toFils(feeAed) })
      .where(eq(regions.id, regionId));
    await audit(tx, actorId, {
      action: 'region.fee',
      entity: 'region',
      entityId: regionId,
      before: { deliveryFee: before.deliveryFee },
      after: { deliveryFee: toFils(feeAed) },
    });
  });
  const [row] = await regionQuery(db).where(eq(regions.id, regionId));
  return toRegion(row!);
}

const toFaq = (f: typeof faqs.$inferSelect) => ({
  id: f.id,
  question_en: f.questionEn,
  question_ar: f.questionAr,
  answer_en: f.answerEn,
  answer_ar: f.answerAr,
  sort: f.sort,
});

export async function listFaq(db: DbOrTx) {
  return (await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id))).map(toFaq);
}

export async function saveFaq(
  db: Db,
  actorId: number,
  input: {
    faq_id?: number | undefined;
    question_en: string;
    question_ar: string;
    answer_en: string;
    answer_ar: string;
    sort?: number | undefined;
  },
) {
  return db.transaction(async (tx) => {
    const values = { questionEn: input.question_en, questionAr: input.question_ar, answerEn: input.answer_en, answerAr: input.answer_ar };
    if (input.faq_id) {
      const [before] = await tx.select().from(faqs).where(eq(faqs.id, input.faq_id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(faqs)
        .set({ ...values, sort: input.sort ?? before.sort })
        .where(eq(faqs.id, before.id))
        .returning();
      await audit(tx, actorId, { action: 'faq.update', entity: 'faq', entityId: before.id, before, after });
      return toFaq(after!);
    }
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${faqs.sort}), 0)::int` }).from(faqs);
    const [made] = await tx
      .insert(faqs)
      .values({ ...values, sort: input.sort ?? (last?.sort ?? 0) + 1 })
      .returning();
    await audit(tx, actorId, { action: 'faq.create', entity: 'faq', entityId: made!.id, after: made });
    return toFaq(made!);
  });
}

export async function deleteFaq(db: Db, actorId: number, faqId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(faqs).where(eq(faqs.id, faqId)).returning();
    if (!before) throw notFound();
    await audit(tx, actorId, { action: 'faq.delete', entity: 'faq', entityId: faqId, before });
    return { faq_id: faqId };
  });
}

/** Sets `sort` to each row's position (from 1) in `ids`, which must name every current row once. */
export async function applyOrder<T extends { id: number }>(
  current: T[],
  ids: number[],
  write: (id: number, sort: number) => Promise<unknown>,
) {
  if (
    !sameIds(
      current.map((c) => c.id),
      ids,
    )
  )
    throw refuse(contentAdminMessages.orderMismatch);
  for (const [sort, id] of ids.entries()) await write(id, sort + 1);
}

export async function reorderFaq(db: Db, actorId: number, faqIds: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)).for('update');
    await applyOrder(current, faqIds, (id, sort) => tx.update(faqs).set({ sort }).where(eq(faqs.id, id)));
    await audit(tx, actorId, { action: 'faq.reorder', entity: 'faq', entityId: null, before: current.map((c) => c.id), after: faqIds });
  });
  return listFaq(db);
}

export async function addRegion(
  db: Db,
  actorId: number,
  input: { emirate_id: number; name_en: string; name_ar: string; delivery_fee: number },
) {
  const id = await db.transaction(async (tx) => {
    const [emirate] = await tx.select({ id: emirates.id }).from(emirates).where(eq(emirates.id, input.emirate_id));
    if (!emirate) throw notFound();
    const [made] = await tx
      .insert(regions)
      .values({ emirateId: emirate.id, nameEn: input.name_en, nameAr: input.name_ar, deliveryFee: toFils(input.delivery_fee) })
      .returning();
    await audit(tx, actorId, { action: 'region.create', entity: 'region', entityId: made!.id, after: made });
    return made!.id;
  });
  const [row] = await regionQuery(db).where(eq(regions.id, id));
  return toRegion(row!);
}

// ---------- branches (the contact page) ----------

type Branch = typeof branches.$inferSelect;
const toBranch = (b: Branch) => ({
  id: b.id,
  name_en: b.nameEn,
  name_ar: b.nameAr,
  city_en: b.cityEn,
  city_ar: b.cityAr,
  address_en: b.addressEn,
  address_ar: b.addressAr,
  hours_en: b.hoursEn,
  hours_ar: b.hoursAr,
  landline: b.landline,
  mobile: b.mobile,
  latitude: b.latitude,
  longitude: b.longitude,
  sort: b.sort,
  pickup: b.pickup,
});

export async function listBranches(db: DbOrTx) {
  return (await db.select().from(branches).orderBy(asc(branches.sort), asc(branches.id))).map(toBranch);
}

export interface BranchForm {
  branch_id?: number | undefined;
  name_en: string;
  name_ar: string;
  city_en: string;
  city_ar: string;
  address_en: string;
  address_ar: string;
  hours_en?: string | undefined;
  hours_ar?: string | undefined;
  landline: string;
  mobile: string;
  latitude: number;
  longitude: number;
  sort?: number | undefined;
  pickup?: number | undefined;
}

export async function saveBranch(db: Db, actorId: number, f: BranchForm) {
  return db.transaction(async (tx) => {
    const values = {
      nameEn: f.name_en,
      nameAr: f.name_ar,
      cityEn: f.city_en,
      cityAr: f.city_ar,
      addressEn: f.address_en,
      addressAr: f.address_ar,
      hoursEn: f.hours_en ?? '',
      hoursAr: f.hours_ar ?? '',
      landline: f.landline,
      mobile: f.mobile,
      latitude: f.latitude,
      longitude: f.longitude,
      ...(f.pickup === undefined ? {} : { pickup: f.pickup === 1 }),
    };
    if (f.branch_id) {
      const [before] = await tx.select().from(branches).where(eq(branches.id, f.branch_id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(branches)
        .set({ ...values, sort: f.sort ?? before.sort })
        .where(eq(branches.id, before.id))
        .returning();
      await audit(tx, actorId, { action: 'branch.update', entity: 'branch', entityId: before.id, before, after });
      return toBranch(after!);
    }
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${branches.sort}), 0)::int` }).from(branches);
    const [made] = await tx
      .insert(branches)
      .values({ ...values, sort: f.sort ?? (last?.sort ?? 0) + 1 })
      .returning();
    await audit(tx, actorId, { action: 'branch.create', entity: 'branch', entityId: made!.id, after: made });
    return toBranch(made!);
  });
}

export async function reorderBranches(db: Db, actorId: number, branchIds: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: branches.id }).from(branches).orderBy(asc(branches.sort), asc(branches.id)).for('update');
    await applyOrder(current, branchIds, (id, sort) => tx.update(branches).set({ sort }).where(eq(branches.id, id)));
    await audit(tx, actorId, {
      action: 'branch.reorder',
      entity: 'branch',
      entityId: null,
      before: current.map((c) => c.id),
      after: branchIds,
    });
  });
  return listBranches(db);
}

/** Deleting a branch drops its stock counts; its units stay in the online stock, counted as the warehouse's. */
export async function deleteBranch(db: Db, actorId: number, branchId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(branches).where(eq(branches.id, branchId)).returning();
    if (!before) throw notFound();
    await audit(tx, actorId, { action: 'branch.delete', entity: 'branch', entityId: branchId, before });
    return { branch_id: branchId };
  });
}

// ---------- legal pages ----------

type Legal = typeof legalPages.$inferSelect;
const toLegal = (slug: LegalSlug, p: Legal | undefined) => ({
  slug,
  title_en: p?.titleEn ?? '',
  title_ar: p?.titleAr ?? '',
  body_en: p?.bodyEn ?? '',
  body_ar: p?.bodyAr ?? '',
  updated_at: p ? p.updatedAt.toISOString() : null,
});

export async function listLegal(db: DbOrTx) {
  const rows = await db.select().from(legalPages);
  return LEGAL_SLUGS.map((slug) =>
    toLegal(
      slug,
      rows.find((r) => r.slug === slug),
    ),
  );
}

export async function saveLegal(
  db: Db,
  actorId: number,
  input: { slug: LegalSlug; title_en: string; title_ar: string; body_en: string; body_ar: string },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(legalPages).where(eq(legalPages.slug, input.slug)).for('update');
    const values = {
      titleEn: input.title_en,
      titleAr: input.title_ar,
      bodyEn: input.body_en,
      bodyAr: input.body_ar,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(legalPages)
      .values({ slug: input.slug, ...values })
      .onConflictDoUpdate({ target: legalPages.slug, set: values })
      .returning();
    await audit(tx, actorId, { action: 'legal.save', entity: 'legal', entityId: input.slug, before: before ?? null, after });
    return toLegal(input.slug, after);
  });
}
