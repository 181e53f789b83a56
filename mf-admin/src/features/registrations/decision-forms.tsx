import { useState } from 'react';
import {
  Button,
  callApi,
  describeFailure,
  FormMessage,
  invalidateApi,
  TextField,
  useSubmit,
  VisuallyHidden,
  type RegistrationRow,
} from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import type { NoticeText } from '../../components/notice';
import { PriceLevelField } from '../../components/price-level-field';
import { decisionNotice, hasSellerPermit, NO_ANSWER } from './registration-words';
import { TaxExemptBox } from './tax-exempt-box';
import styles from './registrations.module.css';

export interface DecisionFormsProps {
  registration: RegistrationRow;
  /** What happened (null: a new try started); the page shows it. */
  onDecided: (notice: NoticeText | null) => void;
  /** Words after each button's name, for assistive tech, where several registrations are on the page. */
  nameSuffix?: string;
}

/** Everything a decision changes: the queue, the registration, and the customers it joins. */
const readAgain = () =>
  invalidateApi(
    adminCustomerRoutes.listRegistrations,
    adminCustomerRoutes.registrationDetail,
    adminCustomerRoutes.listCustomers,
    adminCustomerRoutes.customerDetail,
  );

/**
 * Someone decided first (409): the page says so in the server's words, and reads the queue again, so the
 * registration leaves it (docs/product.md §13.2).
 */
const onDecidedElsewhere = (onDecided: DecisionFormsProps['onDecided']) => (message: string, error: unknown) => {
  const failure = describeFailure(error);
  if (failure.kind !== 'refused' || failure.status !== 409) return;
  onDecided({ tone: 'error', text: message });
  void readAgain();
};

function ApproveForm({ registration, onDecided, nameSuffix }: DecisionFormsProps) {
  const [priceLevel, setPriceLevel] = useState('');
  const [taxExempt, setTaxExempt] = useState(hasSellerPermit(registration));
  const form = useSubmit<'priceLevel'>(
    async () => {
      onDecided(null);
      const answer = await callApi(adminCustomerRoutes.approveRegistration, {
        id: registration.id,
        priceLevel,
        taxExempt,
      });
      onDecided(decisionNotice(answer.registration, answer.mailSent));
      await readAgain();
    },
    {
      validate: () => (priceLevel === '' ? { priceLevel: 'Price level is required' } : undefined),
      fallback: 'The registration could not be approved. Please try again.',
      noAnswer: NO_ANSWER,
      onFailure: onDecidedElsewhere(onDecided),
    },
  );
  return (
    <form {...form.formProps} aria-label={`Approve${nameSuffix ?? ''}`} className={styles.decision}>
      <PriceLevelField
        value={priceLevel}
        onChange={setPriceLevel}
        placeholder="Select a level"
        field={form.field('priceLevel')}
      />
      <TaxExemptBox checked={taxExempt} onChange={setTaxExempt} hasPermit={hasSellerPermit(registration)} />
      <FormMessage {...form.messageProps} />
      <Button type="submit" size="small" isBusy={form.isSubmitting}>
        Approve{nameSuffix ? <VisuallyHidden>{nameSuffix}</VisuallyHidden> : null}
      </Button>
    </form>
  );
}

function RejectForm({ registration, onDecided, nameSuffix }: DecisionFormsProps) {
  const [reason, setReason] = useState('');
  const form = useSubmit<'reason'>(
    async () => {
      onDecided(null);
      const answer = await callApi(adminCustomerRoutes.rejectRegistration, { id: registration.id, reason });
      onDecided(decisionNotice(answer.registration, answer.mailSent));
      await readAgain();
    },
    {
      validate: () => (reason.trim() === '' ? { reason: 'Reason is required' } : undefined),
      fallback: 'The registration could not be rejected. Please try again.',
      noAnswer: NO_ANSWER,
      onFailure: onDecidedElsewhere(onDecided),
    },
  );
  return (
    <form {...form.formProps} aria-label={`Reject${nameSuffix ?? ''}`} className={styles.decision}>
      <TextField
        label="Reason"
        name="reason"
        multiline
        maxLength={500}
        value={reason}
        onChange={setReason}
        field={form.field('reason')}
        hint="The applicant's email carries it."
        isRequired
      />
      <FormMessage {...form.messageProps} />
      <Button type="submit" size="small" variant="secondary" isBusy={form.isSubmitting}>
        Reject{nameSuffix ? <VisuallyHidden>{nameSuffix}</VisuallyHidden> : null}
      </Button>
    </form>
  );
}

/**
 * A pending registration's decision (docs/product.md §13.2): approve at a price level (required) and
 * tax-exempt (pre-checked when a seller's permit is on file), or reject with a reason the applicant's email
 * carries. Each is one call; the queue is read again after it.
 */
export function DecisionForms(props: DecisionFormsProps) {
  return (
    <div className={styles.decisions}>
      <ApproveForm {...props} />
      <RejectForm {...props} />
    </div>
  );
}
