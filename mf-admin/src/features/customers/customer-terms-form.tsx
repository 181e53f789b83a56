import { useState } from 'react';
import {
  callApi,
  FormMessage,
  invalidateApi,
  TextField,
  useSubmit,
  type CustomerDetail,
} from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { CheckboxField } from '../../components/checkbox-field';
import type { NoticeText } from '../../components/notice';
import { PriceLevelField } from '../../components/price-level-field';
import { SubmitButton } from '../../components/submit-button';
import { NO_ANSWER, termsSaved } from './customer-words';
import styles from './customers.module.css';

type Field = 'priceLevel' | 'taxExempt' | 'creditLimit';

/** A credit limit as typed, as the API reads it: '$1,500' is 1500, and nothing is no limit (null). */
const creditLimitInput = (text: string): string | null => {
  const amount = text.trim().replace(/[$,\s]/g, '');
  return amount === '' ? null : amount;
};

/**
 * A customer's terms (docs/product.md §13.2): price level, tax-exempt and credit limit, saved together. The
 * server checks them (a field it refuses is marked); the buyer's next call prices at the new level. The page
 * reads the customer again after a save, and this form starts again from what was saved (its key).
 */
export function CustomerTermsForm({
  customer,
  onDone,
}: {
  customer: CustomerDetail;
  onDone: (notice: NoticeText | null) => void;
}) {
  const [priceLevel, setPriceLevel] = useState(String(customer.priceLevel));
  const [taxExempt, setTaxExempt] = useState(customer.taxExempt);
  const [creditLimit, setCreditLimit] = useState(customer.creditLimit === null ? '' : customer.creditLimit.toFixed(2));
  const form = useSubmit<Field>(
    async () => {
      onDone(null);
      const answer = await callApi(adminCustomerRoutes.setCustomerTerms, {
        id: customer.id,
        priceLevel,
        taxExempt,
        creditLimit: creditLimitInput(creditLimit),
      });
      onDone({ tone: 'success', text: termsSaved(answer.customer) });
      await invalidateApi(adminCustomerRoutes.customerDetail, adminCustomerRoutes.listCustomers);
    },
    { fallback: 'The terms could not be saved. Please try again.', noAnswer: NO_ANSWER },
  );
  return (
    <Card id="customer-terms-title" title="Terms">
      <form {...form.formProps} aria-labelledby="customer-terms-title">
        <div className={pageStyles.fields}>
          <PriceLevelField value={priceLevel} onChange={setPriceLevel} field={form.field('priceLevel')} />
          <TextField
            label="Credit limit"
            name="creditLimit"
            inputMode="decimal"
            autoComplete="off"
            value={creditLimit}
            onChange={setCreditLimit}
            field={form.field('creditLimit')}
            hint="In dollars. Empty: no limit."
          />
          <CheckboxField
            label="Tax-exempt"
            checked={taxExempt}
            onChange={setTaxExempt}
            field={form.field('taxExempt')}
            hint="Charged no sales tax."
            lineClassName={styles.checkboxBesideFields}
          />
        </div>
        <FormMessage {...form.messageProps} />
        <SubmitButton isBusy={form.isSubmitting}>Save terms</SubmitButton>
      </form>
    </Card>
  );
}
