import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData, CallRef } from '@shop/contract';
import { answer, answerFromNow, answerWith, renderApp, sentFields, urlOf, type Answer } from '../../test/render';
import {
  adminMeCall,
  adminSearchMissesCall,
  adminSynonymSaveCall,
  adminSynonymDeleteCall,
  adminSynonymAddCall,
  adminSynonymsListCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const callsTo = (spy: ReturnType<typeof answerWith>, call: CallRef) => spy.mock.calls.filter((c) => String(c[0]) === urlOf(call)).length;
const lastCallTo = (spy: ReturnType<typeof answerWith>, call: CallRef) => spy.mock.calls.map((c) => String(c[0])).lastIndexOf(urlOf(call));
/** The call's own fields the last fetch to `call` sent (without the session's auth_key and user_id). */
const lastSent = (spy: ReturnType<typeof answerWith>, call: CallRef) =>
  Object.fromEntries(Object.entries(sentFields(spy, lastCallTo(spy, call))).filter(([k]) => k !== 'auth_key' && k !== 'user_id'));

const BLACK_SEED = { id: 3, terms: ['kalonji', 'black seed', 'حبة البركة'], updated_at: '2026-03-14T09:30:00.000Z' };
const SIDR = { id: 5, terms: ['sidr', 'jujube', 'سدر'], updated_at: '2026-02-01T12:00:00.000Z' };
type Miss = CallData<typeof adminSearchMissesCall>[number];
const MISSES: [Miss, Miss] = [
  { query: 'habba sawda', typed: 'Habba Sawda', lang: 'en', count: 7, last_seen: '2026-03-20T18:05:00.000Z' },
  { query: 'عسل جبلي', typed: 'عسل جبلي', lang: 'ar', count: 2, last_seen: '2026-03-19T08:00:00.000Z' },
];
const LIST = adminSynonymsListCall;

/** The console's Search page with `answers` on top of the lists' answers; returns the fetch spy (answerFromNow changes its answers). */
async function openSearch(answers: Answer[] = [], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(
    answer(adminMeCall, ME),
    answer(LIST, ok([BLACK_SEED, SIDR])),
    answer(adminSearchMissesCall, ok(MISSES)),
    ...answers,
  );
  await renderApp('/admin/search', { loggedIn: true, lang });
  return { fetch };
}

const groupTerms = async () =>
  (await screen.findAllByTestId('synonym-group', {}, SLOW)).map((g) =>
    within(g)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  );

describe('/admin/search: synonyms', () => {
  it("lists each group's terms as chips, isolated for either direction, with the date it last changed", async () => {
    await openSearch();
    expect(await groupTerms()).toEqual([BLACK_SEED.terms, SIDR.terms]);
    const arabic = screen.getByText('حبة البركة');
    expect(arabic.tagName).toBe('BDI');
    const row = arabic.closest('tr')!;
    const date = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium' }).format(new Date(BLACK_SEED.updated_at));
    expect(within(row).getByText(date)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the page in Arabic: headings, the date through Intl, the language of each search', async () => {
    await openSearch([], 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'البحث' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'المرادفات' })).toBeInTheDocument();
    const date = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium' }).format(new Date(BLACK_SEED.updated_at));
    expect(within((await screen.findByText('حبة البركة', {}, SLOW)).closest('tr')!).getByText(date)).toBeInTheDocument();
    const misses = screen.getByRole('table', { name: 'عمليات بحث لم تجد شيئًا' });
    expect(within(within(misses).getByText('عسل جبلي').closest('tr')!).getByText('العربية')).toBeInTheDocument();
  });

  it('adds a group as one text, sends it as typed and shows the refreshed list', async () => {
    const added = { id: 9, terms: ['kalonji oil', 'nigella oil', 'زيت الحبة السوداء'], updated_at: '2026-03-21T10:00:00.000Z' };
    const { fetch } = await openSearch([answer(adminSynonymSaveCall, ok(added, 'Synonyms saved'))]);
    await groupTerms();
    const listed = callsTo(fetch, LIST);
    await userEvent.click(screen.getByRole('button', { name: 'New synonym group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New synonym group' });
    const terms = within(dialog).getByLabelText('Terms');
    expect(terms).toHaveAttribute('dir', 'auto');
    await userEvent.type(terms, 'kalonji oil = nigella oil, زيت الحبة السوداء');
    // The server's list now has the group: the page asks again after the change.
    answerFromNow(fetch, answer(LIST, ok([added, BLACK_SEED, SIDR])));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Synonyms saved')).toBeInTheDocument();
    expect(lastSent(fetch, adminSynonymSaveCall)).toEqual({ terms: 'kalonji oil = nigella oil, زيت الحبة السوداء' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(callsTo(fetch, LIST)).toBeGreaterThan(listed));
    await vi.waitFor(async () => expect((await groupTerms())[0]).toEqual(added.terms));
  });

  it("edits a group's terms, starting from them in the form's notation, sending the group's id", async () => {
    const { fetch } = await openSearch([
      answer(adminSynonymSaveCall, ok({ ...SIDR, terms: ['sidr', 'jujube', 'ziziphus', 'سدر'] }, 'Synonyms saved')),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the group sidr = jujube = سدر' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit synonym group' });
    const terms = within(dialog).getByLabelText('Terms');
    expect(terms).toHaveValue('sidr = jujube = سدر');
    await userEvent.clear(terms);
    await userEvent.type(terms, 'sidr = jujube = ziziphus = سدر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Synonyms saved')).toBeInTheDocument();
    expect(lastSent(fetch, adminSynonymSaveCall)).toEqual({
      synonym_id: '5',
      terms: 'sidr = jujube = ziziphus = سدر',
    });
  });

  it("refuses one term before sending, and shows the server's refusal on the field it names (also a term of the list)", async () => {
    const refusal = (field: string) => ({
      httpStatus: 400,
      refusal: 'invalid' as const,
      body: {
        status: false as const,
        msg: `Invalid value for ${field}: at least two different terms`,
        data: { field, reason: 'at least two different terms' },
      },
    });
    const { fetch } = await openSearch([answer(adminSynonymSaveCall, refusal('terms'))]);
    await userEvent.click(await screen.findByRole('button', { name: 'New synonym group' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const terms = within(dialog).getByLabelText('Terms');
    await userEvent.type(terms, 'only one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await vi.waitFor(() => expect(terms).toHaveAccessibleDescription('At least two different terms'));
    expect(lastCallTo(fetch, adminSynonymSaveCall)).toBe(-1);

    // Two spellings of one word (a tatweel): different to the form, one term to the server's search.
    await userEvent.clear(terms);
    await userEvent.type(terms, 'سدر = ســدر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    // The server's reason in words beside the labelled field, not its msg naming the wire field ('terms').
    await vi.waitFor(() => expect(terms).toHaveAccessibleDescription('At least two different terms'));
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(lastCallTo(fetch, adminSynonymSaveCall)).toBeGreaterThan(-1);

    // A refusal naming one term of the list ('terms.1') is the list's field too.
    answerFromNow(fetch, answer(adminSynonymSaveCall, refusal('terms.1')));
    await userEvent.clear(terms);
    await userEvent.type(terms, 'sidr = ســدر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await vi.waitFor(() => expect(terms).toHaveAccessibleDescription('At least two different terms'));
    // Still open, with the text kept.
    expect(terms).toHaveValue('sidr = ســدر');
  });

  it('asks before deleting a group; no sends nothing, yes deletes it and the list refreshes', async () => {
    const { fetch } = await openSearch([answer(adminSynonymDeleteCall, ok({ synonym_id: 3 }, 'Synonym group deleted'))]);
    const remove = await screen.findByRole('button', { name: 'Delete the group kalonji = black seed = حبة البركة' }, SLOW);
    await userEvent.click(remove);
    let question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Delete the synonym group “kalonji = black seed = حبة البركة”?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastCallTo(fetch, adminSynonymDeleteCall)).toBe(-1);

    await userEvent.click(remove);
    question = await screen.findByRole('alertdialog');
    answerFromNow(fetch, answer(LIST, ok([SIDR])));
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Synonym group deleted')).toBeInTheDocument();
    expect(lastSent(fetch, adminSynonymDeleteCall)).toEqual({ synonym_id: '3' });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(async () => expect(await groupTerms()).toEqual([SIDR.terms]));
  });
});

describe('/admin/search: searches that found nothing', () => {
  it('lists them most often first as the server orders them: the search as typed, its language, count and last time', async () => {
    await openSearch();
    const table = await screen.findByRole('table', { name: 'Searches that found nothing' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Habba Sawda')).toHaveAttribute('dir', 'auto');
    expect(within(rows[0]!).getByText('English')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('7')).toBeInTheDocument();
    const seen = new Intl.DateTimeFormat('en-AE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(MISSES[0].last_seen));
    expect(within(rows[0]!).getByText(seen)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Arabic')).toBeInTheDocument();
  });

  it('adds one as a synonym of a known word in one step: term and synonym_of sent, both lists refreshed, the message shown', async () => {
    const joined = { ...BLACK_SEED, terms: [...BLACK_SEED.terms, 'Habba Sawda'], updated_at: '2026-03-21T10:00:00.000Z' };
    const { fetch } = await openSearch([answer(adminSynonymAddCall, ok(joined, 'Synonyms saved'))]);
    const table = await screen.findByRole('table', { name: 'Searches that found nothing' }, SLOW);
    const missesAsked = callsTo(fetch, adminSearchMissesCall);
    await userEvent.click(within(table).getByRole('button', { name: 'Add “Habba Sawda” as a synonym of…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “Habba Sawda” as a synonym of…' });
    await userEvent.type(within(dialog).getByLabelText('Synonym of'), 'black seed');
    answerFromNow(fetch, answer(LIST, ok([joined, SIDR])));
    answerFromNow(fetch, answer(adminSearchMissesCall, ok([MISSES[1]])));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText('Synonyms saved')).toBeInTheDocument();
    expect(lastSent(fetch, adminSynonymAddCall)).toEqual({ term: 'Habba Sawda', synonym_of: 'black seed' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(async () => expect((await groupTerms())[0]).toEqual(joined.terms));
    await vi.waitFor(() => expect(callsTo(fetch, adminSearchMissesCall)).toBeGreaterThan(missesAsked));
    await vi.waitFor(() => expect(within(table).queryByText('Habba Sawda')).toBeNull());
  });

  it("refuses a blank word before sending, and shows the server's refusal on synonym_of", async () => {
    const { fetch } = await openSearch([
      answer(adminSynonymAddCall, {
        httpStatus: 400,
        refusal: 'invalid',
        body: { status: false, msg: 'Invalid value for synonym_of: too long', data: { field: 'synonym_of', reason: 'too long' } },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add “Habba Sawda” as a synonym of…' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const of = within(dialog).getByLabelText('Synonym of');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    await vi.waitFor(() => expect(of).toHaveAccessibleDescription('Required'));
    expect(lastCallTo(fetch, adminSynonymAddCall)).toBe(-1);
    await userEvent.type(of, 'black seed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add synonym' }));
    await vi.waitFor(() => expect(of).toHaveAccessibleDescription('Invalid value for synonym_of: too long'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
