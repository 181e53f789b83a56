import { useState } from 'react';
import { Link } from 'react-router-dom';
import { selectIsLoggedIn, Spinner, usePageTitle, userStore, useStore } from '@storefront/shared-kernel';
import { SafeHtml } from '../../components/safe-html';
import { useCms } from '../../components/use-cms';
import page from '../../components/page.module.css';
import { ContactForm } from './contact-form';

/** The CMS page of the contact form (spec section 9, code 02). */
export const CONTACT_CMS_CODE = '02';

/** Customer service and quote requests: the CMS page of code 02, then the form. */
export default function ContactPage() {
  usePageTitle('Contact Us');
  // A sent message starts the page afresh (the spec reloads the page), keeping the success notice.
  const [round, setRound] = useState(0);
  const cms = useCms(CONTACT_CMS_CODE, round);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  return (
    <section className={page.page} aria-labelledby="contact-page-title">
      <h1 id="contact-page-title" className={page.title}>
        Contact Us
      </h1>
      {cms.status === 'loading' && <Spinner label="Loading page" />}
      {cms.status === 'ready' && (
        <SafeHtml className={page.prose} html={cms.cms.contents} dropLeadingHeading="Contact Us" />
      )}
      {isLoggedIn ? (
        <ContactForm key={round} onSent={() => setRound((n) => n + 1)} />
      ) : (
        // A message goes with the buyer's account (the call needs a session): a visitor signs in first.
        <p className={page.notice}>
          To send customer service a message or request a quote,{' '}
          <Link to={`/login?returnTo=${encodeURIComponent('/contactus')}`}>sign in</Link>.
        </p>
      )}
    </section>
  );
}
