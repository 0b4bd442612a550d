import type { StoreInfo } from '@shop/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../../test/render';
import { parseLegalBody } from './legalText';
import { storeInfoCall, legalPageCall, legalListCall } from '@shop/contract/calls';

const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const branch = (id: number, name: string, city: string) => ({
  id,
  name,
  city,
  address: `Shop ${id}, ${city}`,
  landline: `+971 2 665 48${id}0`,
  mobile: `+971 50 318 27${id}6`,
  hours: 'Daily 9:00 am – 10:00 pm',
  latitude: 24.46791,
  longitude: 54.34862,
});
const STORE_INFO: StoreInfo = {
  branches: [
    branch(1, 'Al Khalidiyah Branch', 'Abu Dhabi'),
    branch(2, 'Khalifa City Branch', 'Abu Dhabi'),
    branch(3, 'Ras Al Khaimah Branch', 'Ras Al Khaimah'),
  ],
  phone: '+971 2 665 4800',
  whatsapp: '971503182746',
  email: 'care@souqalasal.ae',
  address: 'Khalidiya St, Abu Dhabi',
  company: { legal_name: 'Souq Al Asal General Trading L.L.C.', trade_licence: 'CN-1234567', trn: '100123456700003' },
  apps: { app_store: '', google_play: '' },
};
const LEGAL_LIST = [
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Use' },
  { slug: 'delivery', title: 'Delivery Policy' },
];

// A page's first render loads its chunk and translations: on a busy machine that takes more than the
// default second, so finds wait longer (this file only).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

describe('contact page', () => {
  it('shows the company contacts and the three branches with tap-to-call numbers and a map card', async () => {
    const user = userEvent.setup();
    answerWith(answer(storeInfoCall, ok(STORE_INFO)));
    await renderApp('/ContactUs', { askStoreInfo: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact us | Souq Al Asal'));

    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+97126654800');
    const chat = screen.getByRole('link', { name: /Chat with us/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/971503182746');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /E-mail us/ })).toHaveAttribute('href', 'mailto:care@souqalasal.ae');

    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Al Khalidiyah Branch',
      'Khalifa City Branch',
      'Ras Al Khaimah Branch',
    ]);
    const rak = within(cards[2]!);
    expect(rak.getByRole('link', { name: '+971 2 665 4830' })).toHaveAttribute('href', 'tel:+97126654830');
    expect(rak.getByRole('link', { name: '+971 50 318 2736' })).toHaveAttribute('href', 'tel:+971503182736');
    expect(rak.getByText('Daily 9:00 am – 10:00 pm')).toBeInTheDocument();
    // The map: a drawn card with an outside link until the visitor asks for the live map.
    expect(rak.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=24.46791&mlon=54.34862#map=17/24.46791/54.34862',
    );
    expect(document.querySelector('iframe')).toBeNull();
    // Who sells: the legal name, trade licence and TRN the owner set.
    const company = screen.getByRole('region', { name: 'Company details' });
    expect([...company.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([
      'Legal name',
      'Souq Al Asal General Trading L.L.C.',
      'Trade licence',
      'CN-1234567',
      'Tax registration number (TRN)',
      '100123456700003',
    ]);
    await user.click(rak.getByRole('button', { name: 'Show map' }));
    const frame = rak.getByTitle('Map of Ras Al Khaimah Branch');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=24\.46791,54\.34862$/,
    );
  });

  it('reads in Arabic', async () => {
    answerWith(
      answer(
        storeInfoCall,
        ok({
          ...STORE_INFO,
          branches: [{ ...branch(1, 'فرع الخالدية', 'أبوظبي'), hours: 'يوميًا' }],
          // Only what is set is shown: no trade licence yet.
          company: { legal_name: 'سوق العسل للتجارة العامة ذ.م.م', trade_licence: '', trn: '100123456700003' },
        }),
      ),
    );
    await renderApp('/contactus', { lang: 'ar', askStoreInfo: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'فرع الخالدية' })).toBeInTheDocument();
    expect(screen.getByText('الهاتف الأرضي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اعرض الخريطة' })).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'بيانات الشركة' });
    expect([...company.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['الاسم القانوني', 'رقم التسجيل الضريبي']);
    expect(within(company).getByText('100123456700003')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(document.title).toBe('اتصل بنا | سوق العسل'));
  });
});

describe('legal pages', () => {
  const privacy = {
    slug: 'privacy',
    title: 'Privacy Policy',
    body: 'We care.\n\n## Who we are\n\nA shop in Abu Dhabi.\n\n## What we collect\n\nYour name.\n\n- e-mail\n- phone',
    updated_at: '2026-01-02T08:30:00.000Z',
  };

  it('shows /privacy with its sections, anchors, table of contents and the other legal pages', async () => {
    const fetch = answerWith(answer(legalPageCall, ok(privacy)), answer(legalListCall, ok(LEGAL_LIST)));
    await renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sentFields(fetch, 0).slug).toBe('privacy');
    await waitFor(() => expect(document.title).toBe('Privacy policy | Souq Al Asal'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/personal data/);
    expect(screen.getByText('Last updated 2 January 2026')).toBeInTheDocument();

    const toc = screen.getAllByRole('navigation', { name: 'On this page' })[0]!;
    expect(within(toc).getByRole('link', { name: 'What we collect' })).toHaveAttribute('href', '#section-2');
    expect(screen.getByRole('heading', { level: 2, name: /What we collect/ })).toHaveAttribute('id', 'section-2');
    expect(screen.getByText('phone').tagName).toBe('LI');

    const others = screen.getAllByRole('navigation', { name: 'Legal pages' })[0]!;
    expect(within(others).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/termsofconditions');
    expect(within(others).getByRole('link', { name: 'Delivery Policy' })).toHaveAttribute('href', '/legal/delivery');
    expect(within(others).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the terms on /termsofconditions, in Arabic', async () => {
    const fetch = answerWith(
      answer(
        legalPageCall,
        ok({
          slug: 'terms',
          title: 'شروط الاستخدام',
          body: '## الاستخدام\n\nكن لطيفًا.',
          updated_at: '2026-01-05T10:00:00.000Z',
        }),
      ),
      answer(legalListCall, ok(LEGAL_LIST)),
    );
    await renderApp('/TermsOfConditions', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeInTheDocument();
    expect(sentFields(fetch, 0).slug).toBe('terms');
    await waitFor(() => expect(document.title).toBe('شروط الاستخدام والإنهاء | سوق العسل'));
  });

  it('shows the not-found page for an unknown legal page', async () => {
    const fetch = answerWith(answer(legalListCall, ok(LEGAL_LIST)));
    await renderApp('/legal/cookies');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(urlOf(legalPageCall), expect.anything());
  });

  it('shows the not-found page when the server has no such page', async () => {
    answerWith(
      answer(legalPageCall, { refusal: 'not-found', body: { status: false, msg: 'This page does not exist', data: null } }),
      answer(legalListCall, ok(LEGAL_LIST)),
    );
    await renderApp('/legal/accessibility');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
  });
});

describe('parseLegalBody', () => {
  it("splits the text into sections at '## ' headings, with paragraphs, sub-headings and lists", () => {
    expect(parseLegalBody('Intro.\n\n## One\n\nFirst\nline.\n\n### Sub\n\n- a\n- b\n\n## Two\nRight under.')).toEqual({
      intro: [{ kind: 'p', text: 'Intro.' }],
      sections: [
        {
          id: 'section-1',
          title: 'One',
          blocks: [
            { kind: 'p', text: 'First line.' },
            { kind: 'h3', text: 'Sub' },
            { kind: 'ul', items: ['a', 'b'] },
          ],
        },
        { id: 'section-2', title: 'Two', blocks: [{ kind: 'p', text: 'Right under.' }] },
      ],
    });
  });
});

describe('the test route A (docs/product.md §2)', () => {
  const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

  it('shows a plain page, without asking the server for anything, and keeps search engines out while shown', async () => {
    const fetch = answerWith();
    const { unmount } = await renderApp('/A');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeInTheDocument();
    expect(screen.getByText('This page is for testing the shop. It has nothing to show.')).toBeInTheDocument();
    // The title and robots tag are set in effects, which may run after the heading has shown.
    await waitFor(() => expect(document.title).toBe('Test page | Souq Al Asal'));
    expect(robots()).toBe('noindex');
    // Not even a guest session is needed: the page is open and has no data.
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([]);
    unmount();
    // The next page is indexed again.
    expect(robots()).toBeUndefined();
  });

  it('is the same page at /a, in Arabic', async () => {
    answerWith();
    await renderApp('/a', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحة اختبار' })).toBeInTheDocument();
    expect(robots()).toBe('noindex');
  });
});
