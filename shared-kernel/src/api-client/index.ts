export {
  API_BASE_URL,
  API_KEY_HEADER,
  DEFAULT_API_KEY,
  apiClient,
  checkApiAvailability,
  configureApiClient,
} from './api-client';
export { isApiUnavailable } from './api-availability';
export type { ApiClientOptions } from './api-client';
export { TOKEN_STORAGE_KEY, clearStoredToken, getStoredToken, storeToken } from './token-storage';
export { SESSION_COOKIE, readSessionCookie, syncSessionCookie } from './session-cookie';
export { callApi } from './call-api';
export type { CallOf } from './call-of';
export {
  answerMessage,
  describeFailure,
  failureMessage,
  fieldErrors,
  isCancelled,
  isNotFound,
  isUnanswered,
  serverCode,
  serverMessage,
} from './call-failure';
export type { CallFailure } from './call-failure';
export { logSilentFailure } from './log-silent-failure';
