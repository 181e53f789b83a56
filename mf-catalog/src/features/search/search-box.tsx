import { useId, useState, type FormEvent } from 'react';
import { VisuallyHidden, SEARCH_TEXT_MAX_LENGTH } from '@storefront/shared-kernel';
import styles from './search.module.css';

/** The in-page search box: searches within the current category. */
export function InPageSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    // The URL's keyword changed (header search, back): show it.
    setShown(keyword);
    setDraft(keyword);
  }
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" aria-label="Search results" className={styles.inPageSearch} onSubmit={submit}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Search within results</VisuallyHidden>
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.searchInput}
        placeholder="Search within results"
        value={draft}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        Search
      </button>
    </form>
  );
}
