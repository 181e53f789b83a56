import { networkFailure, type ApiResponse, type Transport } from './http-client';

/** A JSON body read, or its text when it is none (a proxy's page); an empty body reads as undefined. */
const bodyOf = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const headersOf = (headers: Headers): ApiResponse['headers'] => {
  const read: Record<string, string> = {};
  headers.forEach((value, name) => {
    read[name] = value;
  });
  return read;
};

/**
 * The browser's fetch as the client's transport. Every status is an answer (the client decides which
 * fail); no answer, or a body cut off on the way, is `ERR_NETWORK`. The page's cookies go with the call
 * (same origin), and nothing reads them: calls carry the bearer token.
 */
export const fetchTransport: Transport = async (request) => {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    const data = request.responseType === 'blob' ? await response.blob() : bodyOf(await response.text());
    return { status: response.status, data, headers: headersOf(response.headers) };
  } catch {
    throw networkFailure(request);
  }
};
