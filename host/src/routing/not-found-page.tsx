import { Link } from 'react-router-dom';
import { usePageTitle } from '@storefront/shared-kernel';

/** The host's own page for paths no remote owns. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section aria-labelledby="not-found-title" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
