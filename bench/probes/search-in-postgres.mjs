// Probe: product search from PostgreSQL alone, beside the API's in-process index (api/src/search).
//
//   node bench/probes/search-in-postgres.mjs     (PROBE_PRODUCTS=5000 PROBE_SECONDS=2 for a dry run)
//
// The design measured here ("a"): a narrow search structure kept in SQL next to the products, and one
// statement per search that gives the exact total and the page's 24 ids; a second statement reads those 24
// products by primary key, as the API does after its index answered. Two structures (and sort indexes
// for one) are built and four statement shapes tried on the same bench-seeded database, each checked
// against the API's answers; the fastest is measured like the API:
// the uncached search mix (bench/lib/search-mix.mjs), one client back to back and 32 concurrent clients.
// The API (ANSWER_CACHE_MS=0) is measured on the same database in the same run, over HTTP.
//
// Structures (both hold listed products only, both maintained by the same statements a trigger or the
// search_changes log would run for the changed ids; the build is those statements for every id):
// - terms: search_terms(term, product_id), one row per word, stem ('~' + stem) and code ('#' + SKU or
//   barcode) of a product, btree (term, product_id) for the lookups and (product_id) for the upkeep; and
//   search_rows, the sort and filter values of each product.
// - docs: search_vocab(term_id, term) and search_docs, search_rows' columns plus the product's term ids
//   as int[] with a GIN index (and one on filter_ids): PostgreSQL's own compressed posting lists, the
//   closest it has to the index's bitmaps. A keyword word becomes the term ids it matches (a vocabulary
//   range scan), then `term_ids && array[...]`. Optionally btree indexes on its sort columns (sorts).
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import snowball from 'snowball-stemmers';
import { percentile } from '../lib/load.mjs';
import { sampleSkus, searchMix } from '../lib/search-mix.mjs';
import {
  API_KEY,
  api,
  createDatabase,
  login,
  seedProducts,
  startPostgres,
  startServer,
  runToEnd,
  tempDir,
  withDatabase,
} from '../lib/stack.mjs';

const PRODUCTS = Number(process.env.PROBE_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 10);
/** The variants' first comparison, one client each: shorter, only to pick the one measured in full. */
const SCREEN_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const CLIENTS = 32;
/** Connections for the 32 clients: more than the 2 cores' worth only queue inside PostgreSQL. */
const POOL_SIZE = 16;
const PER_PAGE = 24;
/** The demo buyer's price level (seed.ts): "your price" sorts read this level's column. */
const LEVEL = 2;

const started = performance.now();
const log = (line) => process.stderr.write(`[probe ${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (from) => round((performance.now() - from) / 1000, 2);

// ---------------------------------------------------------------------------------------------------------
// The keyword as the API reads it (api/src/search/keyword-terms.ts): folded words, each found by a word's
// start or by its Snowball stem; the whole keyword also by the start of a SKU or barcode. The stored side
// stems with PostgreSQL's english_stem (the same Snowball English); the check against the API's totals
// below says whether the two agree on the mix.
// ---------------------------------------------------------------------------------------------------------
const stemmer = snowball.newStemmer('english');
const folded = (text) =>
  /^[ -~]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();

/** A mix entry's query string as the statements' inputs. */
function searchOf(path) {
  const query = new URL(path, 'http://probe').searchParams;
  const keyword = query.get('keyword') ?? '';
  const words = [...new Set(folded(keyword).match(/[\p{L}\p{N}]+/gu) ?? [])];
  // Filter ids by group, the group being the hundreds (shared-kernel filter-groups.ts): AND across, OR within.
  const groups = new Map();
  for (const id of (query.get('filterList') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0))
    groups.set(Math.floor(id / 100), [...new Set([...(groups.get(Math.floor(id / 100)) ?? []), id])]);
  const perPage = Number(query.get('perPage') ?? PER_PAGE);
  return {
    words: words.map((word) => ({ word, stem: `~${stemmer.stem(word)}` })),
    code: `#${folded(keyword).trim()}`,
    groups: [...groups.values()],
    sort: query.get('sort') ?? 'position',
    offset: (Number(query.get('currPage') ?? 1) - 1) * perPage,
    limit: perPage,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Building and upkeep. Every statement takes $1 = the product ids to (re)write, or null for all: the
// same SQL builds the structure and keeps it current. With null the planner folds the condition away.
// ---------------------------------------------------------------------------------------------------------
const CHOSEN = `p.listed and ($1::int[] is null or p.id = any($1::int[]))`;

/**
 * (term, product_id) of the chosen products: the words of title, brand, colour, tags and description
 * text (tags stripped, entities read as spaces), lower case without accents; each word's stem marked
 * '~' (english_stem; a stop word, which it leaves out, is its own stem, as the Snowball stemmer has it);
 * the SKU and barcode marked '#', whole, for the keyword's prefix.
 */
const PRODUCT_TERMS = `
  with texts as (
    select p.id, unaccent(lower(concat_ws(' ', p.web_title, b.name, p.color, p.tags,
             regexp_replace(regexp_replace(p.websitename, '<[^>]*>', ' ', 'g'), '&(#x?[0-9a-f]+|[a-z]+);', ' ', 'gi')
           ))) as text
    from products p join brands b on b.id = p.brand_id
    where ${CHOSEN}
  ), words as (
    select distinct t.id, w.word
    from texts t, regexp_split_to_table(t.text, '[^[:alnum:]]+') as w(word)
    where w.word <> ''
  ), stems as (
    select word, '~' || coalesce((ts_lexize('english_stem', word))[1], word) as stem
    from (select distinct word from words) d
  )
  select word as term, id as product_id from words
  union all
  select distinct s.stem, w.id from words w join stems s using (word)
  union all
  select distinct '#' || unaccent(lower(trim(c))), p.id
  from products p, unnest(array[p.id_style, p.barcode]) as c
  where ${CHOSEN} and trim(c) <> ''`;

/** A product's filter and sort values; "your price" (price - sale) on each of the four levels. */
const ROW_COLUMNS = `product_id, filter_ids, category_id, brand_id, position, created_at, sold_count,
  web_title, id_style, price1, price2, price3, price4`;
const PRODUCT_ROWS = `
  select p.id, p.filter_ids, p.category_id, p.brand_id, p.position, p.created_at, p.sold_count,
         p.web_title, p.id_style, pr.price1, pr.price2, pr.price3, pr.price4
  from products p
  left join lateral (
    select min(x.price_cents - x.sale_cents) filter (where x.price_lev = 1) as price1,
           min(x.price_cents - x.sale_cents) filter (where x.price_lev = 2) as price2,
           min(x.price_cents - x.sale_cents) filter (where x.price_lev = 3) as price3,
           min(x.price_cents - x.sale_cents) filter (where x.price_lev = 4) as price4
    from product_prices x where x.id_style = p.id_style
  ) pr on true
  where ${CHOSEN}`;
/** Titles and SKUs in code-point order ("C"), as the index compares them (JS string order). */
const ROW_TABLE_COLUMNS = `product_id int primary key, filter_ids int[] not null, category_id int not null,
  brand_id int not null, position int not null, created_at timestamptz not null, sold_count int not null,
  web_title text collate "C" not null, id_style text collate "C" not null,
  price1 int, price2 int, price3 int, price4 int`;

const DESIGNS = {
  terms: {
    tables: ['search_terms', 'search_rows'],
    create: [
      `create table search_terms (term text collate "C" not null, product_id int not null)`,
      `create table search_rows (${ROW_TABLE_COLUMNS})`,
    ],
    // Indexes after the first fill (a bulk build is faster than row by row), then kept by the upkeep.
    indexes: [
      `create index search_terms_term_idx on search_terms (term, product_id)`,
      `create index search_terms_product_idx on search_terms (product_id)`,
    ],
    write: [
      `delete from search_terms where $1::int[] is not null and product_id = any($1::int[])`,
      `delete from search_rows where $1::int[] is not null and product_id = any($1::int[])`,
      `insert into search_terms (term, product_id) ${PRODUCT_TERMS}`,
      `insert into search_rows (${ROW_COLUMNS}) ${PRODUCT_ROWS}`,
    ],
  },
  docs: {
    tables: ['search_vocab', 'search_docs'],
    create: [
      `create table search_vocab (term_id int generated always as identity primary key,
         term text collate "C" not null unique)`,
      `create table search_docs (${ROW_TABLE_COLUMNS}, term_ids int[] not null)`,
    ],
    indexes: [
      `create index search_docs_terms_idx on search_docs using gin (term_ids) with (fastupdate = off)`,
      `create index search_docs_filters_idx on search_docs using gin (filter_ids) with (fastupdate = off)`,
    ],
    // The chosen products' terms go through a temporary table: new terms join the vocabulary (which only
    // grows; a term no product has any more matches nothing), then each product's row is written whole.
    write: [
      `create temporary table staged (term text collate "C" not null, product_id int not null) on commit drop`,
      `insert into staged (term, product_id) ${PRODUCT_TERMS}`,
      `insert into search_vocab (term) select distinct term from staged order by term on conflict (term) do nothing`,
      `delete from search_docs where $1::int[] is not null and product_id = any($1::int[])`,
      `insert into search_docs (${ROW_COLUMNS}, term_ids)
       select r.*, t.term_ids
       from (${PRODUCT_ROWS}) r
       join (select s.product_id, array_agg(v.term_id order by v.term_id) as term_ids
             from staged s join search_vocab v using (term) group by s.product_id) t on t.product_id = r.id`,
    ],
  },
};

// The page's order walked on a btree instead of sorting every match: for a word most products have, the
// first 480 in position order are found after some 700 rows. One index per sort of the mix (the price one
// for the buyer's level; the other levels, price-desc, name-desc and the stock sorts would need theirs).
// Kept by the docs upkeep once they exist (the upkeep figures are taken after every build).
DESIGNS.sorts = {
  tables: [],
  indexNames: [
    'search_docs_position_idx',
    'search_docs_newest_idx',
    `search_docs_price${LEVEL}_idx`,
    'search_docs_title_idx',
    'search_docs_sold_idx',
  ],
  create: [],
  indexes: [
    `create index search_docs_position_idx on search_docs (position, id_style)`,
    `create index search_docs_newest_idx on search_docs (created_at desc, id_style)`,
    `create index search_docs_price${LEVEL}_idx on search_docs (price${LEVEL}, id_style)`,
    `create index search_docs_title_idx on search_docs (web_title, id_style)`,
    `create index search_docs_sold_idx on search_docs (sold_count desc, id_style)`,
  ],
  write: [],
};

/** One run of a design's upkeep in one transaction, for `ids` (null: every product); seconds. */
async function writeDesign(client, design, ids) {
  const from = performance.now();
  await client.query('begin');
  try {
    for (const text of DESIGNS[design].write) await client.query({ text, values: text.includes('$1') ? [ids] : [] });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return seconds(from);
}

/** The structure from nothing: tables, the upkeep for every product, indexes, statistics; seconds and MB. */
async function buildDesign(client, design) {
  const from = performance.now();
  for (const text of DESIGNS[design].create) await client.query(text);
  await writeDesign(client, design, null);
  for (const text of DESIGNS[design].indexes) await client.query(text);
  // Vacuumed so the visibility map lets the term lookups be index-only scans, as autovacuum would keep it.
  const { tables, indexNames = [] } = DESIGNS[design];
  if (tables.length) await client.query(`vacuum analyze ${tables.join(', ')}`);
  const buildSeconds = seconds(from);
  const { rows } = await client.query(
    `select sum(size)::float8 / 1048576 as mb, json_object_agg(name, round(size / 1048576.0, 1)) as by_relation
     from (select t as name, pg_total_relation_size(t::regclass) as size from unnest($1::text[]) t
           union all
           select i, pg_relation_size(i::regclass) from unnest($2::text[]) i) r`,
    [tables, indexNames],
  );
  if (!tables.length) return { buildSeconds, mb: round(rows[0].mb), byRelationMb: rows[0].by_relation };
  const counts = await client.query(
    `select (select count(*) from ${tables[0]})::int as terms, (select count(*) from ${tables[1]})::int as products`,
  );
  return { buildSeconds, mb: round(rows[0].mb), byRelationMb: rows[0].by_relation, ...counts.rows[0] };
}

// ---------------------------------------------------------------------------------------------------------
// The search statements. One SQL text per shape (words, filter groups, sort), values as parameters, so a
// named (prepared) statement is planned once per connection and shape.
// ---------------------------------------------------------------------------------------------------------
/** Each sort as the index orders it (catalogue-index.ts comparer), the SKU breaking ties. */
const SORTS = {
  position: { column: 'position', order: 'position, id_style' },
  newest: { column: 'created_at', order: 'created_at desc, id_style' },
  'price-asc': { column: `price${LEVEL}`, order: `price${LEVEL} nulls last, id_style` },
  'name-asc': { column: 'web_title', order: 'web_title, id_style' },
  'best-selling': { column: 'sold_count', order: 'sold_count desc, id_style' },
};

/** Collects parameters: `add(value)` is its $n, the same value added twice reusing it. */
function parameters() {
  const values = [];
  const add = (value) => {
    const at = values.indexOf(value);
    return `$${at >= 0 ? at + 1 : values.push(value)}`;
  };
  return { values, add };
}

/** A prefix range on a "C" column: every term starting with `$n` (chr(1114111) sorts after any character). */
const startsWith = (column, param) => `(${column} >= ${param}::text and ${column} < ${param}::text || chr(1114111))`;

/** The keyword's products from search_terms: each word's set intersected, then SKU/barcode starts added. */
function keywordFromTerms(search, add) {
  const codes = `select product_id from search_terms where ${startsWith('term', add(search.code))}`;
  if (search.words.length === 0) return codes;
  const words = search.words.map(
    ({ word, stem }) =>
      `select product_id from search_terms where ${startsWith('term', add(word))} or term = ${add(stem)}`,
  );
  return `(${words.join(' intersect ')}) union ${codes}`;
}

const filtersOf = (search, add, alias) =>
  search.groups.map((group) => ` and ${alias}.filter_ids && ${add(group)}::int[]`).join('');

/**
 * The filtered matches of `table` (id and sort value only) materialized once, then counted and ordered from
 * there: one row of the exact total and the page's ids.
 */
function countAndPage(search, add, values, table, keyword, alias) {
  const { column, order } = SORTS[search.sort];
  const text = `
    with m as materialized (
      select ${alias}.product_id, ${alias}.id_style, ${alias}.${column}
      from ${table}
      where ${keyword}${filtersOf(search, add, alias)}
    )
    select (select count(*)::int from m) as total,
           array(select product_id from m order by ${order}
                 limit ${add(search.limit)}::int offset ${add(search.offset)}::int) as ids`;
  return { text, values, window: false };
}

/**
 * The statement shapes tried. Each returns { text, values, window }: a window statement gives page rows
 * carrying the total, the others one row of total and ids.
 */
const VARIANTS = {
  // (1) Intersected term lookups joined to the rows, the total as a window count over the filtered matches.
  'terms-window': {
    design: 'terms',
    statement(search) {
      const { values, add } = parameters();
      const keyword = keywordFromTerms(search, add);
      const text = `
        with k as (${keyword})
        select r.product_id, count(*) over ()::int as total
        from k join search_rows r using (product_id)
        where true${filtersOf(search, add, 'r')}
        order by ${SORTS[search.sort].order}
        limit ${add(search.limit)}::int offset ${add(search.offset)}::int`;
      return { text, values, window: true };
    },
  },
  // (2) The same lookups; the filtered matches (id and sort value only) materialized once, then counted
  // and ordered from there: no window buffer of every row, and a total even past the last page.
  'terms-count': {
    design: 'terms',
    statement(search) {
      const { values, add } = parameters();
      const keyword = keywordFromTerms(search, add);
      return countAndPage(search, add, values, 'search_rows r', `r.product_id in (${keyword})`, 'r');
    },
  },
  // (3) Term ids from the vocabulary, the rows found through the GIN indexes (words and filters combine
  // as a BitmapAnd), then as (2).
  'docs-count': {
    design: 'docs',
    statement(search) {
      const { values, add } = parameters();
      const termIds = (condition) => `array(select term_id from search_vocab where ${condition})`;
      const words = search.words.map(
        ({ word, stem }) => `d.term_ids && ${termIds(`${startsWith('term', add(word))} or term = ${add(stem)}`)}`,
      );
      const codes = `d.term_ids && ${termIds(startsWith('term', add(search.code)))}`;
      const keyword = words.length ? `((${words.join(' and ')}) or ${codes})` : codes;
      return countAndPage(search, add, values, 'search_docs d', keyword, 'd');
    },
  },
  // (4) The words' term ids looked up first (a statement of their own), so that the search statement
  // carries them as values and is planned for them (never prepared: a generic plan cannot know how
  // common a word is): the count from a bitmap of the GIN indexes (which with nothing to read from the
  // rows, on all-visible pages, skips the rows), the page by walking the sort's btree when the words
  // are common, from the bitmap and a top-N sort when they are rare, as the planner weighs them.
  // Found at 100k: a SKU prefix (BSLP-) is some 6 000 code terms, and with them as a literal array the
  // planner picks a sequential scan testing `&&` against all 6 000 on every row: 40-60 s a search.
  'docs-split': {
    design: 'docs',
    designs: ['docs', 'sorts'],
    planEach: true,
    async resolve(client, search, asQuery) {
      const { values, add } = parameters();
      const termIds = (condition) => `array(select term_id from search_vocab where ${condition})`;
      const columns = search.words.map(
        ({ word, stem }, i) => `${termIds(`${startsWith('term', add(word))} or term = ${add(stem)}`)} as w${i}`,
      );
      columns.push(`${termIds(startsWith('term', add(search.code)))} as codes`);
      const { rows } = await client.query(asQuery({ text: `select ${columns.join(', ')}`, values }));
      return { words: search.words.map((_, i) => rows[0][`w${i}`]), codes: rows[0].codes };
    },
    statement(search, resolved) {
      const { values, add } = parameters();
      const words = resolved.words.map((ids) => `d.term_ids && ${add(ids)}::int[]`);
      const codes = `d.term_ids && ${add(resolved.codes)}::int[]`;
      const keyword = words.length ? `((${words.join(' and ')}) or ${codes})` : codes;
      const where = `${keyword}${filtersOf(search, add, 'd')}`;
      const text = `
        select (select count(*)::int from search_docs d where ${where}) as total,
               array(select d.product_id from search_docs d where ${where} order by ${SORTS[search.sort].order}
                     limit ${add(search.limit)}::int offset ${add(search.offset)}::int) as ids`;
      return { text, values, window: false };
    },
  },
};
/** The designs a variant reads. */
const designsOf = (variant) => VARIANTS[variant].designs ?? [VARIANTS[variant].design];

/** The page's products by primary key, as the API's findProductsInOrder reads them (brand and category names joined). */
const PAGE_ROWS = {
  name: 'probe_page_rows',
  text: `
    select p.id, p.id_style, p.web_title, p.websitename, p.filepath1, p.ava_qty, p.retail_cents, p.color,
           p.qty_per_uom, p.qty_per_ctn, p.tags, p.barcode, p.uom, p.brand_id, p.category_id, p.min_buy,
           pp.price_cents, pp.sale_cents, b.name as brand_name, c.name as category_name
    from products p
    left join product_prices pp on pp.id_style = p.id_style and pp.price_lev = $2
    join brands b on b.id = p.brand_id
    join categories c on c.id = p.category_id
    where p.id = any($1::int[]) and p.listed`,
};

const statementName = (text) => `probe_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * One search: the statement for total and ids, then the page's rows; the total and the page's SKUs.
 * `setup` is { variant, prepared }: prepared, each SQL text is a named statement, parsed and planned once
 * per connection (PostgreSQL may then keep a generic plan); unprepared, it is parsed and planned every time.
 */
async function searchSql(client, setup, search) {
  const { variant, prepared } = setup;
  const asQuery = ({ text, values }, name = statementName(text)) =>
    prepared ? { name, text, values } : { text, values };
  const { resolve, planEach } = VARIANTS[variant];
  const statement = VARIANTS[variant].statement(search, resolve && (await resolve(client, search, asQuery)));
  const { rows } = await client.query(
    planEach ? { text: statement.text, values: statement.values } : asQuery(statement),
  );
  let total;
  let ids;
  if (statement.window) {
    ids = rows.map((row) => row.product_id);
    total = rows[0]?.total ?? 0;
    // Past the last page the window has no row to carry the total: a count of its own (rare: a deep
    // page of a small result).
    if (rows.length === 0 && search.offset > 0) {
      const first = await client.query(asQuery(VARIANTS[variant].statement({ ...search, offset: 0, limit: 1 })));
      total = first.rows[0]?.total ?? 0;
    }
  } else {
    ({ total, ids } = rows[0]);
  }
  if (ids.length === 0) return { total, skus: [] };
  const page = await client.query(asQuery({ text: PAGE_ROWS.text, values: [ids, LEVEL] }, PAGE_ROWS.name));
  const place = new Map(ids.map((id, i) => [id, i]));
  return { total, skus: page.rows.sort((a, b) => place.get(a.id) - place.get(b.id)).map((row) => row.id_style) };
}

// ---------------------------------------------------------------------------------------------------------
// Measuring: lanes issuing requests back to back for a time, taking the next one from a shared rotation
// (as the bench's sharedRotation does for autocannon), so concurrent lanes never ask the same in step.
// The SQL side runs in this process (pg, no HTTP); the API side is autocannon, as the bench measures it.
// The two take turns in halves (SQL, API, SQL, API), so a change in what else the machine runs falls on both.
// ---------------------------------------------------------------------------------------------------------
async function drive(durationSeconds, lanes, job, rotation = { next: 0 }) {
  const part = { times: [], failed: 0, firstError: undefined, seconds: 0 };
  const from = performance.now();
  const until = from + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (performance.now() < until) {
        const i = rotation.next++;
        const t0 = performance.now();
        try {
          await job(i);
          part.times.push(performance.now() - t0);
        } catch (error) {
          part.failed++;
          part.firstError ??= String(error?.message ?? error).slice(0, 300);
        }
      }
    }),
  );
  part.seconds = (performance.now() - from) / 1000;
  return part;
}

/** Parts of one measure as its figures: req/s over their time, latency percentiles over all their requests. */
function summary(...parts) {
  const times = parts.flatMap((part) => part.times);
  const elapsed = parts.reduce((sum, part) => sum + part.seconds, 0);
  const failed = parts.reduce((sum, part) => sum + part.failed, 0);
  const firstError = parts.find((part) => part.firstError)?.firstError;
  return {
    rps: Math.round(times.length / elapsed),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: times.length,
    failed,
    ...(firstError ? { firstError } : {}),
  };
}

/** A connection; `workMem` (e.g. '32MB') raises the session's sort and materialize memory. */
const connect = async (url, { workMem } = {}) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (workMem) await client.query(`set work_mem = '${workMem}'`);
  return client;
};

/**
 * The SQL side on `lanes` lanes: one client for one lane, else a pool of POOL_SIZE connections, each
 * request holding one connection for its two statements. Warmed first (connections opened, statements
 * prepared); run(seconds, rotation) is one part of a measure.
 */
async function sqlSide(url, setup, searches, lanes) {
  let job;
  let close;
  if (lanes === 1) {
    const client = await connect(url, setup);
    job = (i) => searchSql(client, setup, searches[i % searches.length]);
    close = () => client.end();
  } else {
    const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
    if (setup.workMem) pool.on('connect', (client) => client.query(`set work_mem = '${setup.workMem}'`));
    job = async (i) => {
      const client = await pool.connect();
      try {
        await searchSql(client, setup, searches[i % searches.length]);
      } finally {
        client.release();
      }
    };
    close = () => pool.end();
  }
  await drive(lanes === 1 ? 1 : 2, lanes, job);
  return { run: (duration, rotation) => drive(duration, lanes, job, rotation), close };
}

/**
 * The API side: the same requests over HTTP through autocannon, as bench/lib/load.mjs runs them (a fetch
 * loop in this process cost the API half its rate on this machine: its client work took the cores the
 * server needed), each response's own time kept so that parts of a measure can be put together.
 */
async function apiSide(base, headers, requests, lanes) {
  const run = async (duration, rotation = { next: 0 }) => {
    const instance = autocannon({
      url: base,
      connections: lanes,
      duration,
      pipelining: 1,
      headers: { 'x-api-key': API_KEY, ...headers },
      requests: [{ setupRequest: (req) => ({ ...req, ...requests[rotation.next++ % requests.length] }) }],
    });
    const times = [];
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) times.push(responseTime);
    });
    const result = await instance;
    const failed = result.non2xx + result.errors + result.timeouts;
    return { times, failed, firstError: failed ? `${failed} failed` : undefined, seconds: result.duration };
  };
  await run(lanes === 1 ? 1 : 2);
  return { run, close: async () => {} };
}

/** Sides measured in turns, `halves` parts each of duration / halves; each side's figures. */
async function inTurns(sides, duration, halves = 2) {
  const parts = sides.map(() => []);
  const rotations = sides.map(() => ({ next: 0 }));
  for (let h = 0; h < halves; h++)
    for (const [i, side] of sides.entries()) parts[i].push(await side.run(duration / halves, rotations[i]));
  for (const side of sides) await side.close();
  return parts.map((p) => summary(...p));
}

/** One side alone for a time (the screening runs). */
async function alone(sidePromise, duration) {
  const [figures] = await inTurns([await sidePromise], duration, 1);
  return figures;
}

/**
 * Totals and page SKUs of every tenth mix request, from the API and from a variant: the SQL must find what
 * the index finds (same words, stems, codes, filters and order), or its figures compare different work.
 */
async function checkAgainstApi(url, variant, mix, apiAnswers) {
  const client = await connect(url);
  const differences = [];
  try {
    for (const [i, answer] of apiAnswers) {
      const mine = await searchSql(client, { variant, prepared: false }, searchOf(mix[i].path));
      if (mine.total !== answer.total || mine.skus.join() !== answer.skus.join())
        differences.push({
          path: mix[i].path,
          api: answer.total,
          sql: mine.total,
          samePage: mine.skus.join() === answer.skus.join(),
        });
    }
  } finally {
    await client.end();
  }
  return { checked: apiAnswers.length, differences: differences.length, examples: differences.slice(0, 3) };
}

/** The plan of one statement with its planning and execution times (EXPLAIN ANALYZE), for the report. */
async function explain(url, setup, path) {
  const client = await connect(url, setup);
  try {
    const search = searchOf(path);
    const { resolve } = VARIANTS[setup.variant];
    const resolved = resolve && (await resolve(client, search, (query) => query));
    const { text, values } = VARIANTS[setup.variant].statement(search, resolved);
    const { rows } = await client.query({ text: `explain (analyze, buffers, costs off, summary) ${text}`, values });
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => round(n, 2))
    .join(' ');
const setupName = ({ variant, prepared, workMem }) =>
  `${variant}${prepared ? ', prepared' : ', unprepared'}${workMem ? `, work_mem ${workMem}` : ''}`;

// ---------------------------------------------------------------------------------------------------------
async function main() {
  log(`load average at start: ${loadAverage()}`);
  const adminUrl = startPostgres();
  const url = await createDatabase(adminUrl, 'probe');
  const dataDir = tempDir('probe');
  // One server, with the answer cache off, so every API search reaches its index and the database. Its
  // start migrates the database and seeds the demo catalogue; the bulk products are added after.
  log('starting the API server (migrations, demo catalogue)');
  const server = await startServer({ dataDir, databaseUrl: url, env: { ANSWER_CACHE_MS: '0' } });
  const count = async (c) => (await c.query('select count(*)::int as n from products')).rows[0].n;
  const demo = await withDatabase(url, count);
  log(`seeding ${PRODUCTS - demo} bulk products`);
  const seedSeconds = await seedProducts({ DATABASE_URL: url, DATA_DIR: dataDir }, PRODUCTS - demo);
  log(`seeded in ${round(seedSeconds)} s`);
  const user = await login(server.base);
  const headers = { authorization: `Bearer ${user.token}` };
  // The index reads the seeding on its first search; waited for, so no measured run meets that read.
  const from = performance.now();
  await api(server.base, 'GET', '/product/get?perPage=24', { token: user.token });
  const indexCatchUpSeconds = seconds(from);
  const mix = searchMix(await sampleSkus(server.base, user.token));
  const searches = mix.map((request) => searchOf(request.path));
  log(`API index caught up in ${indexCatchUpSeconds} s; mix of ${mix.length} requests`);

  // The API's answers to every tenth request: the reference the SQL variants are checked against.
  const apiAnswers = [];
  for (let i = 0; i < mix.length; i += 10) {
    const body = await api(server.base, 'GET', mix[i].path.replace(/^\/api/, ''), { token: user.token });
    apiAnswers.push([i, { total: body.total, skus: body.productList.map((p) => p.idStyle) }]);
  }

  const admin = await connect(url);
  await admin.query('create extension if not exists unaccent');
  const builds = {};
  for (const design of Object.keys(DESIGNS)) {
    log(`building ${design}`);
    builds[design] = await buildDesign(admin, design);
    log(`${design}: ${JSON.stringify(builds[design])}`);
  }
  // Upkeep: the same statements for a few products, as a trigger on a product save (1) or an import
  // (1000) would run them; then a vacuum, as autovacuum would, for the dead entries they leave.
  const upkeep = {};
  const { rows: some } = await admin.query('select id from products where listed order by random() limit 1000');
  const ids = some.map((row) => row.id);
  for (const design of Object.keys(DESIGNS).filter((d) => DESIGNS[d].write.length))
    upkeep[design] = {
      one: await writeDesign(admin, design, ids.slice(0, 1)),
      thousand: await writeDesign(admin, design, ids),
    };
  await admin.query(
    `vacuum analyze ${Object.values(DESIGNS)
      .flatMap((d) => d.tables)
      .join(', ')}`,
  );
  await admin.end();
  log(`upkeep (s): ${JSON.stringify(upkeep)}`);

  // Each variant checked against the API, then one client for a short run, prepared.
  const checks = {};
  const screen = {};
  for (const variant of Object.keys(VARIANTS)) {
    checks[variant] = await checkAgainstApi(url, variant, mix, apiAnswers);
    screen[variant] = await alone(sqlSide(url, { variant, prepared: true }, searches, 1), SCREEN_SECONDS);
    log(`${variant}: check ${JSON.stringify(checks[variant])}; one client ${JSON.stringify(screen[variant])}`);
  }
  const variant = Object.keys(VARIANTS).reduce((best, v) => (screen[v].rps > screen[best].rps ? v : best));
  // The fastest variant unprepared (a parse and plan every time) and with more work_mem (its CTE of a
  // common word's matches, sorted for the page, can outgrow the default 4MB and go to disk).
  const tried = [
    { setup: { variant, prepared: true }, run: screen[variant] },
    { setup: { variant, prepared: false } },
    { setup: { variant, prepared: true, workMem: '32MB' } },
  ];
  for (const t of tried.slice(1)) {
    t.run = await alone(sqlSide(url, t.setup, searches, 1), SCREEN_SECONDS);
    log(`${setupName(t.setup)}: one client ${JSON.stringify(t.run)}`);
  }
  const { setup } = tried.reduce((best, t) => (t.run.rps > best.run.rps ? t : best));

  log(`measuring ${setupName(setup)} and the API in turns: one client, then ${CLIENTS} clients, ${SECONDS} s each`);
  const [sqlOne, apiOne] = await inTurns(
    [await sqlSide(url, setup, searches, 1), await apiSide(server.base, headers, mix, 1)],
    SECONDS,
  );
  log(`one client: sql ${JSON.stringify(sqlOne)}; api ${JSON.stringify(apiOne)}`);
  const [sqlMany, apiMany] = await inTurns(
    [await sqlSide(url, setup, searches, CLIENTS), await apiSide(server.base, headers, mix, CLIENTS)],
    SECONDS,
  );
  log(`${CLIENTS} clients: sql ${JSON.stringify(sqlMany)}; api ${JSON.stringify(apiMany)}`);
  // Each side's floor: the mix's requests for a word nothing has (no page to read), one client. What is
  // left is the fixed cost of a request: HTTP, sign-in and the change-log check for the API; the
  // statement's round trip and planning for the SQL.
  const none = mix.filter((request) => request.path.includes('keyword=zzqx'));
  const [floorSql, floorApi] = await inTurns(
    [
      await sqlSide(
        url,
        setup,
        none.map((request) => searchOf(request.path)),
        1,
      ),
      await apiSide(server.base, headers, none, 1),
    ],
    SCREEN_SECONDS,
  );
  const floor = { sql: floorSql, api: floorApi };
  log(`floor (keyword zzqx): ${JSON.stringify(floor)}`);

  // Plans of a common word on a deep page and of a rare word with a filter: whole for the kept setup,
  // the scans and times of every variant's (EXPLAIN ANALYZE on this loaded machine: its timing adds).
  const EXPLAINED = {
    heavy: '/api/product/get?keyword=japan&sort=name-asc&currPage=20&perPage=24',
    heavyPosition: '/api/product/get?keyword=steel&filterList=101&sort=position&currPage=20&perPage=24',
    light: '/api/product/get?keyword=walnut&filterList=101&sort=position&currPage=1&perPage=24',
  };
  for (const [name, path] of Object.entries(EXPLAINED)) {
    log(`plan (${name}, ${setupName(setup)}):\n  ${(await explain(url, setup, path)).join('\n  ')}`);
    for (const v of Object.keys(VARIANTS).filter((other) => other !== variant)) {
      const lines = await explain(url, { variant: v, prepared: false }, path);
      const brief = lines.filter((line) => /Scan |Sort Method|Planning Time|Execution Time/.test(line));
      log(`plan (${name}, ${v}), in brief:\n  ${brief.map((line) => line.trim()).join('\n  ')}`);
    }
  }

  // The table: the two designs measured in full, then what was tried on the way.
  // A variant's structures: the sum of their builds and sizes (docs-split reads docs and the sort indexes).
  const sized = (v) => {
    const parts = designsOf(v).map((design) => builds[design]);
    const sum = (key) =>
      round(
        parts.reduce((n, part) => n + part[key], 0),
        2,
      );
    return { build: `${sum('buildSeconds')} s`, size: `${sum('mb')} MB` };
  };
  const rows = [
    {
      design: `(a) PostgreSQL only: ${setupName(setup)}`,
      ...figures(sqlOne, sqlMany),
      ...sized(variant),
    },
    {
      design: 'API: in-process index (ANSWER_CACHE_MS=0, HTTP)',
      ...figures(apiOne, apiMany),
      build: 'kept by the server',
      size: 'server heap',
    },
    ...Object.keys(VARIANTS).map((v) => ({
      design: `  tried (1 client, ${SCREEN_SECONDS} s): ${v}, prepared`,
      ...figures(screen[v]),
      ...sized(v),
    })),
    ...tried
      .slice(1)
      .map((t) => ({ design: `  tried (1 client, ${SCREEN_SECONDS} s): ${setupName(t.setup)}`, ...figures(t.run) })),
    { design: `  floor, keyword zzqx only: ${setupName(setup)}`, ...figures(floor.sql) },
    { design: '  floor, keyword zzqx only: API', ...figures(floor.api) },
  ];
  console.log(`\nSearch mix (${mix.length} requests), ${PRODUCTS} products, ${os.cpus().length} cores`);
  console.table(rows);
  const details = {
    products: PRODUCTS,
    seedSeconds,
    indexCatchUpSeconds,
    builds,
    upkeep,
    checks,
    screen,
    tried,
    setup,
  };
  console.log(
    JSON.stringify({ ...details, sqlOne, sqlMany, apiOne, apiMany, floor, loadAverageAtEnd: loadAverage() }, null, 1),
  );
  log(`load average at end: ${loadAverage()}`);
}

/** A row's figures: one client's latency and rate, and the 32 clients' rate and p99 when measured. */
const figures = (one, many) => ({
  'p50 ms': one.p50,
  'p95 ms': one.p95,
  'p99 ms': one.p99,
  '1-client req/s': one.rps,
  [`${CLIENTS}-client req/s`]: many?.rps ?? '',
  [`${CLIENTS}-client p99 ms`]: many?.p99 ?? '',
  failed: one.failed + (many?.failed ?? 0),
});

runToEnd(main, 'probe');
