import type { z } from 'zod';
import type { ApiRequest, ApiResponse } from '../api-client/http-client';
import { answerOf } from './transport';
import type { ApiError } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';

/** A request as the server reads it: where it goes, the input before its contract parses it, its files. */
export interface WireRequest {
  route: ApiRoute;
  raw: unknown;
  files: Record<string, File[]>;
}

/** The query as the server's parser gives it: text values, a name given twice as a list. */
function queryOf(request: ApiRequest): Record<string, string | string[]> {
  const url = new URL(request.url, 'http://fake.invalid');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return query;
}

/** A multipart text part holding JSON (the contact form's `csInfo`) is read as the API's reader does. */
const partValue = (text: string): unknown => {
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

function bodyOf(data: unknown): Pick<WireRequest, 'raw' | 'files'> {
  const files: Record<string, File[]> = {};
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of data.entries()) {
      if (typeof value === 'string') fields[name] = partValue(value);
      else (files[name] ??= []).push(value);
    }
    return { raw: fields, files };
  }
  // The client has written the body as JSON text by now; a body left out reads as `{}`, as on the server.
  if (typeof data === 'string') {
    try {
      return { raw: JSON.parse(data) as unknown, files };
    } catch {
      return { raw: data, files };
    }
  }
  return { raw: data ?? {}, files };
}

/** What the page sent, read from the request the API client was about to send. */
export function readRequest(request: ApiRequest): WireRequest {
  const { method } = request;
  const route = { method, path: request.path.split('?')[0] ?? '' };
  if (method === 'GET') return { route, raw: queryOf(request), files: {} };
  return { route, ...bodyOf(request.body) };
}

/** A success as the client receives it: JSON, so only what survives the trip (dates as text). */
export const answered = (data: unknown): ApiResponse =>
  answerOf(data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown));

/** The server's answer to an input its contract refuses: 400, the first message, and every field's. */
export function validationAnswer(error: z.ZodError): ApiError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return {
    is_success: false,
    message: error.issues[0]?.message ?? 'Invalid request',
    code: 'VALIDATION_FAILED',
    fields,
  };
}

/** The issues of a failed parse, one per line, for a test's failure message. */
export const issuesOf = (error: z.ZodError): string =>
  error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
