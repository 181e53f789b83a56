import { useId, type ReactNode } from 'react';
import { mayUseArea, type StaffArea } from '@storefront/shared-kernel';
import { useStaffMember } from '../lib/staff-member';
import { Notice } from './notice';
import { PageHeading, type PageHeadingProps } from './page-heading';
import styles from './admin.module.css';

/** What a member sees on a page its role does not allow (docs/product.md §13.1). */
export const ROLE_REFUSED = 'Your role does not allow this page.';

export interface AdminPageProps extends Omit<PageHeadingProps, 'id'> {
  /** The area the page belongs to (staff-roles.ts): a member whose role may not use it sees ROLE_REFUSED. */
  area?: StaffArea;
  children: ReactNode;
}

/**
 * A back-office page: a section named by its heading, shown only to a member whose role may use its area.
 * A member who opens another area's page by its address is told so, and the page starts none of its calls.
 */
export function AdminPage({ area, children, ...heading }: AdminPageProps) {
  const headingId = useId();
  const member = useStaffMember();
  const isAllowed = area === undefined || (member !== null && mayUseArea(member.role, area));
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <PageHeading {...heading} id={headingId} actions={isAllowed ? heading.actions : undefined} />
      {isAllowed ? children : <Notice tone="error">{ROLE_REFUSED}</Notice>}
    </section>
  );
}
