import { useSearchParams } from 'react-router-dom';
import { fromSlug } from '@storefront/shared-kernel';

/** Product listing; the category arrives in slug form and is shown as words. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  const keyword = params.get('keyword');
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">{category ? fromSlug(category) : 'Search'}</h1>
      {keyword ? <p>Results for “{keyword}”</p> : null}
    </section>
  );
}
