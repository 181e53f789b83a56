import { getQueryClient, useEvent } from '@storefront/shared-kernel';

const isBackOfficeAnswer = (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith('/admin/');

/**
 * When a member signs in or out, no back-office answer of the one before may show again (a list of staff
 * seen by an admin, then a rep signing in on the same browser): those not shown are dropped, those shown
 * asked again. The buyer's answers are left alone, as the buyer's session is.
 */
export function useStaffAnswersPerMember(): void {
  const dropAnswers = () => {
    const client = getQueryClient();
    client.removeQueries({ type: 'inactive', predicate: isBackOfficeAnswer });
    void client.resetQueries({ type: 'active', predicate: isBackOfficeAnswer });
  };
  useEvent('staff/signed-in', dropAnswers);
  useEvent('staff/signed-out', dropAnswers);
}
