// The header's search box: a WAI-ARIA combobox (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/) that suggests
// products and categories from two letters on. The box is in the first load; the list, its call and
// its pictures load when the shopper first types.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useTranslation } from 'react-i18next';

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** Suggestions start at two letters (suggest.php refuses fewer) and wait for a pause in typing. */
const SUGGEST_FROM = 2;
const TYPING_PAUSE_MS = 150;

export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  // The box is not controlled by React: what is typed before the page hydrates stays, and is read on hydration.
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(current);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  /** The suggestions' links, in order, as the list last drew them; `active` is the one the arrows are on (-1: the box). */
  const [options, setOptions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);

  // Going back or following a link shows what is searched (the box is keyed by it), with the list closed.
  useEffect(() => {
    setText(input.current?.value ?? current);
    setOpen(false);
  }, [current]);
  useEffect(() => {
    const typed = text.trim();
    const timer = setTimeout(() => {
      setKeyword([...typed].length >= SUGGEST_FROM ? typed : '');
      setActive(-1);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const expanded = open && keyword !== '' && options.length > 0;
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (expanded && active >= 0) return go(options[active]!);
    const typed = String(new FormData(e.currentTarget).get('search') ?? '').trim();
    go(typed ? `/products?search=${encodeURIComponent(typed)}` : '/products');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (step !== undefined) {
      e.preventDefault();
      setOpen(true);
      // From the box, down goes to the first and up to the last; past either end, back to the box.
      if (expanded)
        setActive((i) => (i === -1 ? (step > 0 ? 0 : options.length - 1) : i + step >= options.length || i + step < 0 ? -1 : i + step));
    } else if (e.key === 'Escape') {
      // First Escape closes the list, a second clears the box.
      if (expanded) {
        // A search box's own Escape would clear it too.
        e.preventDefault();
        setOpen(false);
      } else {
        if (input.current) input.current.value = '';
        setText('');
      }
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
      className={`relative ${className}`}
    >
      <label className="sr-only" htmlFor={id}>
        {t('nav.searchLabel')}
      </label>
      <input
        ref={input}
        key={current}
        defaultValue={current}
        id={id}
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('nav.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        className="field rounded-full bg-cream-50 pe-12 ps-5"
      />
      <button type="submit" className="icon-btn absolute end-0 top-0 text-ink-700 hover:text-honey-700" aria-label={t('nav.search')}>
        <SpriteIcon name="search" size={19} />
      </button>
      {keyword && (
        <Suspense fallback={null}>
          <SearchSuggestions id={listId} keyword={keyword} open={open} active={active} onOptions={setOptions} onPick={go} />
        </Suspense>
      )}
    </form>
  );
}
