import { useState, type FormEvent } from 'react';
import { Button, callApi, Dialog, SelectField, type OrderStatus } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { CANCELLED, orderTitle, SAVED } from './order-words';
import { useOrderSave, type OrderFormProps } from './use-order-save';

/**
 * The order's status (docs/product.md §13.3): only the statuses the API allows from the current one are
 * offered. Cancelling asks first, since it returns the stock the order took and tells the buyer.
 */
export function StatusForm({ order, onSaved, onReload }: OrderFormProps) {
  const [status, setStatus] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const choices = order.nextStatuses.map((next) => ({ value: next, label: next }));
  // A choice the order no longer offers (the member's own shipping save moved it on) is no choice.
  const chosen = order.nextStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : '';
  const save = useOrderSave<'status'>(
    async () => {
      const answer = await callApi(adminOrderRoutes.setOrderStatus, {
        orderNo: order.orderNo,
        version: order.version,
        status: chosen as OrderStatus,
      });
      setStatus('');
      onSaved(answer.order, chosen === CANCELLED ? SAVED.cancelled : SAVED.status(answer.order.status));
    },
    { validate: () => (chosen === '' ? { status: 'Choose the new status' } : undefined) },
  );
  const { form } = save;

  if (order.nextStatuses.length === 0)
    return (
      <Card id="status-title" title="Status">
        <p>This order is {order.status}: its status no longer changes.</p>
      </Card>
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (chosen === CANCELLED) {
      event.preventDefault();
      setIsConfirming(true);
      return;
    }
    form.formProps.onSubmit(event);
  };
  const confirmCancel = () => {
    setIsConfirming(false);
    void form.submit();
  };

  return (
    <Card id="status-title" title="Status">
      <form {...form.formProps} onSubmit={submit} aria-labelledby="status-title">
        <p>Now {order.status}.</p>
        <div className={pageStyles.fields}>
          <SelectField
            label="New status"
            name="status"
            value={chosen}
            onChange={setStatus}
            options={choices}
            placeholder="Choose a status"
            field={form.field('status')}
            isRequired
          />
        </div>
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Change status</SubmitButton>
      </form>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={`Cancel ${orderTitle(order.orderNo)}?`}
        footer={
          <>
            <Button onClick={confirmCancel}>Cancel order</Button>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Keep order
            </Button>
          </>
        }
      >
        <p>
          The stock the order took is returned to the catalogue and the buyer is emailed that the order is cancelled. A
          cancelled order cannot be opened again.
        </p>
      </Dialog>
    </Card>
  );
}
