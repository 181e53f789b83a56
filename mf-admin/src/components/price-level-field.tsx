import { SelectField, type FieldBinding } from '@storefront/shared-kernel';
import { PRICE_LEVEL_OPTIONS } from '../lib/customer-words';

/** A customer's price level, 1 to 4 (docs/product.md §13.2): the customer's terms and a registration's approval. */
export function PriceLevelField({
  value,
  onChange,
  field,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  /** From useSubmit's `field('priceLevel')`. */
  field: FieldBinding;
  placeholder?: string;
}) {
  return (
    <SelectField
      label="Price level"
      name="priceLevel"
      value={value}
      onChange={onChange}
      options={PRICE_LEVEL_OPTIONS}
      placeholder={placeholder}
      field={field}
      isRequired
    />
  );
}
