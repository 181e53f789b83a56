import { callApi, FormMessage, useSubmit, type CustomerDetail } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import type { NoticeText } from '../../components/notice';
import { SubmitButton } from '../../components/submit-button';
import { NO_ANSWER } from './customer-words';

/**
 * Emails the customer a password-reset link (docs/product.md §13.2), as its own forgot-password request does;
 * the server's words say where it went. A refusal (a rejected registration has no account) shows beside it.
 */
export function PasswordResetAction({
  customer,
  onDone,
}: {
  customer: CustomerDetail;
  onDone: (notice: NoticeText | null) => void;
}) {
  const form = useSubmit<never>(
    async () => {
      onDone(null);
      const answer = await callApi(adminCustomerRoutes.sendCustomerPasswordReset, { id: customer.id });
      // Nothing on this page changed: the link is the buyer's, and the audit log's.
      onDone({ tone: 'success', text: answer.message });
    },
    { fallback: 'The reset link could not be sent. Please try again.', noAnswer: NO_ANSWER },
  );
  if (customer.status === 'rejected') return null;
  return (
    <form {...form.formProps}>
      <SubmitButton isBusy={form.isSubmitting} variant="secondary" busyText="Sending...">
        Send password reset link
      </SubmitButton>
      <FormMessage {...form.messageProps} />
    </form>
  );
}
