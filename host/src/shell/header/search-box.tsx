import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  formatMoney,
  productRoutes,
  selectIsLoggedIn,
  SEARCH_PREVIEW_MIN_CHARS,
  useApiQuery,
  useStore,
  userStore,
  SEARCH_TEXT_MAX_LENGTH,
  type InputOf,
  pick,
} from '@storefront/shared-kernel';
import type { SearchPreviewItem } from '../shell-api';
import styles from './search-box.module.css';

const PREVIEW_DELAY_MS = 200;
const NO_SUGGESTIONS: SearchPreviewItem[] = [];

/**
 * Header search: a live preview past 2 characters; Enter or the icon opens the search page. The input
 * is a combobox over a listbox of suggestions (the ARIA pattern): focus stays in the input, ArrowDown and
 * ArrowUp move the active suggestion (ArrowUp from the first returns to the typed text), Enter opens the
 * active one, Escape closes the list and ArrowDown opens it again.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  // What the preview was last asked for: the text once typing paused, and who is asking.
  const [asked, setAsked] = useState<InputOf<typeof productRoutes.getSearchPreview> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The active suggestion, of the list it was chosen in: a new list starts with none active.
  const [chosen, setChosen] = useState({ list: 0, index: -1 });
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const navigate = useNavigate();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const keyword = text.trim();

  useEffect(() => {
    // Short text shows no preview (see showPreview), so there is nothing to ask.
    if (keyword.length <= SEARCH_PREVIEW_MIN_CHARS) return undefined;
    const timer = setTimeout(() => setAsked({ keyword, idCustomer, brandId }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, idCustomer, brandId]);
  // The last list stays while the next text's is on its way; a failed preview shows none.
  const suggestions = useApiQuery(productRoutes.getSearchPreview, asked, {
    select: pick('searchList'),
    keepPrevious: true,
  });
  const preview = suggestions.isError ? NO_SUGGESTIONS : (suggestions.data ?? NO_SUGGESTIONS);
  const list = suggestions.dataUpdatedAt;
  const setActiveIndex = (index: number) => setChosen({ list, index });

  const showPreview = isOpen && preview.length > 0 && keyword.length > SEARCH_PREVIEW_MIN_CHARS;
  const active = showPreview && chosen.list === list ? chosen.index : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    // The list scrolls (220 px at most): the active suggestion is kept in sight.
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    if (!isLoggedIn) navigate('/login');
    else if (keyword) navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };
  const openSuggestion = (item: SearchPreviewItem) => {
    close();
    navigate(isLoggedIn ? `/product?id=${encodeURIComponent(item.idStyle)}` : '/login');
  };
  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && showPreview) {
      event.preventDefault(); // a search field's Escape would also clear the typed text
      close();
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault(); // the suggestion, not the search page
      openSuggestion(preview[active]!);
    } else if (event.key === 'ArrowDown' && !showPreview && !isOpen) {
      setIsOpen(true); // the list closed by Escape opens again, none active yet
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && showPreview) {
      event.preventDefault(); // not the caret
      setActiveIndex(event.key === 'ArrowDown' ? Math.min(active + 1, preview.length - 1) : Math.max(active - 1, -1));
    }
  };
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={submit}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}
    >
      <input
        type="search"
        role="combobox"
        aria-expanded={showPreview}
        aria-autocomplete="list"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        className={styles.input}
        aria-label="Search products"
        placeholder="Search products, brands or SKU"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onInputKeyDown}
        aria-controls={showPreview ? listId : undefined}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
      />
      <button type="submit" className={styles.submit} aria-label="Search">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12z"
          />
        </svg>
      </button>
      {showPreview && (
        <ul id={listId} ref={listRef} role="listbox" className={styles.preview} aria-label="Search suggestions">
          {preview.map((item, index) => (
            <li
              key={item.idStyle}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.previewItem}
              // The input keeps focus (the pattern's rule); the click alone opens the suggestion.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openSuggestion(item)}
            >
              {item.Tfilepath1 ? <img src={item.Tfilepath1} alt="" width={40} height={40} loading="lazy" /> : null}
              <span className={styles.previewTitle}>{item.webTitle}</span>
              {isLoggedIn && typeof item.price === 'number' ? <span>{formatMoney(item.price)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
