import * as contracts from '@storefront/shared-kernel/contracts';
import type { CallContract } from '@storefront/shared-kernel/contracts';
import { z } from 'zod';

const isCall = (value: unknown): value is CallContract =>
  !!value &&
  typeof value === 'object' &&
  'method' in value &&
  'path' in value &&
  'request' in value &&
  'response' in value;

export const allCalls = (): CallContract[] => (Object.values(contracts) as unknown[]).filter(isCall);

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

/** The contact form's parts: its fields as one JSON text, and up to five files (customer-service.routes.ts). */
const contactFormSchema = {
  type: 'object',
  required: ['csInfo'],
  properties: {
    csInfo: { type: 'string', description: 'JSON text of { firstname, lastname, email, message }' },
    destination: { type: 'string' },
    files: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: contracts.CS_UPLOAD_LIMITS.maxFiles,
    },
  },
};

/**
 * The OpenAPI document of every call, generated from the same zod contracts that validate them.
 * `sessionPaths` are the calls (as routed, under /api) that need a bearer token besides the API key.
 */
export function buildOpenApi(
  sessionPaths: ReadonlySet<string> = new Set(),
  staffRoles: ReadonlyMap<string, readonly string[]> = new Map(),
): Record<string, unknown> {
  const errorSchema = jsonSchema(contracts.apiErrorSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of allCalls().sort((a, b) => a.path.localeCompare(b.path))) {
    const input = jsonSchema(call.request, 'input');
    // A back-office call (docs/product.md §13.1) takes a staff token, and says which roles it allows.
    const roles = staffRoles.get(`${call.method} ${call.path}`);
    const operation: Record<string, unknown> = {
      summary: call.summary,
      tags: [call.path.split('/')[1]],
      security: roles
        ? [{ apiKey: [], staffBearer: [] }]
        : sessionPaths.has(`/api${call.path}`)
          ? [{ apiKey: [], bearer: [] }]
          : [{ apiKey: [] }, { apiKey: [], bearer: [] }],
      ...(roles && { 'x-roles': roles }),
      responses: {
        200: {
          description: 'Success',
          // A download (the order desk's CSV export) answers its file, not JSON.
          content: call.path.endsWith('.csv')
            ? { 'text/csv': { schema: { type: 'string' } } }
            : { 'application/json': { schema: jsonSchema(call.response, 'output') } },
        },
        default: {
          description: 'Failure: { is_success: false, message, code }',
          content: { 'application/json': { schema: errorSchema } },
        },
      },
    };
    if (call.method === 'GET') {
      const properties = (input.properties ?? {}) as Record<string, unknown>;
      const required = new Set((input.required as string[] | undefined) ?? []);
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }));
    } else {
      const content =
        call.path === '/customer/register-cs'
          ? { 'multipart/form-data': { schema: contactFormSchema } }
          : { 'application/json': { schema: input } };
      operation.requestBody = { required: true, content };
    }
    paths[`/api${call.path}`] = { [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description: 'Wholesale storefront calls (docs/product.md §10). Reads are GET, writes are POST.',
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A staff token from /api/admin/session/sign-in: only the back office takes it',
        },
      },
    },
    paths,
  };
}
