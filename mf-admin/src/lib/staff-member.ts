import { staffSessionStore, useStore, type StaffMember, type StaffSession } from '@storefront/shared-kernel';

const memberOf = (session: StaffSession | null): StaffMember | null => session?.staff ?? null;

/** The signed-in staff member (the host's staff guard lets no page show without one), or null. */
export const useStaffMember = (): StaffMember | null => useStore(staffSessionStore, memberOf);
