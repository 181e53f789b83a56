import type { z } from 'zod';
import type { CallContract } from './common';
import * as contracts from './index';

/** zod's own words ("Invalid input: expected string, received undefined", "Too small: …"), never the product's. */
const LIBRARY_WORDING = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b|expected .+, received/i;

const calls = (Object.values(contracts) as unknown[]).filter(
  (v): v is CallContract => !!v && typeof v === 'object' && 'path' in v && 'method' in v && 'request' in v,
);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object a field holds once its optional, default, nullable and preprocess wrappers are taken off. */
const objectShape = (schema: z.ZodType): Record<string, z.ZodType> | undefined => {
  const def = defOf(schema);
  if (def.type === 'object') return (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const inner =
    def.innerType ?? (def.type === 'pipe' ? (defOf(def.in!).type === 'transform' ? def.out : def.in) : undefined);
  return inner ? objectShape(inner) : undefined;
};

/** A value of each kind a field can wrongly get: missing, an object, a list, a number, a flag, a word. */
const PROBES: unknown[] = [undefined, null, {}, [], 12345, true, 'zzz'];

/** Every field of a request, nested objects included, as the path to it and its schema. */
function fieldsOf(shape: Record<string, z.ZodType>, prefix: string[] = []): { path: string[]; schema: z.ZodType }[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const inner = objectShape(schema);
    const here = { path: [...prefix, name], schema };
    return inner ? [here, ...fieldsOf(inner, [...prefix, name])] : [here];
  });
}

const withValueAt = (path: string[], value: unknown): Record<string, unknown> =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;

describe('every call says what is wrong with a request field in words', () => {
  it.each(calls.map((call) => [call.path, call] as const))(
    '%s: a missing field, or one of the wrong type, is told in the product words',
    (_path, call) => {
      const shape = objectShape(call.request);
      if (!shape) throw new Error(`${call.path}: its request is not an object`);
      const library: string[] = [];
      for (const { path } of fieldsOf(shape)) {
        for (const probe of PROBES) {
          const result = call.request.safeParse(withValueAt(path, probe));
          for (const issue of result.error?.issues ?? []) {
            const at = issue.path.join('.');
            if (LIBRARY_WORDING.test(issue.message))
              library.push(`${at || '(request)'} given ${JSON.stringify(probe) ?? 'nothing'}: ${issue.message}`);
          }
        }
      }
      expect([...new Set(library)]).toEqual([]);
    },
  );
});
