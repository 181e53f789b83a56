export { apiKey, apiKeyText, type ApiKey } from './api-key';
export {
  apiQuery,
  cachedAnswer,
  fetchApi,
  invalidateApi,
  prefetchApi,
  setCachedAnswer,
  useApiQuery,
  type AnswerOf,
  type ApiQueryOptions,
  type InputOf,
} from './api-query';
export { STALE_AFTER, connectToBus } from './bus-invalidation';
export { FRESH_FOR_MS, createQueryClient, getQueryClient, resetQueryClient } from './query-client';
export { isRefusal } from './refusal';
