import { useRef, useState } from 'react';
import {
  Button,
  callApi,
  Dialog,
  FormMessage,
  invalidateApi,
  useSubmit,
  type CustomerDetail,
} from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import type { NoticeText } from '../../components/notice';
import { customerName } from '../../lib/customer-words';
import { NO_ANSWER, statusChanged } from './customer-words';

/**
 * Deactivates an approved account or reactivates an inactive one (docs/product.md §13.2), once confirmed:
 * deactivating ends the buyer's sessions. A refusal stays in the dialog; success closes it with a notice, and
 * the page reads the customer again. Nothing for an account still pending or rejected.
 */
export function CustomerStatusAction({
  customer,
  onDone,
}: {
  customer: CustomerDetail;
  onDone: (notice: NoticeText | null) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isDeactivating = customer.status === 'approved';
  const verb = isDeactivating ? 'Deactivate' : 'Reactivate';
  const form = useSubmit<never>(
    async () => {
      onDone(null);
      const route = isDeactivating ? adminCustomerRoutes.deactivateCustomer : adminCustomerRoutes.reactivateCustomer;
      const answer = await callApi(route, { id: customer.id });
      setIsOpen(false);
      onDone({ tone: 'success', text: statusChanged(answer.customer) });
      await invalidateApi(adminCustomerRoutes.customerDetail, adminCustomerRoutes.listCustomers);
    },
    { fallback: `The account could not be ${isDeactivating ? 'deactivated' : 'reactivated'}.`, noAnswer: NO_ANSWER },
  );
  if (customer.status !== 'approved' && customer.status !== 'inactive') return null;
  const open = () => {
    form.show({}); // what the last try said is gone
    setIsOpen(true);
  };
  const name = customerName(customer);
  return (
    <>
      <Button variant="secondary" onClick={open}>
        {verb}
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={`${verb} ${name}?`} initialFocusRef={cancelRef}>
        <form {...form.formProps} aria-label={`${verb} ${name}`}>
          <p>
            {isDeactivating
              ? `${name} will be signed out everywhere and cannot sign in until reactivated.`
              : `${name} will be able to sign in again.`}
          </p>
          <FormMessage {...form.messageProps} />
          <div className={pageStyles.actions}>
            <Button type="submit" isBusy={form.isSubmitting}>
              {verb}
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
