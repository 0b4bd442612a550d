// Admin content: store settings (contact and the points rate), delivery fees by region, FAQ.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_AED_POINTS, toAed, toFils } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { emirates, faqs, regions, storeSettings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { audit } from './audit';

const SETTING_KEYS = ['phone', 'whatsapp', 'email', 'aed_points'] as const;
type Settings = { phone: string; whatsapp: string; email: string; aed_points: number };

export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select().from(storeSettings).where(inArray(storeSettings.key, [...SETTING_KEYS]));
  const of = (k: string) => rows.find((r) => r.key === k)?.value;
  const points = Number(of('aed_points'));
  return {
    phone: String(of('phone') ?? ''),
    whatsapp: String(of('whatsapp') ?? ''),
    email: String(of('email') ?? ''),
    aed_points: Number.isInteger(points) && points > 0 ? points : DEFAULT_AED_POINTS,
  };
}

export async function saveSettings(db: Db, actorId: number, input: Settings) {
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    for (const key of SETTING_KEYS) {
      await tx.insert(storeSettings).values({ key, value: input[key] }).onConflictDoUpdate({ target: storeSettings.key, set: { value: input[key] } });
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
    await tx.update(regions).set({ deliveryFee: toFils(feeAed) }).where(eq(regions.id, regionId));
    await audit(tx, actorId, { action: 'region.fee', entity: 'region', entityId: regionId, before: { deliveryFee: before.deliveryFee }, after: { deliveryFee: toFils(feeAed) } });
  });
  const [row] = await regionQuery(db).where(eq(regions.id, regionId));
  return toRegion(row!);
}

const toFaq = (f: typeof faqs.$inferSelect) => ({ id: f.id, question_en: f.questionEn, question_ar: f.questionAr, answer_en: f.answerEn, answer_ar: f.answerAr, sort: f.sort });

export async function listFaq(db: DbOrTx) {
  return (await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id))).map(toFaq);
}

export async function saveFaq(
  db: Db,
  actorId: number,
  input: { faq_id?: number | undefined; question_en: string; question_ar: string; answer_en: string; answer_ar: string; sort?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const values = { questionEn: input.question_en, questionAr: input.question_ar, answerEn: input.answer_en, answerAr: input.answer_ar };
    if (input.faq_id) {
      const [before] = await tx.select().from(faqs).where(eq(faqs.id, input.faq_id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx.update(faqs).set({ ...values, sort: input.sort ?? before.sort }).where(eq(faqs.id, before.id)).returning();
      await audit(tx, actorId, { action: 'faq.update', entity: 'faq', entityId: before.id, before, after });
      return toFaq(after!);
    }
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${faqs.sort}), 0)::int` }).from(faqs);
    const [made] = await tx.insert(faqs).values({ ...values, sort: input.sort ?? (last?.sort ?? 0) + 1 }).returning();
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

