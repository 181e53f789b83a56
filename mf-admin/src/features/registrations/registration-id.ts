import { MAX_ID, mayUseArea } from '@storefront/shared-kernel';
import { useStaffMember } from '../../lib/staff-member';

/**
 * Whether the signed-in member's role may use the registrations: as AdminPage decides, for the page that reads
 * its registration before drawing AdminPage (its heading names the company) and must start no call otherwise.
 */
export function useMayDecide(): boolean {
  const member = useStaffMember();
  return member !== null && mayUseArea(member.role, 'registrations');
}

/** A registration's id from the address (`/admin/registrations/:id`): a whole number the API takes, else null. */
export const registrationIdFrom = (text: string | undefined): number | null => {
  const id = Number(text);
  return text !== undefined && /^\d+$/.test(text) && id > 0 && id <= MAX_ID ? id : null;
};
