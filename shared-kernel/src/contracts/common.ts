import { z } from 'zod';

/**
 * The error answer of every failing call: `{ is_success: false, message, code }`, plus the failing
 * fields on a 400 so a form can point at them.
 */
export const apiErrorSchema = z.object({
  is_success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A call's definition: where it lives and the schemas of what goes in and what comes back. */
export interface CallContract<
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  request: Request;
  response: Response;
}

export const defineCall = <Request extends z.ZodType, Response extends z.ZodType>(
  call: CallContract<Request, Response>,
): CallContract<Request, Response> => call;

export type RequestOf<C> = C extends CallContract<infer R, z.ZodType> ? z.input<R> : never;
export type ResponseOf<C> = C extends CallContract<z.ZodType, infer R> ? z.output<R> : never;
