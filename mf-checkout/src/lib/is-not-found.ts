import { describeFailure } from '@storefront/shared-kernel';

/** The server answered 404: what the call was about (a cart line, a favorite) no longer exists. */
export function isNotFound(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'refused' && failure.status === 404;
}
