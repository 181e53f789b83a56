import {
  invalidateApi,
  setCachedAnswer,
  useSubmit,
  type AnswerOf,
  type SubmitForm,
  type SubmitOptions,
} from '@storefront/shared-kernel';
import { adminHomeContentRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { NO_ANSWER, SAVE_FAILED } from './home-content-words';

export type HomeContentAnswer = AnswerOf<typeof adminHomeContentRoutes.readHomeContent>;

/** Shows the content a change answered and says what it did. */
export type HomeDone = (answer: HomeContentAnswer, notice: string) => void;

/** The page's one read of the content, which every change's answer replaces. */
export const HOME_READ_INPUT = {};
export const showAnswer = (answer: HomeContentAnswer): void =>
  setCachedAnswer(adminHomeContentRoutes.readHomeContent, HOME_READ_INPUT, answer);

/**
 * A change on the home page's content (docs/product.md §13.8): each call answers the whole content, which
 * `done` shows with what the page tells the member; a refusal marks its fields. The audit log is read again
 * when next shown.
 */
export function useHomeSave<Field extends string>(
  action: () => Promise<HomeContentAnswer>,
  done: (answer: HomeContentAnswer) => void,
  options: Omit<SubmitOptions<Field>, 'fallback' | 'noAnswer'> = {},
): SubmitForm<Field> {
  return useSubmit<Field>(
    async () => {
      const answer = await action();
      void invalidateApi(adminStaffRoutes.listAudit);
      done(answer);
    },
    { ...options, fallback: SAVE_FAILED, noAnswer: NO_ANSWER },
  );
}
