import { filterIdOf } from '@storefront/shared-kernel/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { BRANDS, CAPACITY_LABELS, CATEGORY_TREE, FILTER_GROUPS, TITLE_ADJECTIVES } from './demo-catalogue';
import { PRICE_LEVELS } from './seed-catalogue';

/**
 * Benchmark catalogues made inside the database: `insert ... select` over generate_series, so 100 000
 * products take well under a minute instead of the minutes that generating rows in Node and sending them
 * took (docs/performance.md §3). The rows are the same kind as the demo generator's (seed-catalogue.ts): titles
 * "BRAND Adjective Noun Size, Color", tags "leaf,noun,material,origin", prices on every level, 3-5
 * pictures from the demo pool, UNIT/PACK/CTN specs and the same filter ids (color 101-106, capacity,
 * material, origin 401-404, features). Choices come from a hash of the product number, so a run is
 * repeatable; bulk SKUs start with B and never collide with the demo ones.
 */
const COLORS = FILTER_GROUPS[0]!.items;
const MATERIALS = FILTER_GROUPS[2]!.items;
const ORIGINS = FILTER_GROUPS[3]!.items;
/** A filter group's first value id, written into the SQL as a number. */
const firstFilterId = (group: number) => sql.lit(filterIdOf(group, 0));
/** Products per statement: progress is reported between batches and no statement grows unbounded. */
const BATCH = 50_000;

interface LeafRow {
  id: number;
  name: string;
  brands: { id: number; name: string; code: string }[];
  nouns: string[];
  materials: string[];
  unit: string;
}

/**
 * A valid EAN-13 from 12 digits, in SQL: the digits and their check digit (weights 1 and 3 alternating
 * from the left), as assets.ts's ean13 does for the demo catalogue. Without it the product page cannot
 * draw the barcode (an EAN-13: docs/product.md §5.7). Twelve terms, not a subquery per row: 1M rows stay fast.
 */
const ean13Of = (twelveDigits: RawBuilder<string>): RawBuilder<string> => {
  const weighted = sql.join(
    Array.from({ length: 12 }, (_, i) => sql`substr(d, ${sql.lit(i + 1)}, 1)::int * ${sql.lit(i % 2 === 0 ? 1 : 3)}`),
    sql` + `,
  );
  return sql<string>`(select d || ((10 - (${weighted}) % 10) % 10)::text from (select ${twelveDigits} as d) twelve)`;
};

/** A text[] literal from a list, the same way on PGlite and node-postgres. */
const textArray = (list: string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

async function leafRows(db: Db): Promise<LeafRow[]> {
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('level', '=', 3)
    .orderBy('id')
    .execute();
  if (categories.length === 0) throw new Error('Seed the demo catalogue first (start the server once).');
  const brandIds = new Map((await db.selectFrom('brands').select(['id', 'name']).execute()).map((b) => [b.name, b.id]));
  const specs = CATEGORY_TREE.flatMap((t) => t.children.flatMap((c) => c.leaves));
  return categories.map((c) => {
    const spec = specs.find((s) => s.name === c.name) ?? specs[0]!;
    return {
      id: c.id,
      name: c.name,
      brands: spec.brands.map((name) => ({
        id: brandIds.get(name) ?? 1,
        name,
        code: BRANDS.find((b) => b.name === name)?.code ?? 'GEN',
      })),
      nouns: spec.nouns,
      materials: spec.materials,
      unit: spec.unit,
    };
  });
}

/** Adds `count` generated products, reporting progress after each batch, then refreshes statistics. */
export async function seedBulkProductsSql(db: Db, count: number, onProgress: (done: number) => void): Promise<void> {
  const leaves = await leafRows(db);
  const { start } = await db
    .selectFrom('products')
    .select(sql<number>`coalesce(max(position), 0)::int + 1`.as('start'))
    .executeTakeFirstOrThrow();
  const pool = (await db.selectFrom('product_images').select('filepath1').orderBy('id').limit(60).execute()).map(
    (r) => r.filepath1,
  );
  const lists = {
    leaves: JSON.stringify(leaves),
    adjectives: TITLE_ADJECTIVES,
    sizeLabels: CAPACITY_LABELS,
    colors: COLORS,
    origins: ORIGINS,
    materials: MATERIALS,
    pool: pool.length ? pool : [''],
  };
  for (let done = 0; done < count;) {
    const size = Math.min(BATCH, count - done);
    await db.transaction().execute((trx) => insertBatch(trx, start + done, size, lists));
    done += size;
    onProgress(done);
  }
  await sql`analyze`.execute(db);
}

type Lists = {
  leaves: string;
  adjectives: string[];
  sizeLabels: string[];
  colors: string[];
  origins: string[];
  materials: string[];
  pool: string[];
};

/** One batch in one transaction: a temporary table of the generated attributes, then every table from it. */
async function insertBatch(trx: Db, from: number, size: number, l: Lists): Promise<void> {
  // h(k): a repeatable pseudo-random non-negative integer per product number n and draw k.
  await sql`
    create temporary table bulk_gen on commit drop as
    with leaf as (
      select (ord - 1)::int as i, x.*
      from jsonb_array_elements(${l.leaves}::jsonb) with ordinality as t(e, ord)
      cross join lateral jsonb_to_record(t.e) as x(id int, name text, brands jsonb, nouns jsonb, materials jsonb, unit text)
    ), draws as (
      select n, leaf.*,
             (select array_agg((hashint4(n * 16 + k)::bigint & 2147483647)::bigint order by k)
                from generate_series(1, 12) k) as h
      from generate_series(${from}::int, ${from + size - 1}::int) n
      join leaf on leaf.i = n % (select count(*) from leaf)
    ), picked as (
      select n, id as category_id, name as leaf_name, unit,
             brands -> (h[1] % jsonb_array_length(brands))::int as brand,
             nouns ->> (h[2] % jsonb_array_length(nouns))::int as noun,
             (h[3] % 3)::int as size_i,
             (h[4] % 6)::int as color_i,
             materials ->> (h[5] % jsonb_array_length(materials))::int as material,
             h
      from draws
    )
    select n, category_id, leaf_name, unit, noun, size_i, color_i, material,
           (brand ->> 'id')::int as brand_id, brand ->> 'name' as brand_name, brand ->> 'code' as brand_code,
           (${textArray(l.colors)})[color_i + 1] as color,
           case when brand ->> 'name' in ('CUCHEN', 'NATURE REPUBLIC', 'GLASSLOCK') then 'Korea'
                when h[6] % 100 < 80 then 'Japan'
                else (${textArray(l.origins)})[(h[7] % 4)::int + 1] end as origin,
           (${textArray(l.adjectives)})[(h[8] % ${l.adjectives.length})::int + 1] as adjective,
           (array[1, 2, 4, 6, 12])[(h[9] % 5)::int + 1] as pack,
           (array[2, 4, 6, 8])[(h[10] % 4)::int + 1] as carton_mult,
           299 + (h[11] % 29701)::int as base,
           h[12] as h12
    from picked`.execute(trx);
  await sql`
    insert into products (id_style, web_title, websitename, brand_id, category_id, barcode, color, tags, uom,
      qty_per_uom, qty_per_ctn, min_buy, ava_qty, retail_cents, sold_count, position, is_featured, is_new,
      filepath1, created_at, filter_ids)
    select 'B' || brand_code || '-' || (1000 + n) || case when n % 6 = 0 then '/' || upper(left(color, 2)) else '' end,
           brand_name || ' ' || adjective || ' ' || noun || ' ' || (${textArray(l.sizeLabels)})[size_i + 1] || ', ' || color,
           '<strong>' || brand_name || '</strong> ' || noun,
           brand_id, category_id,
           ${ean13Of(sql`'4' || lpad(((1000 + n) % 1000000)::text, 6, '0') || lpad(((brand_id * 37 + n) % 100000)::text, 5, '0')`)},
           color, concat_ws(',', leaf_name, noun, material, origin), unit,
           pack, pack * carton_mult, pack,
           case when h12 % 100 < 12 then 0 else 1 + (h12 / 100) % 400 end,
           round(base * 1.8), (h12 / 40000) % 5001, n, n % 17 = 0, n % 11 = 0,
           (${textArray(l.pool)})[n % ${l.pool.length} + 1],
           timestamptz '2025-01-01 00:00:00+00' + n * interval '1 hour',
           -- Filter ids as the kernel's filterIdOf(group, index): a group's first id plus the index.
           array_remove(array[
             ${firstFilterId(1)} + color_i,
             ${firstFilterId(2)} + size_i,
             ${firstFilterId(3)} - 1 + array_position(${textArray(l.materials)}, material),
             ${firstFilterId(4)} - 1 + array_position(${textArray(l.origins)}, origin),
             case when (h12 / 13) % 2 = 0 then ${firstFilterId(5)} + (h12 / 26) % 4 end
           ], null)
    from bulk_gen`.execute(trx);
  // The generated rows' SKUs for the child tables: a batch's positions come after every existing one.
  await sql`
    create temporary table bulk_sku on commit drop as
    select g.*, p.id_style from bulk_gen g join products p on p.position = g.n`.execute(trx);
  await sql`
    insert into product_prices (id_style, price_lev, price_cents, sale_cents)
    select id_style, lev, round(base * (1 - (lev - 1) * 0.03)),
           case when (h12 / 7) % 100 < 20 then round(base * 0.1) else 0 end
    from bulk_sku cross join unnest(${textArray(PRICE_LEVELS.map(String))}::int[]) lev`.execute(trx);
  await sql`
    insert into product_images (id_style, filepath1, show_order)
    select id_style, (${textArray(l.pool)})[(n + k - 1) % ${l.pool.length} + 1], k
    from bulk_sku cross join generate_series(1, 3) k
    union all
    select id_style, (${textArray(l.pool)})[(n + k - 1) % ${l.pool.length} + 1], k
    from bulk_sku cross join generate_series(4, 5) k where k <= 3 + n % 3`.execute(trx);
  await sql`
    insert into product_specs (id_style, code, width, height, length, weight, color, material, country_of_origin,
      min_buy)
    select id_style, s.code,
           to_char((4 + h12 % 11) * cbrt(s.k), 'FM990.0') || ' in',
           to_char((4 + (h12 / 11) % 13) * cbrt(s.k), 'FM990.0') || ' in',
           to_char((4 + (h12 / 143) % 11) * cbrt(s.k), 'FM990.0') || ' in',
           to_char((2 + (h12 / 1573) % 119) / 10.0 * s.k, 'FM99990.0') || ' lb',
           color, material, origin, case when s.code = 'UNIT' then pack else 1 end
    from bulk_sku cross join lateral (values ('UNIT', 1), ('PACK', pack), ('CTN', pack * carton_mult)) s(code, k)`.execute(
    trx,
  );
}
