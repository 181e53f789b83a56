import { staffSessionStore, useStore, type StaffSession } from '@storefront/shared-kernel';

const wholeSession = (session: StaffSession | null) => session;

/** The signed-in staff member's session, or null; re-renders when it starts or ends. */
export const useStaffSession = (): StaffSession | null => useStore(staffSessionStore, wholeSession);

/** Whether `session` still holds a token the API takes by its time (the API may have ended it otherwise). */
export const isLiveStaffSession = (session: StaffSession | null, now = Date.now()): session is StaffSession =>
  session !== null && session.tokenExp * 1000 > now;
