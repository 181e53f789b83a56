import type { RegistrationRow } from '@storefront/shared-kernel';
import { applicantFacts } from './registration-words';
import styles from './registrations.module.css';

/** Every field the applicant gave, and when (docs/product.md §13.2), label over value; an empty one a dash. */
export function RegistrationFields({ registration }: { registration: RegistrationRow }) {
  return (
    <dl className={styles.fields}>
      {applicantFacts(registration).map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value === '' ? '—' : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
