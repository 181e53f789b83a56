import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  selectIdCustomer,
  selectIsLoggedIn,
  Spinner,
  usePageTitle,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import { SafeHtml } from '../../components/safe-html';
import { useCms } from '../../components/use-cms';
import page from '../../components/page.module.css';
import { ContactForm } from './contact-form';
import { useHasContactDraft } from './contact-draft';

/** The CMS page of the contact form (spec section 9, code 02). */
export const CONTACT_CMS_CODE = '02';

export const DRAFT_KEPT = 'Your session ended before your message was sent. It was kept:';

/** Customer service and quote requests: the CMS page of code 02, then the form. */
export default function ContactPage() {
  usePageTitle('Contact Us');
  // A sent message starts the page afresh (the spec reloads the page), keeping the success notice.
  const [round, setRound] = useState(0);
  const cms = useCms(CONTACT_CMS_CODE, round);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, selectIdCustomer);
  const hasDraft = useHasContactDraft();
  const signIn = <Link to={`/login?returnTo=${encodeURIComponent('/contactus')}`}>sign in</Link>;
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
        // One form per customer: another account signing in gets a form of its own, never this one's words.
        <ContactForm key={`${idCustomer}:${round}`} idCustomer={idCustomer} onSent={() => setRound((n) => n + 1)} />
      ) : hasDraft ? (
        // The session ended with a message on the form (often on SUBMIT): it is kept, and said so at once.
        <p role="alert" className={page.notice}>
          {DRAFT_KEPT} {signIn} to send it.
        </p>
      ) : (
        // A message goes with the buyer's account (the call needs a session): a visitor signs in first.
        <p className={page.notice}>To send customer service a message or request a quote, {signIn}.</p>
      )}
    </section>
  );
}
