import type { UseQueryResult } from '@tanstack/react-query';
import { describeFailure, LoadFailure, Spinner } from '@storefront/shared-kernel';
import { ROLE_REFUSED } from './admin-page';
import { Notice } from './notice';

/** Why a back-office read failed, as the page shows it: the server's words, or a call without an answer. */
export const loadFailureMessage = (error: unknown, what: string): string => {
  const failure = describeFailure(error);
  if (failure.kind === 'refused' && failure.status === 403) return ROLE_REFUSED;
  if (failure.kind === 'refused' && failure.message) return failure.message;
  return `The ${what} could not be loaded.`;
};

/**
 * What a back-office page shows while its read has no answer to show: a spinner, or the failure with Retry
 * (a refusal of the member's role says so, with nothing to retry). Nothing once there is an answer.
 *
 *   const staff = useApiQuery(adminStaffRoutes.listStaff, {});
 *   <ListStatus query={staff} what="staff list" />
 *   {staff.data && <DataTable … />}
 */
export function ListStatus({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (query.data !== undefined) return null;
  if (query.isError) {
    const failure = describeFailure(query.error);
    if (failure.kind === 'refused' && failure.status === 403) return <Notice tone="error">{ROLE_REFUSED}</Notice>;
    return <LoadFailure message={loadFailureMessage(query.error, what)} onRetry={() => void query.refetch()} />;
  }
  return <Spinner label={`Loading the ${what}`} />;
}
