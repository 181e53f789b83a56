export { API_BASE_URL, API_KEY_HEADER, DEFAULT_API_KEY, apiClient, configureApiClient } from './api-client';
export type { ApiClientOptions } from './api-client';
export { TOKEN_STORAGE_KEY, clearStoredToken, getStoredToken, storeToken } from './token-storage';
export { callApi } from './call-api';
