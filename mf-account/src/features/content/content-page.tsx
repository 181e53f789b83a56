import { useLocation } from 'react-router-dom';

/** The CMS code or name behind each information route. */
export const CONTENT_PAGES: Record<string, string> = {
  '/aboutus': 'About Us',
  '/accessibility': 'Accessibility',
  '/faq': 'FAQ',
  '/terms': 'Terms of Service',
  '/privacy-policy': 'Privacy Policy',
  '/shipping-policy': 'Shipping Policy',
};

/** Information pages loaded from the CMS. */
export default function ContentPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">{CONTENT_PAGES[pathname] ?? 'Information'}</h1>
    </section>
  );
}
