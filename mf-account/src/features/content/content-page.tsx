import { useLocation } from 'react-router-dom';
import { Spinner, usePageTitle } from '@storefront/shared-kernel';
import { SafeHtml } from '../../components/safe-html';
import { useCms } from '../../components/use-cms';
import page from '../../components/page.module.css';

/** Each information route, its CMS code (spec section 9, the seed's system pages) and its title. */
export const CONTENT_PAGES: Record<string, { gubun: string; title: string }> = {
  '/aboutus': { gubun: 'about', title: 'About Us' },
  '/accessibility': { gubun: 'accessibility', title: 'Accessibility' },
  '/faq': { gubun: 'faq', title: 'FAQ' },
  '/terms': { gubun: '01', title: 'Terms of Service' },
  '/privacy-policy': { gubun: '46', title: 'Privacy Policy' },
  '/shipping-policy': { gubun: '42', title: 'Shipping Policy' },
};

const UNKNOWN = { gubun: '', title: 'Information' };

/** Information pages loaded from the CMS; their markup is sanitised before it is shown. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const entry = CONTENT_PAGES[pathname.replace(/\/+$/, '')] ?? UNKNOWN;
  return <CmsArticle key={entry.gubun} gubun={entry.gubun} fallbackTitle={entry.title} />;
}

function CmsArticle({ gubun, fallbackTitle }: { gubun: string; fallbackTitle: string }) {
  const state = useCms(gubun || 'none');
  const title = state.status === 'ready' && state.cms.title ? state.cms.title : fallbackTitle;
  usePageTitle(title);
  return (
    <article className={page.page} aria-labelledby="content-title" aria-busy={state.status === 'loading'}>
      <h1 id="content-title" className={page.title}>
        {title}
      </h1>
      {state.status === 'loading' && <Spinner label="Loading page" />}
      {state.status === 'failed' && (
        <p className={page.failure}>This page could not be loaded. Please try again later.</p>
      )}
      {state.status === 'ready' && (
        <SafeHtml className={page.prose} html={state.cms.contents} dropLeadingHeading={state.cms.title} />
      )}
    </article>
  );
}
