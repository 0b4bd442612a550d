import fs from 'node:fs';
import {
  adminQuizDeleteCall,
  adminQuizImageCall,
  adminQuizListCall,
  adminQuizReorderCall,
  adminQuizSaveCall,
  quizProductsCall,
  quizQuestionsCall,
  type Call,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, products, quizQuestionProducts, quizQuestions } from '../../../db/schema';
import { call, type CallFields, callWithFiles, invalidData } from '../../../test/app';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';
import { fileOf } from '../../../test/fixtures/files';

const w = adminSuite();
let shelf: { id: number; nameEn: string; nameAr: string }[];
beforeAll(async () => {
  shelf = await w.t.db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(and(eq(products.visible, true), gt(products.stock, 0)))
    .orderBy(asc(products.id))
    .limit(3);
});

const admin = <C extends Call>(c: C, fields: CallFields<C> = {}) => call(w.t.app, c, { ...w.admin.auth, ...fields });
const questions = (gender: number, age: number, lang: 'en' | 'ar') =>
  call(w.t.app, quizQuestionsCall, { auth_key: 'guest', user_id: 0, gender, age }, { lang });
const recommend = (ids: string, lang: 'en' | 'ar') =>
  call(w.t.app, quizProductsCall, { auth_key: 'guest', user_id: 0, questions: ids }, { lang });

const form = () => ({
  question_en: 'Do you drink coffee after 4pm?',
  question_ar: 'هل تشرب القهوة بعد الرابعة عصرًا؟',
  genders: '2',
  age_bands: '1,2',
  recommendation_en: 'Swap the afternoon coffee for a herbal tea.',
  recommendation_ar: 'استبدل قهوة العصر بشاي أعشاب.',
  product_ids: `${shelf[0]!.id},${shelf[1]!.id}`,
});

async function snapshot() {
  const [audits] = await w.t.db.select({ n: count() }).from(auditLog);
  const qs = await w.t.db.select().from(quizQuestions).orderBy(quizQuestions.id);
  const links = await w.t.db.select().from(quizQuestionProducts).orderBy(quizQuestionProducts.questionId, quizQuestionProducts.productId);
  return JSON.stringify({ audits: audits!.n, qs, links });
}

async function refused(c: Call, cases: [Record<string, unknown>, number, string?][]) {
  const before = await snapshot();
  for (const [fields, status, field] of cases) {
    const res = await admin(c, fields);
    expect([res.statusCode, res.body.status], JSON.stringify(fields)).toEqual([status, false]);
    if (field) expect(res.body.data, JSON.stringify(fields)).toMatchObject({ field });
  }
  expect(await snapshot()).toBe(before);
}

const upload = (questionId: number, bytes: Buffer, field = 'image') =>
  callWithFiles(w.t.app, adminQuizImageCall, { ...w.admin.auth, question_id: questionId }, [
    { field, filename: 'a.png', type: 'image/png', bytes },
  ]);
const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#6b8e23' } })
    .png()
    .toBuffer();

describe('admin quiz', () => {
  it('lists the seeded questions with who is asked and the products a yes recommends', async () => {
    const list = (await admin(adminQuizListCall)).body.data;
    expect(list.length).toBeGreaterThan(3);
    expect(list[0]).toMatchObject({ active: true, genders: expect.any(Array), age_bands: expect.any(Array) });
    expect(list[0]!.products.length).toBeGreaterThan(0);
    expect(list.map((q: { sort: number }) => q.sort)).toEqual([...list.map((q: { sort: number }) => q.sort)].sort((a, b) => a - b));
  });

  it('creates a question that the quiz asks only its gender and ages, in both languages, and recommends its products', async () => {
    const made = await admin(adminQuizSaveCall, form());
    expect(made.body.status).toBe(true);
    const q = made.body.data;
    expect(q).toMatchObject({ question_ar: 'هل تشرب القهوة بعد الرابعة عصرًا؟', genders: [2], age_bands: [1, 2], active: true, image: '' });
    expect(q.products.map((p: { id: number }) => p.id)).toEqual([shelf[0]!.id, shelf[1]!.id]);

    const asked = (await questions(2, 2, 'ar')).body.data;
    expect(asked.at(-1)).toEqual({
      id: q.id,
      question: 'هل تشرب القهوة بعد الرابعة عصرًا؟',
      image: 'http://localhost:3000/placeholder.svg',
    });
    expect((await questions(2, 1, 'en')).body.data.at(-1)).toMatchObject({ id: q.id, question: 'Do you drink coffee after 4pm?' });
    expect((await questions(1, 2, 'en')).body.data.map((x: { id: number }) => x.id)).not.toContain(q.id);
    expect((await questions(2, 3, 'en')).body.data.map((x: { id: number }) => x.id)).not.toContain(q.id);

    const en = (await recommend(String(q.id), 'en')).body.data;
    expect(en.description).toContain('• Swap the afternoon coffee for a herbal tea.');
    expect(en.products.map((p: { id: number }) => p.id).sort()).toEqual([shelf[0]!.id, shelf[1]!.id].sort());
    const ar = (await recommend(String(q.id), 'ar')).body.data;
    expect(ar.description).toContain('• استبدل قهوة العصر بشاي أعشاب.');
    expect(ar.products.map((p: { name: string }) => p.name)).toContain(shelf[0]!.nameAr);
    expect((await auditOf(w.t, 'quiz_question', q.id))[0]).toMatchObject({
      action: 'quiz.create',
      after: { genders: [2], ageBands: [1, 2], productIds: [shelf[0]!.id, shelf[1]!.id] },
    });
  });

  it('edits a question: texts, audience, products and active; an inactive question is no longer asked', async () => {
    const q = (await admin(adminQuizSaveCall, form())).body.data;
    const edited = await admin(adminQuizSaveCall, {
      ...form(),
      question_id: q.id,
      genders: '1,2',
      recommendation_en: 'Try rooibos instead.',
      product_ids: String(shelf[2]!.id),
    });
    expect(edited.body.data).toMatchObject({ id: q.id, genders: [1, 2], recommendation_en: 'Try rooibos instead.', sort: q.sort });
    expect(edited.body.data.products.map((p: { id: number }) => p.id)).toEqual([shelf[2]!.id]);
    expect((await recommend(String(q.id), 'en')).body.data.products.map((p: { id: number }) => p.id)).toEqual([shelf[2]!.id]);
    expect((await questions(1, 1, 'en')).body.data.map((x: { id: number }) => x.id)).toContain(q.id);

    const off = await admin(adminQuizSaveCall, { ...form(), question_id: q.id, active: 0, product_ids: '' });
    expect(off.body.data).toMatchObject({ active: false, products: [] });
    expect((await questions(2, 1, 'en')).body.data.map((x: { id: number }) => x.id)).not.toContain(q.id);
    const trail = await auditOf(w.t, 'quiz_question', q.id);
    expect(trail.map((a) => a.action)).toEqual(['quiz.create', 'quiz.update', 'quiz.update']);
    expect(trail[1]).toMatchObject({
      before: { genders: [2], productIds: [shelf[0]!.id, shelf[1]!.id] },
      after: { genders: [1, 2], productIds: [shelf[2]!.id] },
    });
  });

  it('stores an uploaded image as WebP, shows it in the quiz and deletes the picture it replaces', async () => {
    const q = (await admin(adminQuizSaveCall, form())).body.data;
    const first = await upload(q.id, await png());
    expect(first.statusCode).toBe(200);
    expect(first.body.data.image).toMatch(/^http:\/\/localhost:3000\/media\/quiz\/[0-9a-f]{16}-640\.webp$/);
    expect((await sharp(fileOf(w.t.config.mediaDir, first.body.data.image)).metadata()).format).toBe('webp');
    expect((await questions(2, 1, 'en')).body.data.find((x: { id: number }) => x.id === q.id)!.image).toBe(first.body.data.image);

    const second = await upload(q.id, await png());
    expect(second.body.data.image).not.toBe(first.body.data.image);
    expect(fs.existsSync(fileOf(w.t.config.mediaDir, second.body.data.image))).toBe(true);
    expect(fs.existsSync(fileOf(w.t.config.mediaDir, first.body.data.image))).toBe(false);
    expect((await auditOf(w.t, 'quiz_question', q.id)).map((a) => a.action)).toEqual(['quiz.create', 'quiz.image', 'quiz.image']);
  });

  it('refuses a file that is not an image, or no file, changing nothing', async () => {
    const q = (await admin(adminQuizSaveCall, form())).body.data;
    const before = await snapshot();
    const fake = await upload(q.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect([fake.statusCode, fake.body.data]).toEqual([400, { field: 'image', reason: 'not an accepted image' }]);
    // A file under another name is refused unread, naming it; then the picture is missing.
    const elsewhere = await upload(q.id, await png(), 'other');
    expect([elsewhere.statusCode, invalidData(elsewhere).field]).toEqual([400, 'other']);
    const none = await admin(adminQuizImageCall, { question_id: q.id });
    expect([none.statusCode, invalidData(none).field]).toEqual([400, 'image']);
    const unknown = await upload(999_999, await png());
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('reorders the quiz, which the shop follows', async () => {
    const ids = (await admin(adminQuizListCall)).body.data.map((q: { id: number }) => q.id);
    const moved = [ids.at(-1), ...ids.slice(0, -1)];
    const res = await admin(adminQuizReorderCall, { question_ids: moved.join(',') });
    expect(res.body.data.map((q: { id: number }) => q.id)).toEqual(moved);
    const lastActive = res.body.data.find(
      (q: { active: boolean; genders: number[]; age_bands: number[] }) => q.active && q.genders.includes(2) && q.age_bands.includes(1),
    );
    expect((await questions(2, 1, 'en')).body.data[0]!.id).toBe(lastActive!.id);
    const [trail] = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'quiz.reorder'));
    expect(trail).toMatchObject({ before: ids, after: moved });
  });

  it('deletes a question with its image; the quiz no longer asks or recommends it', async () => {
    const q = (await admin(adminQuizSaveCall, form())).body.data;
    const image = (await upload(q.id, await png())).body.data.image;
    expect((await admin(adminQuizDeleteCall, { question_id: q.id })).body.data).toEqual({ question_id: q.id });
    expect(fs.existsSync(fileOf(w.t.config.mediaDir, image))).toBe(false);
    expect((await questions(2, 1, 'en')).body.data.map((x: { id: number }) => x.id)).not.toContain(q.id);
    expect((await recommend(String(q.id), 'en')).body.data).toEqual({ description: '', products: [] });
    expect(await w.t.db.select().from(quizQuestionProducts).where(eq(quizQuestionProducts.questionId, q.id))).toEqual([]);
    expect((await auditOf(w.t, 'quiz_question', q.id)).at(-1)).toMatchObject({
      action: 'quiz.delete',
      before: { questionEn: form().question_en },
    });
  });

  it('answers 400 naming the field, 404 for an unknown question, and refuses unknown products, changing nothing', async () => {
    const ids = (await admin(adminQuizListCall)).body.data.map((q: { id: number }) => q.id);
    await refused(adminQuizSaveCall, [
      [{ ...form(), genders: '3' }, 400, 'genders'],
      [{ ...form(), genders: '1,1' }, 400, 'genders'],
      [{ ...form(), genders: '' }, 400, 'genders'],
      [{ ...form(), age_bands: '4' }, 400, 'age_bands'],
      [{ ...form(), question_ar: '' }, 400, 'question_ar'],
      [{ ...form(), recommendation_en: 'x'.repeat(2001) }, 400, 'recommendation_en'],
      [{ ...form(), product_ids: 'a' }, 400, 'product_ids.0'],
      [{ ...form(), active: 2 }, 400, 'active'],
      [{ ...form(), question_id: 999_999 }, 404],
      [{ ...form(), product_ids: '999999' }, 200],
    ]);
    await refused(adminQuizReorderCall, [
      [{ question_ids: ids.slice(1).join(',') }, 200],
      [{ question_ids: '' }, 400, 'question_ids'],
    ]);
    await refused(adminQuizDeleteCall, [
      [{ question_id: 999_999 }, 404],
      [{ question_id: '' }, 400, 'question_id'],
    ]);
  });
});
