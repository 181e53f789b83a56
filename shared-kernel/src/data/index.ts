export { apiKey, apiKeyText, type ApiKey } from './api-key';
export {
  apiQuery,
  cachedAnswer,
  fetchApi,
  invalidateApi,
  pick,
  prefetchApi,
  setCachedAnswer,
  useApiQuery,
  useSection,
  type AnswerOf,
  type ApiQueryOptions,
  type InputOf,
} from './api-query';
export { FRESH_FOR_MS, getQueryClient, resetQueryClient } from './query-client';
export { isAwaitingAnswer } from './awaiting-answer';
export { isRefusal } from './refusal';
