import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  formatMoney,
  selectIsLoggedIn,
  SEARCH_PREVIEW_MIN_CHARS,
  useStore,
  userStore,
  SEARCH_TEXT_MAX_LENGTH,
} from '@storefront/shared-kernel';
import { fetchSearchPreview, type SearchPreviewItem } from '../shell-api';
import styles from './search-box.module.css';

const PREVIEW_DELAY_MS = 200;

/**
 * Header search: a live preview past 2 characters; Enter or the icon opens the search page. The input is
 * a combobox: ArrowDown moves into the suggestions, ArrowUp/ArrowDown move between them, and Escape
 * closes them and returns to the input.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<SearchPreviewItem[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const brandId = useStore(userStore, (user) => user.brandId);
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const keyword = text.trim();

  useEffect(() => {
    // Short text shows no preview (see showPreview), so there is nothing to fetch.
    if (keyword.length <= SEARCH_PREVIEW_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSearchPreview(keyword, { idCustomer, brandId }, controller.signal).then(setPreview, () => setPreview([]));
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, idCustomer, brandId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsOpen(false);
    if (!isLoggedIn) navigate('/login');
    else if (keyword) navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
  };

  const showPreview = isOpen && preview.length > 0 && keyword.length > SEARCH_PREVIEW_MIN_CHARS;
  const focusSuggestion = (index: number) => listRef.current?.querySelectorAll('a')[index]?.focus();
  const closePreview = () => {
    // Focus first: the input's focus opens the preview, and the close must be the last word.
    inputRef.current?.focus();
    setIsOpen(false);
  };
  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setIsOpen(false);
    else if (event.key === 'ArrowDown' && showPreview) {
      event.preventDefault(); // not the caret or the page: the first suggestion
      focusSuggestion(0);
    }
  };
  const onSuggestionKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Escape') closePreview();
    else if (event.key === 'ArrowDown') focusSuggestion(Math.min(index + 1, preview.length - 1));
    else if (event.key === 'ArrowUp') {
      if (index === 0) inputRef.current?.focus();
      else focusSuggestion(index - 1);
    } else return;
    event.preventDefault(); // the arrows would scroll the page
  };
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={submit}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setIsOpen(false)}
    >
      <input
        ref={inputRef}
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
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onInputKeyDown}
        aria-controls={showPreview ? listId : undefined}
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
        <ul id={listId} ref={listRef} className={styles.preview} aria-label="Search suggestions">
          {preview.map((item, index) => (
            <li key={item.idStyle}>
              <Link
                className={styles.previewItem}
                to={isLoggedIn ? `/product?id=${encodeURIComponent(item.idStyle)}` : '/login'}
                onClick={() => setIsOpen(false)}
                onKeyDown={(event) => onSuggestionKeyDown(event, index)}
              >
                {item.Tfilepath1 ? <img src={item.Tfilepath1} alt="" width={40} height={40} loading="lazy" /> : null}
                <span className={styles.previewTitle}>{item.webTitle}</span>
                {isLoggedIn && typeof item.price === 'number' ? <span>{formatMoney(item.price)}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
