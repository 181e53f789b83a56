import { useState } from 'react';
import { callApi, SelectField, TextField } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SubmitButton } from '../../components/submit-button';
import { SaveFailure } from '../../components/use-versioned-save';
import { PAYMENT_STATUS_CHOICES, SAVED } from './order-words';
import { useOrderSave, type OrderFormProps } from './use-order-save';

type Field = 'paymentStatus' | 'shippingFee';

const feeText = (fee: number) => fee.toFixed(2);
const statusText = (code: number) =>
  PAYMENT_STATUS_CHOICES.some((choice) => choice.value === String(code)) ? String(code) : '';

/**
 * The order's payment status and the shipping fee charged on its invoice (docs/product.md §13.3, §7.6: the
 * fee is added later); the order's total then includes the fee. 'Save payment' saves both.
 */
export function PaymentForm({ order, onSaved, onReload }: OrderFormProps) {
  const [paymentStatus, setPaymentStatus] = useState(() => statusText(order.paymentStatus));
  const [shippingFee, setShippingFee] = useState(() => feeText(order.shippingFee));
  const save = useOrderSave<Field>(async () => {
    const fee = shippingFee.trim();
    const answer = await callApi(adminOrderRoutes.setOrderPayment, {
      orderNo: order.orderNo,
      version: order.version,
      // Left for the API to refuse, by the field: empty is required, other text is no number.
      paymentStatus: paymentStatus === '' ? undefined : paymentStatus,
      shippingFee: fee === '' ? undefined : fee,
    });
    setPaymentStatus(statusText(answer.order.paymentStatus));
    setShippingFee(feeText(answer.order.shippingFee));
    onSaved(answer.order, SAVED.payment);
  });
  const { form } = save;
  return (
    <Card id="payment-title" title="Payment">
      <form {...form.formProps} aria-labelledby="payment-title">
        <div className={pageStyles.fields}>
          <SelectField
            label="Payment status"
            name="paymentStatus"
            value={paymentStatus}
            onChange={setPaymentStatus}
            options={PAYMENT_STATUS_CHOICES}
            placeholder="Choose a payment status"
            field={form.field('paymentStatus')}
            isRequired
          />
          <TextField
            label="Shipping fee"
            name="shippingFee"
            inputMode="decimal"
            value={shippingFee}
            onChange={setShippingFee}
            hint="In dollars, as charged on the invoice. The total includes it."
            field={form.field('shippingFee')}
            isRequired
          />
        </div>
        <SaveFailure save={save} onReload={onReload} />
        <SubmitButton isBusy={form.isSubmitting}>Save payment</SubmitButton>
      </form>
    </Card>
  );
}
