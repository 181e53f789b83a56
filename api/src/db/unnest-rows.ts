import { sql, type RawBuilder } from 'kysely';

/**
 * Many rows as one `select` of arrays, one array a column, for `insertInto(...).columns(...).expression(...)`:
 * `select * from unnest($1::text[], $2::int4[], ...)`. Kysely's `values(rows)` sends one parameter a value:
 * a batch of 250 products is 6 000 parameters, which Kysely compiles and PostgreSQL binds one by one (the
 * import's inserts took twice as long, docs/performance.md §15); as arrays it is one parameter a column.
 * Kysely has no helper for it and the drivers take JS arrays as array parameters, so it is written here.
 *
 * A column of arrays (`int4[]`) cannot be an array of arrays (PostgreSQL's arrays are rectangular): it is
 * sent as text literals (`{1,2}`) and cast back.
 */
export type UnnestType = 'text' | 'int4' | 'bool' | 'jsonb' | 'int4[]';

const arrayLiteral = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

export function unnestRows<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  types: { [Column in keyof Row]: UnnestType },
): RawBuilder<Row> {
  const columns = Object.keys(types) as (keyof Row & string)[];
  const arrays = columns.map((column) => {
    const type = types[column];
    if (type === 'int4[]') return sql`${rows.map((row) => arrayLiteral(row[column] as number[]))}::text[]`;
    return sql`${rows.map((row) => row[column])}::${sql.raw(type)}[]`;
  });
  const selected = columns.map((column) =>
    types[column] === 'int4[]' ? sql`${sql.ref(column)}::int4[]` : sql.ref(column),
  );
  return sql<Row>`select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as t(${sql.join(
    columns.map((column) => sql.ref(column)),
  )})`;
}
