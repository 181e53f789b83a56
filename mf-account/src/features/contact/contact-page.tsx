import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  type getCmsCall,
  type ResponseOf,
  selectIdCustomer,
  selectIsLoggedIn,
  Spinner,
  systemRoutes,
  useApiQuery,
  usePageTitle,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import { SafeHtml } from '../../components/safe-html';
import page from '../../components/page.module.css';
import { ContactForm } from './contact-form';
import { useHasContactDraft } from './contact-draft';

/** The CMS page of the contact form (docs/product.md §9.3, code 02). */
export const CONTACT_CMS_CODE = '02';

const selectCms = (answer: ResponseOf<typeof getCmsCall>) => answer.cms;

export const DRAFT_KEPT = 'Your session ended before your message was sent. It was kept:';

/** Customer service and quote requests: the CMS page of code 02, then the form. */
export default function ContactPage() {
  usePageTitle('Contact Us');
  // A sent message starts the page afresh, as a reload would, keeping the success notice.
  const [round, setRound] = useState(0);
  const cms = useApiQuery(systemRoutes.getCms, { gubun: CONTACT_CMS_CODE }, { select: selectCms });
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, selectIdCustomer);
  const hasDraft = useHasContactDraft();
  // `/contactus?kind=quote` (the home page's Request a Quote) opens the form on a quote request.
  const [params] = useSearchParams();
  const askedKind = params.get('kind') === 'quote' ? 'quote' : 'question';
  const here = askedKind === 'quote' ? '/contactus?kind=quote' : '/contactus';
  const signIn = <Link to={`/login?returnTo=${encodeURIComponent(here)}`}>sign in</Link>;
  return (
    <section className={page.page} aria-labelledby="contact-page-title">
      <h1 id="contact-page-title" className={page.title}>
        Contact Us
      </h1>
      {cms.isPending && <Spinner label="Loading page" />}
      {cms.data && <SafeHtml className={page.prose} html={cms.data.contents} dropLeadingHeading="Contact Us" />}
      {/* The form waits for the page's text above it, which would otherwise push it down (§3.7). */}
      {cms.isPending ? null : isLoggedIn ? (
        // One form per customer: another account signing in gets a form of its own, never this one's words.
        <ContactForm
          key={`${idCustomer}:${round}`}
          idCustomer={idCustomer}
          initialKind={askedKind}
          onSent={() => {
            setRound((n) => n + 1);
            void cms.refetch();
          }}
        />
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
