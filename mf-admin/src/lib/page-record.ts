import { MAX_ID, mayUseArea, type StaffArea } from '@storefront/shared-kernel';
import { useStaffMember } from './staff-member';

/**
 * Whether the signed-in member's role may use `area`: as AdminPage decides, for a page that reads its record
 * before drawing AdminPage (its heading names the record) and must start no call for a member refused.
 */
export function useMayUseArea(area: StaffArea): boolean {
  const member = useStaffMember();
  return member !== null && mayUseArea(member.role, area);
}

/** A record's id from the address (`/admin/customers/:id`): a whole number the API takes, else null. */
export const recordIdFrom = (text: string | undefined): number | null => {
  const id = Number(text);
  return text !== undefined && /^\d+$/.test(text) && id > 0 && id <= MAX_ID ? id : null;
};
