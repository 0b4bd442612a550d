import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../../test/render';
import { adminMeCall, adminProductsListCall, adminQuizSaveCall, adminQuizListCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productRow } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

const product = (id: number, name_en: string, name_ar: string) =>
  productRow({ id, name_en, name_ar, list_price: 30, sale_price: 30, stock: 5 });

describe('/admin/quiz/new', () => {
  it('sends the texts, the chosen audience and the products picked by name, then opens the saved question', async () => {
    const saved = {
      id: 21,
      question_en: 'Do you drink coffee late?',
      question_ar: 'هل تشرب القهوة متأخرًا؟',
      image: '',
      genders: [2],
      age_bands: [1, 2, 3],
      recommendation_en: 'Try herbal tea.',
      recommendation_ar: 'جرّب شاي الأعشاب.',
      sort: 9,
      active: true,
      products: [{ id: 12, name_en: 'Calm Tea', name_ar: 'شاي الهدوء', main_image: '' }],
    };
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(
        adminProductsListCall,
        ok({ rows: [product(12, 'Calm Tea', 'شاي الهدوء'), product(13, 'Calm Balm', 'بلسم الهدوء')], total: 2 }),
      ),
      answer(adminQuizSaveCall, ok(saved, 'Question saved')),
      answer(adminQuizListCall, ok([saved])),
    );
    await renderApp('/admin/quiz/new', { loggedIn: true });
    await userEvent.type(await screen.findByLabelText('Question (English)', {}, SLOW), saved.question_en);
    await userEvent.type(screen.getByLabelText('Question (Arabic)'), saved.question_ar);
    await userEvent.type(screen.getByLabelText('Recommendation when answered yes (English)'), saved.recommendation_en);
    await userEvent.type(screen.getByLabelText('Recommendation when answered yes (Arabic)'), saved.recommendation_ar);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Men' }));
    await userEvent.type(screen.getByLabelText('Find a product by name (2 letters or more)'), 'Calm');
    await userEvent.click(await screen.findByRole('button', { name: 'Calm Tea' }));
    // A chosen product leaves the results and can be removed again.
    expect(screen.getByRole('button', { name: 'Remove Calm Tea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calm Tea' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question #21' })).toBeInTheDocument();
    const saveCall = fetch.mock.calls.map((c) => String(c[0])).indexOf(urlOf(adminQuizSaveCall));
    expect(sentFields(fetch, saveCall)).toMatchObject({
      question_en: saved.question_en,
      question_ar: saved.question_ar,
      recommendation_ar: saved.recommendation_ar,
      genders: '2',
      age_bands: '1,2,3',
      product_ids: '12',
      active: '1',
    });
    expect(sentFields(fetch, saveCall)).not.toHaveProperty('question_id');
    expect(screen.getByRole('heading', { level: 2, name: 'Image' })).toBeInTheDocument();
  });
});
