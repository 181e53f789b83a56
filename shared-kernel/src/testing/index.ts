// Test helpers for every package's unit tests (`@storefront/shared-kernel/testing`): never in a bundle,
// so they may use zod and jest.
export { fakeApiForEachTest, installFakeApi, noAnswer, NoAnswer, refusal, Refusal } from './fake-api';
export type { FakeApi } from './fake-api';
export type { AnswerOf, ContractOf, InputOf } from './contract-index';
export { drawLandingPage } from './draw-landing-page';
export { answerOf, sendCallsTo } from './transport';
export { ApiCallError, networkFailure } from '../api-client/http-client';
export type { ApiRequest, ApiResponse } from '../api-client/http-client';
