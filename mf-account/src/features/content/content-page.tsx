import { useLocation } from 'react-router-dom';
import {
  type getCmsCall,
  type ResponseOf,
  Spinner,
  systemRoutes,
  useApiQuery,
  usePageTitle,
} from '@storefront/shared-kernel';
import { SafeHtml } from '../../components/safe-html';
import page from '../../components/page.module.css';

/** Each information route, its CMS code (docs/product.md §9.3, the seed's system pages) and its title. */
export const CONTENT_PAGES: Record<string, { gubun: string; title: string }> = {
  '/aboutus': { gubun: 'about', title: 'About Us' },
  '/accessibility': { gubun: 'accessibility', title: 'Accessibility' },
  '/faq': { gubun: 'faq', title: 'FAQ' },
  '/terms': { gubun: '01', title: 'Terms of Service' },
  '/privacy-policy': { gubun: '46', title: 'Privacy Policy' },
  '/shipping-policy': { gubun: '42', title: 'Shipping Policy' },
};

const UNKNOWN = { gubun: '', title: 'Information' };

const selectCms = (answer: ResponseOf<typeof getCmsCall>) => answer.cms;

/** Information pages loaded from the CMS; their markup is sanitised before it is shown. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const entry = CONTENT_PAGES[pathname.replace(/\/+$/, '')] ?? UNKNOWN;
  return <CmsArticle key={entry.gubun} gubun={entry.gubun} fallbackTitle={entry.title} />;
}

function CmsArticle({ gubun, fallbackTitle }: { gubun: string; fallbackTitle: string }) {
  const cms = useApiQuery(systemRoutes.getCms, { gubun: gubun || 'none' }, { select: selectCms });
  const title = cms.data?.title || fallbackTitle;
  usePageTitle(title);
  return (
    <article className={page.page} aria-labelledby="content-title" aria-busy={cms.isPending}>
      <h1 id="content-title" className={page.title}>
        {title}
      </h1>
      {cms.isPending && <Spinner label="Loading page" />}
      {cms.data ? (
        <SafeHtml className={page.prose} html={cms.data.contents} dropLeadingHeading={cms.data.title} />
      ) : (
        cms.isError && <p className={page.failure}>This page could not be loaded. Please try again later.</p>
      )}
    </article>
  );
}
