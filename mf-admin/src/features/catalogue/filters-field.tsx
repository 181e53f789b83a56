import type { CatalogueFilter, FieldBinding, FilterGroup } from '@storefront/shared-kernel';
import { CheckboxField } from '../../components/checkbox-field';
import formStyles from '../../components/checkbox-field.module.css';
import { hasFilter } from './product-draft';
import styles from './catalogue.module.css';

/**
 * The filter values a product is tagged with (docs/product.md §5.4): any of each group's values. Only the
 * catalogue's own values are offered; new ones are added on the Filters page.
 */
export function FiltersField({
  groups,
  filters,
  onChange,
  field,
}: {
  groups: readonly FilterGroup[];
  filters: readonly CatalogueFilter[];
  onChange: (filters: CatalogueFilter[]) => void;
  field?: FieldBinding;
}) {
  const toggle = (group: string, value: string, isOn: boolean) => {
    field?.onEdit();
    const others = filters.filter((f) => !hasFilter([f], group, value));
    onChange(isOn ? [...others, { group, value }] : others);
  };
  return (
    <div ref={field?.ref}>
      {groups.length === 0 ? <p>The catalogue has no filters yet.</p> : null}
      <div className={styles.groups}>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend>{group.name}</legend>
            {group.values.map((value) => (
              <CheckboxField
                key={value.id}
                label={value.name}
                checked={hasFilter(filters, group.name, value.name)}
                onChange={(isOn) => toggle(group.name, value.name, isOn)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      {field?.error ? <span className={formStyles.error}>{field?.error}</span> : null}
    </div>
  );
}
