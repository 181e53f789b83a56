import type { FastifyRequest } from 'fastify';

/** Query parameters that can carry a secret (a reset link's token, a password typed into a GET form). */
const SECRET_PARAMS = /([?&](?:token|password|npassword|cpassword|newPassword|cvv|CCNumber|key|secret)=)[^&#]*/gi;

/** The URL as logged: a reset link opened in the browser must not put its token in the request log. */
export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** What a request log line says about the request: no headers, no body, secrets cut out of the URL. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
