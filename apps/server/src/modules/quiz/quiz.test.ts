import { beforeAll, describe, expect, it } from 'vitest';
import { PG_INT_MAX, quizProductsCall, quizQuestionsCall } from '@shop/contract';
import { products, quizQuestionProducts, quizQuestions } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { suiteApp } from '../../test/fixtures/suite';
import { MAX_YES_ANSWERS, parseYesIds } from './service';

const t = suiteApp();
let q: Record<'sleep' | 'joints' | 'women' | 'men' | 'retired', number>;
let p: Record<'calm' | 'royal' | 'turmeric' | 'omega' | 'hidden', number>;
/** Names the ids of inserted rows in insertion order. */
const named = <K extends string>(keys: K[], rows: { id: number }[]) =>
  Object.fromEntries(keys.map((k, i) => [k, rows[i]!.id])) as Record<K, number>;
const EMPTY = { description: '', products: [] };

beforeAll(async () => {
  const made = await t.db
    .insert(products)
    .values([
      { nameEn: 'Calm Tea', nameAr: 'شاي الهدوء', listPrice: 3000, salePrice: 3000, stock: 5, rating: 4 },
      { nameEn: 'Royal Jelly', nameAr: 'غذاء ملكات النحل', listPrice: 9000, salePrice: 9000, stock: 0, rating: 5 },
      { nameEn: 'Turmeric Oil', nameAr: 'زيت الكركم', listPrice: 4000, salePrice: 3500, stock: 3, rating: 2 },
      { nameEn: 'Omega Capsules', nameAr: 'كبسولات أوميغا', listPrice: 6000, salePrice: 6000, stock: 10, rating: 5 },
      { nameEn: 'Hidden Balm', nameAr: 'بلسم مخفي', listPrice: 100, salePrice: 100, stock: 9, visible: false },
    ])
    .returning({ id: products.id });
  p = named(['calm', 'royal', 'turmeric', 'omega', 'hidden'], made);

  const question = (en: string, ar: string, recEn: string, recAr: string) => ({
    questionEn: en,
    questionAr: ar,
    recommendationEn: recEn,
    recommendationAr: recAr,
  });
  const rows = await t.db
    .insert(quizQuestions)
    .values([
      {
        ...question('Do you sleep badly?', 'هل تعاني من قلة النوم؟', 'Drink a calming herbal tea at night.', 'اشرب شاي أعشاب مهدئًا ليلًا.'),
        sort: 1,
        image: 'quiz/sleep',
      },
      {
        ...question('Do your joints ache?', 'هل تؤلمك مفاصلك؟', 'Massage your joints with warm oils.', 'دلّك مفاصلك بالزيوت الدافئة.'),
        sort: 2,
        ageBands: [2, 3],
      },
      // Same advice as the sleep question: it must appear once in the description.
      {
        ...question(
          'Do you feel tired before your period?',
          'هل تشعرين بالتعب قبل الدورة؟',
          'Drink a calming herbal tea at night.',
          'اشرب شاي أعشاب مهدئًا ليلًا.',
        ),
        sort: 3,
        genders: [2],
        ageBands: [1, 2],
      },
      {
        ...question('Do you train hard?', 'هل تتمرن بشدة؟', 'Add omega-3 to your diet.', 'أضف أوميغا 3 إلى غذائك.'),
        sort: 0,
        genders: [1],
        ageBands: [1],
      },
      { ...question('Retired question', 'سؤال متوقف', 'Old advice.', 'نصيحة قديمة.'), sort: 4, active: false },
    ])
    .returning({ id: quizQuestions.id });
  q = named(['sleep', 'joints', 'women', 'men', 'retired'], rows);

  await t.db.insert(quizQuestionProducts).values([
    { questionId: q.sleep, productId: p.calm },
    { questionId: q.sleep, productId: p.royal },
    { questionId: q.sleep, productId: p.turmeric },
    { questionId: q.joints, productId: p.royal },
    { questionId: q.joints, productId: p.turmeric },
    { questionId: q.joints, productId: p.omega },
    { questionId: q.women, productId: p.turmeric },
    { questionId: q.women, productId: p.hidden },
    { questionId: q.men, productId: p.omega },
    { questionId: q.retired, productId: p.calm },
  ]);
});

const questions = (gender: number | string, age: number | string, lang: 'en' | 'ar' = 'en') =>
  call(t.app, quizQuestionsCall, { auth_key: 'guest', user_id: 0, gender, age }, { lang });
const recommend = (value: string | undefined, lang: 'en' | 'ar' = 'en') =>
  call(t.app, quizProductsCall, { auth_key: 'guest', user_id: 0, questions: value }, { lang });
const names = (res: Awaited<ReturnType<typeof recommend>>) => res.body.data.products.map((x: { name: string }) => x.name);

describe('wellness_quiz/questions.php', () => {
  it('answers the active questions for the gender and age band, in quiz order', async () => {
    const ids = async (gender: number, age: number) => (await questions(gender, age)).body.data.map((x: { id: number }) => x.id);
    expect(await ids(1, 1)).toEqual([q.men, q.sleep]);
    expect(await ids(2, 1)).toEqual([q.sleep, q.women]);
    expect(await ids(2, 2)).toEqual([q.sleep, q.joints, q.women]);
    expect(await ids(1, 3)).toEqual([q.sleep, q.joints]);
    expect(await ids(2, 3)).toEqual([q.sleep, q.joints]);
  });

  it('sends each question with its text and image in the requested language', async () => {
    const en = await questions(2, 1);
    expect(en.body.status).toBe(true);
    expect(en.body.data[0]).toEqual({
      id: q.sleep,
      question: 'Do you sleep badly?',
      image: 'http://localhost:3000/media/quiz/sleep-640.webp',
    });
    // A question without an image gets the shop's placeholder.
    expect(en.body.data[1]).toEqual({
      id: q.women,
      question: 'Do you feel tired before your period?',
      image: 'http://localhost:3000/placeholder.svg',
    });
    const ar = await questions(2, 1, 'ar');
    expect(ar.body.msg).toBe('تمت العملية بنجاح');
    expect(ar.body.data.map((x: { question: string }) => x.question)).toEqual(['هل تعاني من قلة النوم؟', 'هل تشعرين بالتعب قبل الدورة؟']);
  });

  it('accepts Arabic-Indic digits for gender and age', async () => {
    const res = await questions('١', '٣');
    expect(res.body.data.map((x: { id: number }) => x.id)).toEqual([q.sleep, q.joints]);
  });

  it('refuses naming the field a gender or age outside the answers offered', async () => {
    for (const [gender, age, field] of [
      [3, 1, 'gender'],
      [0, 1, 'gender'],
      ['male', 1, 'gender'],
      [1, 4, 'age'],
      [1, 0, 'age'],
      [1, '', 'age'],
    ] as const) {
      const res = await questions(gender, age);
      expectRefusal(res, 'invalid');
      expect(res.body.status).toBe(false);
      expect(invalidData(res).field).toBe(field);
    }
  });

  it("answers 'wrong key' for a session that is not valid", async () => {
    const res = await call(t.app, quizQuestionsCall, { auth_key: 'forged', user_id: 3, gender: 1, age: 1 });
    expectRefusal(res, 'wrong-key');
    expect(res.body.msg).toBe('wrong key');
  });
});

describe('wellness_quiz/products.php', () => {
  it('ranks in-stock products first, then by how many yes answers point to them, then by rating', async () => {
    const res = await recommend(`${q.sleep},${q.joints},${q.women}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    // Votes: Turmeric 3, Royal Jelly 2 (out of stock), Calm 1 (rating 4), Omega 1 (rating 5); the hidden
    // product is never shown.
    expect(names(res)).toEqual(['Turmeric Oil', 'Omega Capsules', 'Calm Tea', 'Royal Jelly']);
    expect(res.body.data.products[0]).toEqual({
      id: p.turmeric,
      main_image: 'http://localhost:3000/placeholder.svg',
      name: 'Turmeric Oil',
      short_desc: '',
      quantity: 3,
      sale_price: 35,
      list_price: 40,
      discount: 13,
      rating: 2,
      rating_count: 0,
    });
  });

  it('composes the advice of the answered questions once each, in quiz order', async () => {
    const res = await recommend(`${q.women},${q.joints},${q.sleep}`);
    expect(res.body.data.description).toBe(
      [
        'Based on your answers, here is what we recommend:',
        '• Drink a calming herbal tea at night.',
        '• Massage your joints with warm oils.',
      ].join('\n'),
    );
  });

  it('answers in Arabic', async () => {
    const res = await recommend(`${q.sleep}`, 'ar');
    expect(res.body.data.description).toBe(['بناءً على إجاباتك، هذه توصياتنا لك:', '• اشرب شاي أعشاب مهدئًا ليلًا.'].join('\n'));
    expect(names(res)).toEqual(['شاي الهدوء', 'زيت الكركم', 'غذاء ملكات النحل']);
  });

  it('reads a URL-encoded list, spaces, repeats and Arabic-Indic digits alike', async () => {
    const plain = await recommend(`${q.sleep},${q.joints}`);
    for (const variant of [
      encodeURIComponent(`${q.sleep},${q.joints}`),
      ` ${q.sleep} , ${q.joints} ,`,
      `${q.joints},${q.sleep},${q.joints}`,
      `${q.sleep},${q.joints}`.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    ]) {
      expect((await recommend(variant)).body.data).toEqual(plain.body.data);
    }
    expect(plain.body.data.products).toHaveLength(4);
  });

  it('answers an empty recommendation, not an error, for a tampered value', async () => {
    const tooMany = Array.from({ length: MAX_YES_ANSWERS + 1 }, () => q.sleep).join(',');
    for (const value of [
      'abc',
      `${q.sleep},x`,
      `${q.sleep};${q.joints}`,
      '-1',
      '1.5',
      '0',
      '<script>alert(1)</script>',
      '%E0%A4%A',
      `${q.sleep},999999`, // an unknown id
      `${q.sleep},${q.retired}`, // a question no longer in the quiz
      tooMany,
    ]) {
      const res = await recommend(value);
      expect(res.statusCode, value).toBe(200);
      expect(res.body.status, value).toBe(true);
      expect(res.body.data, value).toEqual(EMPTY);
    }
  });

  it('answers an empty recommendation for no yes answers', async () => {
    for (const value of ['', ',', undefined]) {
      const res = await recommend(value);
      expect(res.body.status).toBe(true);
      expect(res.body.data).toEqual(EMPTY);
    }
  });
});

describe('wellness_quiz/products.php by ids (docs/product.md §7)', () => {
  const byIds = (ids: string | undefined, extra: Record<string, string> = {}, lang: 'en' | 'ar' = 'en') =>
    call(t.app, quizProductsCall, { auth_key: 'guest', user_id: 0, ids, ...extra }, { lang });

  it('answers what questions answers for the same yes ids, in either language and however the list is written', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const expected = await recommend(`${q.sleep},${q.joints}`, lang);
      expect(expected.body.data.products.length, lang).toBeGreaterThan(0);
      for (const value of [
        `${q.sleep},${q.joints}`,
        `${q.joints},${q.sleep},${q.joints}`,
        encodeURIComponent(`${q.sleep},${q.joints}`),
        ` ${q.sleep} , ${q.joints} ,`,
        `${q.sleep},${q.joints}`.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
      ]) {
        const res = await byIds(value, {}, lang);
        expect(res.statusCode, value).toBe(200);
        expect(res.body.status, value).toBe(true);
        expect(res.body.data, value).toEqual(expected.body.data);
      }
    }
  });

  it('leaves out an id that is not a question of the quiz (unknown or retired) and answers the others', async () => {
    const sleepOnly = await recommend(`${q.sleep}`);
    expect(names(sleepOnly)).toEqual(['Calm Tea', 'Turmeric Oil', 'Royal Jelly']);
    for (const value of [`${q.sleep},999999`, `999999,${q.sleep}`, `${q.sleep},${q.retired}`, `${q.sleep},${PG_INT_MAX}`]) {
      const res = await byIds(value);
      expect(res.body.status, value).toBe(true);
      // The retired question's product (Calm Tea, also the sleep question's) gets no vote of its own.
      expect(res.body.data, value).toEqual(sleepOnly.body.data);
    }
    for (const value of ['999999', `${q.retired}`, ',']) {
      const res = await byIds(value);
      expect(res.body.status, value).toBe(true);
      expect(res.body.data, value).toEqual(EMPTY);
    }
  });

  it('refuses a value that is not a list of ids, naming the field, with HTTP 200 (docs/decisions/002-http-200-refusals.md)', async () => {
    const tooMany = Array.from({ length: MAX_YES_ANSWERS + 1 }, (_, i) => i + 1).join(',');
    const tooManyYes = Array.from({ length: MAX_YES_ANSWERS + 1 }, () => q.sleep).join(',');
    for (const [value, reason] of [
      ['abc', 'must be ids joined by commas'],
      [`${q.sleep},x`, 'must be ids joined by commas'],
      [`${q.sleep};${q.joints}`, 'must be ids joined by commas'],
      ['-1', 'must be ids joined by commas'],
      ['1.5', 'must be ids joined by commas'],
      ['0', 'must be ids joined by commas'],
      ['%E0%A4%A', 'must be ids joined by commas'],
      [String(PG_INT_MAX + 1), 'must be ids joined by commas'],
      ['<script>alert(1)</script>', 'must be ids joined by commas'],
      [tooMany, `at most ${MAX_YES_ANSWERS} items`],
      [tooManyYes, `at most ${MAX_YES_ANSWERS} items`],
      ['1,'.repeat(3000), 'must be ids joined by commas'],
    ] as const) {
      const res = await byIds(value);
      expectRefusal(res, 'invalid', value.slice(0, 40));
      expect(res.body.data, value.slice(0, 40)).toEqual({ field: 'ids', reason });
      expect(res.body.msg, value.slice(0, 40)).toContain('ids');
    }
    const ar = await byIds('abc', {}, 'ar');
    expectRefusal(ar, 'invalid');
    expect(invalidData(ar).field).toBe('ids');
    expect(ar.body.msg).toContain('يجب أن تكون أرقامًا مفصولة بفواصل');
  });

  it('reads ids, not questions, when both are sent; without ids (or blank) questions is read', async () => {
    const joints = await recommend(`${q.joints}`);
    expect((await byIds(`${q.joints}`, { questions: `${q.sleep}` })).body.data).toEqual(joints.body.data);
    for (const blank of [undefined, '', 'null']) {
      expect((await byIds(blank, { questions: `${q.joints}` })).body.data, String(blank)).toEqual(joints.body.data);
    }
  });
});

describe('parseYesIds', () => {
  it('reads the ids and refuses anything else', () => {
    expect(parseYesIds('3,5,9')).toEqual([3, 5, 9]);
    expect(parseYesIds('3%2C5')).toEqual([3, 5]);
    expect(parseYesIds('')).toEqual([]);
    expect(parseYesIds('3,5a')).toBeNull();
    expect(parseYesIds('2147483648')).toBeNull();
    expect(parseYesIds(Array.from({ length: MAX_YES_ANSWERS + 1 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});
