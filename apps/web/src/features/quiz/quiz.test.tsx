import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { cart } from '../../test/cart';
import { quizResultPath } from './paths';
import { quizQuestionsCall, quizProductsCall, addToCartCall, cartListCall } from '@shop/contract/calls';

const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const QUESTIONS = [
  { id: 3, question: 'Do you sleep badly?', image: '/media/quiz/sleep-640.webp' },
  { id: 5, question: 'Do you often feel tired?', image: '/media/quiz/energy-640.webp' },
  { id: 9, question: 'Is your skin dry?', image: '/media/quiz/skin-640.webp' },
];
const card = (id: number, name: string) => ({
  id,
  main_image: `/media/products/p${id}-640.webp`,
  name,
  short_desc: 'Natural',
  quantity: 4,
  sale_price: 40,
  list_price: 40,
  discount: 0,
  rating: 4,
  rating_count: 12,
});
/** An empty cart with nothing to pay. */
const EMPTY_CART = cart([], { price: 0, discount: 0, vat: 0, shipping_cost: 0, total_price: 0, cod_total_price: 0, cod_vat: 0 });
const RESULT = {
  description: 'Based on your answers, here is what we recommend:\n• Drink chamomile at night.\n• Moisturise with argan oil.',
  products: [card(11, 'Chamomile Tea'), card(12, 'Argan Oil')],
};

// A page's first render loads its chunk and translations: on a busy machine that takes more than the
// default second, so finds wait longer (this file only).
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

describe('wellness quiz', () => {
  it('leads from the intro through gender, age and the questions to the result, with a back button', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(quizQuestionsCall, ok(QUESTIONS)), answer(quizProductsCall, ok(RESULT)));
    await renderApp('/WellnessQuiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommendations' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wellness quiz | Souq Al Asal'));
    await user.click(screen.getByRole('link', { name: 'Start' }));

    await user.click(await screen.findByRole('button', { name: 'Woman' }));
    expect(screen.getByRole('heading', { name: 'How old are you?' })).toBeInTheDocument();
    // Back from the age goes back to the gender.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Woman' }));
    await user.click(screen.getByRole('button', { name: '45 to 64' }));

    expect(await screen.findByRole('heading', { name: 'Do you sleep badly?' })).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ gender: '2', age: '2', auth_key: 'guest', user_id: '0' });
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Do you sleep badly?' })));

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    // Back undoes the last answer: question 2 is asked again and answered no this time.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Do you often feel tired?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your recommendations' })).toBeInTheDocument();
    expect(sentFields(fetch, 1).questions).toBe('3,9');
    expect(screen.getByText('Based on your answers, here is what we recommend:')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Drink chamomile at night.', 'Moisturise with argan oil.']),
    );
    expect(screen.getByRole('link', { name: 'Chamomile Tea' })).toHaveAttribute('href', '/Details/11');
    expect(screen.getByRole('link', { name: 'Take the quiz again' })).toHaveAttribute('href', '/quiz');
  });

  it('puts the yes ids in the result link joined by commas and URL-encoded', () => {
    expect(quizResultPath([3, 5, 9])).toBe('/quizresult?yesQuestions=3%2C5%2C9');
    expect(quizResultPath([])).toBe('/quizresult?yesQuestions=');
  });

  it("shows 'There is no questions' and returns to the intro after 2 s when there are none", async () => {
    const user = userEvent.setup();
    answerWith(answer(quizQuestionsCall, ok([])));
    await renderApp('/quiz');
    await user.click(await screen.findByRole('button', { name: 'Man' }));
    await user.click(screen.getByRole('button', { name: '65 and over' }));
    expect(await screen.findByText('There is no questions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recommendations' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Recommendations' }, { timeout: 6000 })).toBeInTheDocument();
  });

  it('asks in Arabic', async () => {
    const user = userEvent.setup();
    answerWith(answer(quizQuestionsCall, ok([{ id: 3, question: 'هل تعاني من قلة النوم؟', image: '/placeholder.svg' }])));
    await renderApp('/quiz', { lang: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'رجل' }));
    await user.click(screen.getByRole('button', { name: 'من 18 إلى 44' }));
    expect(await screen.findByRole('heading', { name: 'هل تعاني من قلة النوم؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نعم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });
});

describe('quiz result', () => {
  it('sends the value of a shared link as it is and shows the empty result for a tampered one', async () => {
    const fetch = answerWith(answer(quizProductsCall, ok({ description: '', products: [] })));
    await renderApp('/quizresult?yesQuestions=3%2Cx');
    expect(await screen.findByText('No recommendations yet')).toBeInTheDocument();
    expect(sentFields(fetch).questions).toBe('3,x');
    expect(screen.getByRole('link', { name: 'Take the quiz again' })).toHaveAttribute('href', '/quiz');
  });

  it('adds a recommended product to the cart for a customer', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(quizProductsCall, ok(RESULT)),
      answer(addToCartCall, ok(EMPTY_CART)),
      answer(cartListCall, ok(EMPTY_CART)),
    );
    await renderApp('/quizresult?yesQuestions=3', { loggedIn: true });
    const card = (await screen.findByRole('link', { name: 'Argan Oil' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith(addToCartCall.path))).toBe(true));
    const sent = fetch.mock.calls.findIndex(([url]) => String(url).endsWith(addToCartCall.path));
    expect(sentFields(fetch, sent)).toMatchObject({ product_id: '12', quantity: '1' });
  });

  it('shows the recommendation in Arabic', async () => {
    answerWith(
      answer(
        quizProductsCall,
        ok({
          description: 'بناءً على إجاباتك، هذه توصياتنا لك:\n• اشرب البابونج ليلًا.',
          products: [card(11, 'شاي البابونج')],
        }),
      ),
    );
    await renderApp(`/quizresult?yesQuestions=3`, { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'توصياتك' })).toBeInTheDocument();
    expect(screen.getByText('اشرب البابونج ليلًا.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('توصياتك للعافية | سوق العسل'));
  });
});
