import { beforeAll, describe, expect, it } from 'vitest';
import { faqCall, legalListCall, legalPageCall, storeInfoCall } from '@shop/contract';
import { branches, faqs, legalPages, storeSettings } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();

beforeAll(async () => {
  await t.db.insert(branches).values([
    {
      nameEn: 'Ras Al Khaimah Branch',
      nameAr: 'فرع رأس الخيمة',
      cityEn: 'Ras Al Khaimah',
      cityAr: 'رأس الخيمة',
      addressEn: 'Al Nakheel, RAK',
      addressAr: 'النخيل، رأس الخيمة',
      hoursEn: 'Daily 9 am - 10 pm',
      hoursAr: 'يوميًا 9 ص - 10 م',
      landline: '+97172000000',
      mobile: '+971500000003',
      latitude: 25.79,
      longitude: 55.95,
      sort: 3,
    },
    {
      nameEn: 'Khalidiya Branch',
      nameAr: 'فرع الخالدية',
      cityEn: 'Abu Dhabi',
      cityAr: 'أبوظبي',
      addressEn: 'Khalidiya St, Abu Dhabi',
      addressAr: 'شارع الخالدية، أبوظبي',
      hoursEn: 'Daily 9 am - 11 pm',
      hoursAr: 'يوميًا 9 ص - 11 م',
      landline: '+97120000001',
      mobile: '+971500000001',
      latitude: 24.47,
      longitude: 54.35,
      sort: 1,
    },
    {
      nameEn: 'Mussafah Branch',
      nameAr: 'فرع المصفح',
      cityEn: 'Abu Dhabi',
      cityAr: 'أبوظبي',
      addressEn: 'Mussafah M-10, Abu Dhabi',
      addressAr: 'المصفح م-10، أبوظبي',
      landline: '+97120000002',
      mobile: '+971500000002',
      latitude: 24.35,
      longitude: 54.5,
      sort: 2,
    },
  ]);
  await t.db.insert(storeSettings).values([
    { key: 'phone', value: '+97120000000' },
    { key: 'whatsapp', value: '971500000000' },
    { key: 'email', value: 'care@example.com' },
    { key: 'aed_points', value: 100 },
  ]);
  await t.db.insert(faqs).values([
    {
      questionEn: 'How long does delivery take?',
      questionAr: 'كم تستغرق مدة التوصيل؟',
      answerEn: '2 to 3 business days.',
      answerAr: 'من يومين إلى ثلاثة أيام عمل.',
      sort: 2,
    },
    { questionEn: 'Is the honey raw?', questionAr: 'هل العسل خام؟', answerEn: 'Yes.', answerAr: 'نعم.', sort: 1 },
  ]);
  await t.db.insert(legalPages).values([
    {
      slug: 'terms',
      titleEn: 'Terms of Use',
      titleAr: 'شروط الاستخدام',
      bodyEn: '## Use\n\nBe kind.',
      bodyAr: '## الاستخدام\n\nكن لطيفًا.',
      updatedAt: new Date('2026-01-05T10:00:00Z'),
    },
    {
      slug: 'privacy',
      titleEn: 'Privacy Policy',
      titleAr: 'سياسة الخصوصية',
      bodyEn: '## Data\n\nWe keep little.',
      bodyAr: '## البيانات\n\nنحتفظ بالقليل.',
      updatedAt: new Date('2026-01-02T08:30:00Z'),
    },
  ]);
});

describe('profile/store_info.php', () => {
  it('answers the branches in order with the company contacts, for a guest', async () => {
    const res = await call(t.app, storeInfoCall, { auth_key: 'guest', user_id: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    const d = res.body.data;
    expect(d.branches.map((b: { name: string }) => b.name)).toEqual(['Khalidiya Branch', 'Mussafah Branch', 'Ras Al Khaimah Branch']);
    expect(d.branches[0]).toEqual({
      id: expect.any(Number),
      name: 'Khalidiya Branch',
      city: 'Abu Dhabi',
      address: 'Khalidiya St, Abu Dhabi',
      landline: '+97120000001',
      mobile: '+971500000001',
      hours: 'Daily 9 am - 11 pm',
      latitude: 24.47,
      longitude: 54.35,
    });
    expect(d.branches[1]!.hours).toBe('');
    expect({ phone: d.phone, whatsapp: d.whatsapp, email: d.email }).toEqual({
      phone: '+97120000000',
      whatsapp: '971500000000',
      email: 'care@example.com',
    });
    // The company's legal details not set yet: empty, so the pages leave them out.
    expect(d.company).toEqual({ legal_name: '', trade_licence: '', trn: '' });
    // No app links set: the footer shows no app badges.
    expect(d.apps).toEqual({ app_store: '', google_play: '' });
  });

  it("answers the main branch's address at the top level beside phone and email, as the original Help page reads them", async () => {
    const en = (await call(t.app, storeInfoCall, {})).body.data;
    expect({ address: en.address, phone: en.phone, email: en.email }).toEqual({
      address: 'Khalidiya St, Abu Dhabi',
      phone: '+97120000000',
      email: 'care@example.com',
    });
    const ar = (await call(t.app, storeInfoCall, {}, { lang: 'ar' })).body.data;
    expect(ar.address).toBe('شارع الخالدية، أبوظبي');
  });

  it('answers in Arabic', async () => {
    const res = await call(t.app, storeInfoCall, {}, { lang: 'ar' });
    const b = res.body.data.branches[2];
    expect([b!.name, b!.city, b!.address, b!.hours]).toEqual(['فرع رأس الخيمة', 'رأس الخيمة', 'النخيل، رأس الخيمة', 'يوميًا 9 ص - 10 م']);
    // Numbers and coordinates are the same in both languages.
    expect([b!.landline, b!.latitude]).toEqual(['+97172000000', 25.79]);
  });
});

describe('profile/faq.php', () => {
  it('answers the questions in order, in both languages', async () => {
    const en = await call(t.app, faqCall, { auth_key: 'guest', user_id: 0 });
    expect(en.body.status).toBe(true);
    expect(en.body.data).toEqual([
      { question: 'Is the honey raw?', answer: 'Yes.' },
      { question: 'How long does delivery take?', answer: '2 to 3 business days.' },
    ]);
    const ar = await call(t.app, faqCall, {}, { lang: 'ar' });
    expect(ar.body.data).toEqual([
      { question: 'هل العسل خام؟', answer: 'نعم.' },
      { question: 'كم تستغرق مدة التوصيل؟', answer: 'من يومين إلى ثلاثة أيام عمل.' },
    ]);
  });
});

describe('content/legal.php and legal_list.php', () => {
  it('answers a legal page in English and Arabic', async () => {
    const en = await call(t.app, legalPageCall, { slug: 'privacy' });
    expect(en.body).toEqual({
      status: true,
      msg: 'Success',
      data: { slug: 'privacy', title: 'Privacy Policy', body: '## Data\n\nWe keep little.', updated_at: '2026-01-02T08:30:00.000Z' },
    });
    const ar = await call(t.app, legalPageCall, { slug: 'terms' }, { lang: 'ar' });
    expect(ar.body.data).toMatchObject({ slug: 'terms', title: 'شروط الاستخدام', body: '## الاستخدام\n\nكن لطيفًا.' });
  });

  it('answers not found for an unknown slug or a page not written yet', async () => {
    for (const slug of ['cookies', 'refund', '../privacy']) {
      const res = await call(t.app, legalPageCall, { slug });
      expectRefusal(res, 'not-found');
      expect(res.body).toEqual({ status: false, msg: 'This page does not exist', data: null });
    }
    const ar = await call(t.app, legalPageCall, { slug: 'cookies' }, { lang: 'ar' });
    expect(ar.body.msg).toBe('هذه الصفحة غير موجودة');
  });

  it('refuses a missing slug naming the field', async () => {
    const res = await call(t.app, legalPageCall, {});
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('slug');
  });

  it('lists the existing pages in table-of-contents order', async () => {
    const en = await call(t.app, legalListCall);
    expect(en.body.data).toEqual([
      { slug: 'privacy', title: 'Privacy Policy' },
      { slug: 'terms', title: 'Terms of Use' },
    ]);
    const ar = await call(t.app, legalListCall, {}, { lang: 'ar' });
    expect(ar.body.data.map((x: { title: string }) => x.title)).toEqual(['سياسة الخصوصية', 'شروط الاستخدام']);
  });
});
