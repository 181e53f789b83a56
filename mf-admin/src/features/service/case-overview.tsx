import { Link } from 'react-router-dom';
import type { AdminServiceCase } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { FactCards, TermFacts } from '../../components/term-facts';
import { formatDateTime } from '../../lib/format';
import { customerPath, kindLabel, statusLabel } from './service-words';

/**
 * What the case is and who asked (docs/product.md §13.9): its kind, status, assignee and days; the buyer
 * as they wrote (name and the address replies go to) and their account, with a link to the customer's page.
 */
export function CaseOverview({ theCase }: { theCase: AdminServiceCase }) {
  const { customer, assignee } = theCase;
  return (
    <FactCards>
      <Card id="case-facts" title="Case">
        <TermFacts
          facts={[
            ['Kind', kindLabel(theCase.kind)],
            ['Status', statusLabel(theCase.status)],
            ['Assignee', assignee ? assignee.name || assignee.email : 'Unassigned'],
            ['Received', formatDateTime(theCase.createdAt)],
            ['Last activity', formatDateTime(theCase.lastActivityAt)],
          ]}
        />
      </Card>
      <Card id="case-buyer" title="Buyer">
        <TermFacts
          facts={[
            ['Name', theCase.name],
            ['Replies go to', theCase.email],
            [
              'Company',
              <Link key="link" to={customerPath(customer.id)} className={pageStyles.textLink}>
                {customer.company || customer.email}
              </Link>,
            ],
            ['Account email', customer.email],
            ['Telephone', customer.tel],
            ['Price level', customer.priceLevel],
          ]}
        />
      </Card>
    </FactCards>
  );
}
