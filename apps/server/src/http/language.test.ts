// The answer's language (docs/api.md): Accept-Language picks Arabic or English, and a refusal's reason is in
// that language too, not English inside an Arabic message.
import { beforeAll, describe, expect, it } from 'vitest';
import { activateCall, addAddressCall, homeCall, quizQuestionsCall, type Call, type CallData, type categoriesCall } from '@shop/contract';
import { categories } from '../db/schema';
import { shopper, type Shopper } from '../test/fixtures/shoppers';
import { suiteApp } from '../test/fixtures/suite';
import { call, callResult, expectRefusal } from '../test/app';
import { langFromHeader } from './i18n';

const t = suiteApp();
let s: Shopper;

beforeAll(async () => {
  await t.db.insert(categories).values({ nameEn: 'Honey', nameAr: 'عسل' });
  s = await shopper(t.app, t.db);
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['null', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
    ['arn', 'en'],
    ['ar;q=0', 'en'],
    ['ar', 'ar'],
    ['AR-ae', 'ar'],
    ['en-US,ar;q=0.9', 'en'],
    ['fr-FR,ar;q=0.9,en;q=0.8', 'ar'],
    ['en;q=0.5, ar-SA', 'ar'],
  ])('%j means %s', (header, lang) => {
    expect(langFromHeader(header)).toBe(lang);
  });

  it.each([[undefined], ['null'], ['de-DE']])('answers %j in English', async (header) => {
    const res = callResult<CallData<typeof categoriesCall>>(
      await t.app.inject({
        method: 'POST',
        url: '/api/products/categories.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(header === undefined ? {} : { 'accept-language': header }) },
        payload: 'auth_key=guest&user_id=0',
      }),
    );
    expect(res.body.msg).toBe('Success');
    expect(res.body.data[0]!.cat_name).toBe('Honey');
  });
});

/** Arabic letters only, apart from the field's name and the words the reason quotes. */
const latinLeft = (msg: string, ...allowed: string[]) => allowed.reduce((m, word) => m.replaceAll(word, ''), msg).match(/[A-Za-z]+/g);

describe('field reasons in the caller’s language', () => {
  const guest = { auth_key: 'guest', user_id: 0 };
  const cases: { call: Call; fields: Record<string, string | number>; field: string; en: string; ar: string }[] = [
    {
      call: homeCall,
      fields: { ...guest, type: 'abc' },
      field: 'type',
      en: 'Invalid value for type: must be a number',
      ar: 'قيمة غير صالحة للحقل type: يجب أن تكون رقمًا',
    },
    {
      call: homeCall,
      fields: { ...guest, type: 9 },
      field: 'type',
      en: 'Invalid value for type: must be at most 3',
      ar: 'قيمة غير صالحة للحقل type: يجب ألا تزيد على 3',
    },
    {
      call: homeCall,
      fields: { ...guest, type: 1.5 },
      field: 'type',
      en: 'Invalid value for type: must be a whole number',
      ar: 'قيمة غير صالحة للحقل type: يجب أن تكون عددًا صحيحًا',
    },
    {
      call: quizQuestionsCall,
      fields: { ...guest, age: 1 },
      field: 'gender',
      en: 'Invalid value for gender: required',
      ar: 'قيمة غير صالحة للحقل gender: مطلوب',
    },
    {
      call: activateCall,
      fields: { email: 'a@example.com', passcode: '12' },
      field: 'passcode',
      en: 'Invalid value for passcode: four digits',
      ar: 'قيمة غير صالحة للحقل passcode: أربعة أرقام',
    },
  ];

  it.each(cases)('$call.path, $field: "$ar"', async ({ call: theCall, fields, field, en, ar }) => {
    const inEnglish = await call(t.app, theCall, fields, { lang: 'en' });
    const inArabic = await call(t.app, theCall, fields, { lang: 'ar' });
    expectRefusal(inArabic, 'invalid');
    expect(inEnglish.body.msg).toBe(en);
    expect(inArabic.body.msg).toBe(ar);
    expect(latinLeft(inArabic.body.msg, field)).toBeNull();
    // Our own client gets the field and the reason (in English) in data, whatever the language.
    expect(inArabic.body.data).toEqual({ field, reason: en.slice(`Invalid value for ${field}: `.length) });
  });

  it('words the reasons the server finds itself in Arabic too', async () => {
    const res = await s.call(addAddressCall, { name: 'Home', phone: '0501234567', address: 'Villa 1', emirate: 999_999, region: 1 }, 'ar');
    expectRefusal(res, 'invalid');
    expect(res.body.msg).toBe('قيمة غير صالحة للحقل emirate: إمارة غير معروفة');
    expect(res.body.data).toEqual({ field: 'emirate', reason: 'unknown emirate' });
  });

  it('words a body it cannot read in Arabic, without the parser’s English', async () => {
    const res = callResult(
      await t.app.inject({
        method: 'POST',
        url: '/api/home/home.php',
        headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
        payload: '{"type": ',
      }),
    );
    expectRefusal(res, 'invalid');
    expect(res.body.msg).toBe('قيمة غير صالحة للحقل body: تعذّرت قراءتها');
  });
});
