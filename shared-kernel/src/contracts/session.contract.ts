import { z } from 'zod';
import { defineCall, okSchema } from './common';
import { sessionRoutes } from './session.routes';

/**
 * Signing out ends the page cookie (the session token's copy that page requests carry, set by the
 * server, HttpOnly): script cannot remove it, so the server does. Needs no session: a buyer whose
 * token already ran out must still be able to drop the cookie.
 */
export const signOutCall = defineCall({
  ...sessionRoutes.signOut,
  summary: 'Ends the page cookie of the session (the bearer token is forgotten by the client)',
  request: z.object({}),
  response: okSchema.extend({ message: z.string() }),
});
