// Writes what is not catalogue or people: emirates and regions with their fees, branches and contacts,
// FAQ, return reasons, legal texts, coupons, the wellness quiz and the home banners.
import type { Tx } from '../db/client';
import {
  banners,
  branches,
  branchStock,
  coupons,
  emirates,
  faqs,
  legalPages,
  products,
  quizQuestionProducts,
  quizQuestions,
  regions,
  returnReasons,
  storeSettings,
} from '../db/schema';
import { BRANCHES, EMIRATES, FAQ, MORE_AREAS, RETURN_REASONS, STORE_SETTINGS, coupons as couponDefs } from './data/content';
import { LEGAL_PAGES } from './data/legal';
import { QUIZ } from './data/quiz';
import type { CatalogIds } from './insert-catalog';
import type { SeedPlan } from './plan';

export interface Region {
  id: number;
  emirateId: number;
  emirateEn: string;
  emirateAr: string;
  nameEn: string;
  nameAr: string;
  deliveryFee: number;
}

export interface ContentIds {
  /** Regions by 'Emirate/Region' English names. */
  regions: Map<string, Region>;
  /** Coupons by code. */
  coupons: Map<string, Pick<typeof coupons.$inferSelect, 'id' | 'kind' | 'value'>>;
}

export async function insertContent(tx: Tx, plan: SeedPlan, catalog: CatalogIds, now: Date): Promise<ContentIds> {
  const emirateRows = await tx
    .insert(emirates)
    .values(EMIRATES.map((e, i) => ({ nameEn: e.en, nameAr: e.ar, sort: i + 1 })))
    .returning();
  const regionRows = await tx
    .insert(regions)
    .values(
      EMIRATES.flatMap((e) => {
        const emirateId = emirateRows.find((row) => row.nameEn === e.en)!.id;
        return e.regions.map((r) => ({ emirateId, nameEn: r.en, nameAr: r.ar, deliveryFee: r.fee }));
      }),
    )
    .returning();
  await tx.insert(regions).values(
    Object.entries(MORE_AREAS).flatMap(([emirateEn, areas]) => {
      const emirateId = emirateRows.find((row) => row.nameEn === emirateEn)!.id;
      return areas.map((r) => ({ emirateId, nameEn: r.en, nameAr: r.ar, deliveryFee: r.fee }));
    }),
  );
  const regionMap = new Map(
    regionRows.map((r) => {
      const emirate = emirateRows.find((e) => e.id === r.emirateId)!;
      return [`${emirate.nameEn}/${r.nameEn}`, { ...r, emirateEn: emirate.nameEn, emirateAr: emirate.nameAr }];
    }),
  );

  const branchRows = await tx
    .insert(branches)
    .values(BRANCHES.map((b, i) => ({ ...b, sort: i + 1 })))
    .returning({ id: branches.id });
  // Each branch holds a share of every product's units, the rest stays in the web warehouse.
  const shares = [0.3, 0.2, 0.15];
  const stocked = await tx.select({ id: products.id, stock: products.stock }).from(products);
  const held = branchRows.flatMap((b, i) =>
    stocked.map((p) => ({ branchId: b.id, productId: p.id, quantity: Math.floor(p.stock * (shares[i] ?? 0)) })),
  );
  if (held.length > 0) await tx.insert(branchStock).values(held);
  await tx.insert(storeSettings).values(Object.entries(STORE_SETTINGS).map(([key, value]) => ({ key, value })));
  await tx.insert(faqs).values(
    FAQ.map((f, i) => ({
      questionEn: f.question.en,
      questionAr: f.question.ar,
      answerEn: f.answer.en,
      answerAr: f.answer.ar,
      sort: i + 1,
    })),
  );
  await tx
    .insert(returnReasons)
    .values(RETURN_REASONS.map((r, i) => ({ nameEn: r.en, nameAr: r.ar, productFault: r.productFault, sort: i + 1 })));
  await tx.insert(legalPages).values(LEGAL_PAGES.map((p) => ({ ...p, updatedAt: now })));

  const couponRows = await tx.insert(coupons).values(couponDefs(now)).returning();
  const couponMap = new Map(couponRows.map((c) => [c.code, { id: c.id, kind: c.kind, value: c.value }]));

  const questionRows = await tx
    .insert(quizQuestions)
    .values(
      QUIZ.map((q, i) => ({
        questionEn: q.question.en,
        questionAr: q.question.ar,
        image: plan.quizImages.get(q.topic)!,
        genders: q.genders,
        ageBands: q.ageBands,
        recommendationEn: q.recommendation.en,
        recommendationAr: q.recommendation.ar,
        sort: i + 1,
      })),
    )
    .returning({ id: quizQuestions.id, questionEn: quizQuestions.questionEn });
  await tx.insert(quizQuestionProducts).values(
    QUIZ.flatMap((q) => {
      const questionId = questionRows.find((r) => r.questionEn === q.question.en)!.id;
      return q.products.map((slug) => {
        const productId = catalog.mainProductId.get(slug);
        if (productId === undefined) throw new Error(`quiz: unknown product ${slug}`);
        return { questionId, productId };
      });
    }),
  );

  await tx.insert(banners).values(
    plan.banners.map((b, i) => ({
      productId: catalog.productId.get(b.handle)!,
      imageEn: b.imageEn,
      imageAr: b.imageAr,
      titleEn: b.en.title,
      titleAr: b.ar.title,
      subtitleEn: b.en.subtitle,
      subtitleAr: b.ar.subtitle,
      buttonEn: b.en.button,
      buttonAr: b.ar.button,
      altEn: b.en.alt,
      altAr: b.ar.alt,
      sort: i + 1,
    })),
  );

  return { regions: regionMap, coupons: couponMap };
}
