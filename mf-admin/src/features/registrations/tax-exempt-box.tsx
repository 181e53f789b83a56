import { CheckboxField } from '../../components/checkbox-field';

/**
 * The approval's tax-exempt choice (docs/product.md §13.2), with whether a seller's permit is on file (its
 * default) tied to it for assistive tech.
 */
export function TaxExemptBox({
  checked,
  onChange,
  hasPermit,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hasPermit: boolean;
}) {
  return (
    <CheckboxField
      label="Tax-exempt"
      checked={checked}
      onChange={onChange}
      hint={hasPermit ? "A seller's permit is on file." : "No seller's permit on file."}
    />
  );
}
