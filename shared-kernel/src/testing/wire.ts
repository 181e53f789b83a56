import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { apiClient } from '../api-client/api-client';
import type { ApiError } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';

/** A request as the server reads it: where it goes, the input before its contract parses it, its files. */
export interface WireRequest {
  route: ApiRoute;
  raw: unknown;
  files: Record<string, File[]>;
}

const methodOf = (config: InternalAxiosRequestConfig): ApiRoute['method'] =>
  config.method?.toUpperCase() === 'POST' ? 'POST' : 'GET';

/** The query as the server's parser gives it: text values, a name given twice as a list. */
function queryOf(config: InternalAxiosRequestConfig): Record<string, string | string[]> {
  const url = new URL(apiClient.getUri(config), 'http://fake.invalid');
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
export function readRequest(config: InternalAxiosRequestConfig): WireRequest {
  const method = methodOf(config);
  const path = (config.url ?? '').split('?')[0] ?? '';
  const route = { method, path };
  if (method === 'GET') return { route, raw: queryOf(config), files: {} };
  return { route, ...bodyOf(config.data) };
}

const responseOf = (config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse => ({
  data,
  status,
  statusText: '',
  headers: {},
  config,
  request: {},
});

/** A success as the client receives it: JSON, so only what survives the trip (dates as text). */
export const answered = (config: InternalAxiosRequestConfig, data: unknown): AxiosResponse =>
  responseOf(config, 200, data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown));

/** A refusal as axios rejects it (a 4xx or 5xx answer: `error.response` holds the body). */
export const refusedWith = (config: InternalAxiosRequestConfig, status: number, body: ApiError): AxiosError =>
  new AxiosError(
    `Request failed with status code ${status}`,
    status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    config,
    {},
    responseOf(config, status, body),
  );

/** No answer at all: the network failed. */
export const unreachableError = (config: InternalAxiosRequestConfig): AxiosError =>
  new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});

/** The client gave up waiting, as its own timeout does. */
export const timedOut = (config: InternalAxiosRequestConfig): AxiosError =>
  new AxiosError(`timeout of ${config.timeout ?? 0}ms exceeded`, AxiosError.ECONNABORTED, config, {});

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
