import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, callApi, FormMessage, TextField, useSubmit } from '@storefront/shared-kernel';
import { SERVICE_MESSAGE_MAX, serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import styles from './cart-page.module.css';

export const QUOTE_BUTTON = 'Request a quote for this cart';
export const QUOTE_FAILED = 'Your quote request could not be sent. Please try again.';
/** With no answer the request may have been made: the buyer looks before sending a second one. */
export const QUOTE_NO_ANSWER =
  'No answer came: your quote request may have been sent. Look under Messages before sending it again.';
/** Where the buyer follows a quote request: their Messages (docs/product.md §8.1). */
export const MESSAGES_PATH = '/myaccount/messages';

/**
 * Request a quote for this cart (docs/product.md §6.2): the server makes a quote request of the cart's
 * lines as it holds them (SKU, title, quantity, the buyer's price now), with an optional message, and
 * leaves the cart as it is. The buyer is told where to follow it: Messages. A refusal shows the server's
 * words and keeps the message typed.
 */
export function QuoteRequest() {
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const titleId = useId();
  const form = useSubmit<'message'>(
    async () => {
      setSent(null);
      const answer = await callApi(serviceDeskRoutes.requestQuote, { message: message.trim() });
      setMessage('');
      setSent(answer.message);
    },
    { fallback: QUOTE_FAILED, noAnswer: QUOTE_NO_ANSWER },
  );
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        Request a quote
      </h2>
      <p className={styles.hint}>
        Buying in volume? Send us the lines of this cart and customer service replies with a quote. Your cart stays as
        it is.
      </p>
      <form {...form.formProps} className={styles.quoteForm}>
        <TextField
          label="Message (optional)"
          name="quoteMessage"
          multiline
          maxLength={SERVICE_MESSAGE_MAX}
          value={message}
          onChange={setMessage}
          field={form.field('message')}
        />
        <FormMessage {...form.messageProps} />
        <Button type="submit" variant="secondary" isBusy={form.isSubmitting}>
          {form.isSubmitting ? 'Sending...' : QUOTE_BUTTON}
        </Button>
      </form>
      {sent ? (
        <p role="status" className={styles.quoteSent}>
          {sent} <Link to={MESSAGES_PATH}>Go to Messages</Link>
        </p>
      ) : null}
    </section>
  );
}
