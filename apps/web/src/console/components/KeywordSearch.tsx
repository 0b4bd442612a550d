// A list searched by keyword (customers, products, variation families): the keyword and the page are the URL's
// `q` and `offset`, so a search can be linked and the back button returns to it. The list's other filters in the
// URL are kept.
import { useState, type FormEvent } from 'react';
import { useUrlParams, withFields } from '../../lib/useUrlParams';

/** The URL's search: the list call's fields (keyword, offset) and a move to another page of the same keyword. */
export function useKeywordSearch() {
  const [params, changeParams] = useUrlParams();
  const keyword = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0);
  return {
    fields: { keyword: keyword || undefined, offset },
    offset,
    setOffset: (o: number) => changeParams(withFields({ offset: String(o) })),
  };
}

/** The search box above the list; a new keyword starts at the first page. */
export function KeywordSearch({ id, label, placeholder, button }: { id: string; label: string; placeholder: string; button: string }) {
  const [params, changeParams] = useUrlParams();
  const [draft, setDraft] = useState(params.get('q') ?? '');
  const search = (e: FormEvent) => {
    e.preventDefault();
    changeParams(withFields({ q: draft.trim() }));
  };
  return (
    <form role="search" onSubmit={search} className="mb-4 flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field flex-1"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={placeholder}
      />
      <button type="submit" className="btn btn-secondary">
        {button}
      </button>
    </form>
  );
}
