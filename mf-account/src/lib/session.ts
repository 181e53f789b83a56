import {
  answerMessage,
  apiClient,
  customerRoutes,
  eventBus,
  type loginCall,
  type ResponseOf,
  type SessionUser,
  signOut,
  startUserInfo,
  storeToken,
} from '@storefront/shared-kernel';

export type LoginAnswer = ResponseOf<typeof loginCall>;

/** The sign-in call's result: the user, or the server's reason for refusing. */
export type LoginResult = { ok: true; user: SessionUser } | { ok: false; message: string };

/**
 * Signs in by email and password. A refused sign-in is answered 401/403 by the server; the kernel's
 * client treats those as "the session ended" (clears the token, publishes session/expired, and the
 * shell sends the buyer home), which is wrong on the sign-in form itself, so this call reads every
 * answer below 500 as an answer instead of an error.
 */
export async function requestLogin(email: string, password: string): Promise<LoginResult> {
  // Not callApi: the sign-in needs its own validateStatus (above), which callApi does not take.
  const response = await apiClient.post<LoginAnswer | { is_success: false; message?: string }>(
    customerRoutes.login.path,
    { userId: email, password },
    { validateStatus: (status) => status < 500 },
  );
  const answer = response.data;
  if (response.status < 300 && answer.is_success) return { ok: true, user: answer.user };
  return { ok: false, message: answerMessage(answer) };
}

/** docs/product.md §4.2: the token in local storage, the user with a login date, and the news on the bus. */
export function startSession(user: SessionUser): void {
  storeToken(user.token);
  startUserInfo({ ...user, loginDt: new Date().toISOString() });
  eventBus.publish('session/logged-in', { userId: user.userId, idCustomer: user.idCustomer });
}

/** Full-page moves, behind an object so tests can watch them (jsdom cannot navigate). */
export const pageLoader = {
  load(path: string): void {
    window.location.assign(path);
  },
  reload(): void {
    window.location.reload();
  },
};

/** The same as the header's logout: token removed, user reset, the page cookie ended, then / loaded afresh. */
export function endSession(): void {
  void signOut().then(() => pageLoader.load('/'));
}
