import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type Body, type TestApp } from '../helpers';
import { png } from '../catalogue/catalogue-helpers';
import { catalogueCalls } from './catalogue-helpers';
import { auditOf, newStaff } from './staff-helpers';

/** A product's pictures and links in the back office (docs/product.md §13.5). */
let t: TestApp;
let calls: ReturnType<typeof catalogueCalls>;
let buyer: { token: string };
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 60_000, answerCacheEntries: 500 });
  calls = catalogueCalls(t, (await newStaff(t, 'admin')).token);
  buyer = await t.newCustomer();
});
afterAll(async () => t?.close());

let offset = 0;
/** A seeded product of its own for each test, SKU with a slash when asked. */
async function someProduct(withSlash = false): Promise<string> {
  const row = await t.db
    .selectFrom('products')
    .select('id_style')
    .where('filepath1', '<>', '')
    .where('id_style', withSlash ? 'like' : 'not like', '%/%')
    .orderBy('id_style')
    .offset(offset++)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id_style;
}

const upload = (sku: string, version: number, files: { name: string; bytes: Buffer }[]) =>
  calls.upload('upload-images', { sku, version }, 'pictures', files);
const arrange = (sku: string, version: number, images: string[]) => calls.post('set-images', { sku, version, images });
const stored = (sku: string) =>
  t.db
    .selectFrom('products')
    .select(['filepath1', 'tfilepath1', 'version'])
    .where('id_style', '=', sku)
    .executeTakeFirstOrThrow();

describe("a product's pictures", () => {
  it('uploads pictures after the ones it has, each kept under its name in products/<sku>, resized with a thumbnail', async () => {
    const sku = await someProduct(true);
    const read = await calls.product(sku);
    const answer = await upload(sku, read.version, [
      { name: 'front.png', bytes: await png('#c03030', 2400, 1200) },
      { name: 'C:\\photos\\side.png', bytes: await png('#3030c0') },
    ]);
    expect(answer.status).toBe(200);
    const { product } = answer.body;
    expect(product.product.images).toEqual([...read.product.images, 'front.png', 'side.png']);
    const front = product.pictures.find((p: Body) => p.fileName === 'front.png');
    // The SKU's slash is no folder of its own.
    expect(front.filepath1).toMatch(
      new RegExp(`^/uploads/products/${sku.replace(/[^A-Za-z0-9_-]/g, '_')}/[0-9a-f]{16}\\.webp$`),
    );
    expect(front.tfilepath1).toMatch(/-thumb\.webp$/);
    const file = path.join(t.dataDir, front.filepath1);
    expect(fs.existsSync(file)).toBe(true);
    const sharp = (await import('sharp')).default;
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(product.version).toBeGreaterThan(read.version);
    const [row] = await auditOf(t, 'product', sku);
    expect(row).toMatchObject({
      action: 'product.images',
      before: { images: read.product.images },
      after: { images: product.product.images },
    });

    // The same picture again is not added twice; another of a taken name gets a name of its own.
    const again = await upload(sku, product.version, [
      { name: 'front.png', bytes: await png('#c03030', 2400, 1200) },
      { name: 'FRONT.png', bytes: await png('#30c030') },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.product.product.images.slice(-3)).toEqual(['front.png', 'side.png', 'FRONT-2.png']);
  });

  it('refuses an upload holding anything but a picture, naming it, and adds nothing', async () => {
    const sku = await someProduct();
    const read = await calls.product(sku);
    const refused = await upload(sku, read.version, [
      { name: 'ok.png', bytes: await png('#808080') },
      {
        name: 'notes.png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('notes.png is not a JPEG, PNG, WebP or GIF picture');
    expect(refused.body.fields).toEqual({ pictures: ['notes.png is not a JPEG, PNG, WebP or GIF picture'] });
    expect((await calls.product(sku)).product.images).toEqual(read.product.images);

    const none = await calls.upload('upload-images', { sku, version: read.version }, 'pictures', []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose a picture to upload.');
    const json = await calls.post('upload-images', { sku, version: read.version });
    expect(json.status).toBe(415);
    const stale = await upload(sku, read.version + 5, [{ name: 'ok.png', bytes: await png('#808080') }]);
    expect(stale.status).toBe(409);
  });

  it('makes a picture the main one, reorders and removes: the product and its thumbnail follow the first', async () => {
    const sku = await someProduct();
    const read = await calls.product(sku);
    const added = await upload(sku, read.version, [{ name: 'main.png', bytes: await png('#10a010') }]);
    const { product } = added.body;
    const main = product.pictures.at(-1);
    const others = product.product.images.filter((name: string) => name !== 'main.png');

    const made = await arrange(sku, product.version, ['MAIN.png', ...others.slice(1)]);
    expect(made.status).toBe(200);
    expect(made.body.product.product.images).toEqual(['main.png', ...others.slice(1)]);
    expect(await stored(sku)).toMatchObject({ filepath1: main.filepath1, tfilepath1: main.tfilepath1 });
    const images = await t.db
      .selectFrom('product_images')
      .select(['file_name', 'show_order'])
      .where('id_style', '=', sku)
      .orderBy('show_order')
      .execute();
    expect(images.map((image) => image.file_name)).toEqual(['main.png', ...others.slice(1)]);
    // The buyer's product lists show the new main picture.
    const seen = await t.get('/product/get-detail', { token: buyer.token, query: { idStyle: sku } });
    expect(seen.body.product.filepath1).toBe(main.filepath1);

    const unknown = await arrange(sku, made.body.product.version, ['nothing.png']);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('The product has no picture named nothing.png.');
    const twice = await arrange(sku, made.body.product.version, ['main.png', 'main.png']);
    expect(twice.status).toBe(422);

    // Every picture removed: the product is no longer listed for buyers.
    const emptied = await arrange(sku, made.body.product.version, []);
    expect(emptied.status).toBe(200);
    expect(await stored(sku)).toMatchObject({ filepath1: '', tfilepath1: '' });
    expect((await calls.get('products-list', { q: sku })).body.rows[0]).toMatchObject({ listed: false, thumbnail: '' });
  });
});

describe("a product's links", () => {
  it('adds and removes related and commonly-ordered-together products by SKU, each change audited', async () => {
    const sku = await someProduct();
    const before = (await calls.product(sku)).links;
    const linked = new Set([...before.related, ...before.cross].map((l: Body) => l.sku));
    let other = await someProduct();
    while (linked.has(other)) other = await someProduct();
    const added = await calls.post('add-link', { sku, kind: 'related', linkedSku: other });
    expect(added.status).toBe(200);
    expect(added.body.links.related).toContainEqual(expect.objectContaining({ sku: other, status: 'active' }));
    const related = await t.get('/product/get-related', { token: buyer.token, query: { idStyle: sku } });
    expect(related.body.productList.map((p: Body) => p.idStyle)).toContain(other);

    const crossBefore = (await calls.product(sku)).links.cross.map((l: Body) => l.sku);
    const cross = await calls.post('add-link', { sku, kind: 'cross', linkedSku: other });
    expect(cross.body.links.cross.map((l: Body) => l.sku).sort()).toEqual([...crossBefore, other].sort());
    // Added again: nothing changes, and no audit row.
    expect((await calls.post('add-link', { sku, kind: 'cross', linkedSku: other })).status).toBe(200);
    const removed = await calls.post('remove-link', { sku, kind: 'related', linkedSku: other });
    expect(removed.body.links.related.map((l: Body) => l.sku)).not.toContain(other);
    expect((await calls.product(sku)).links.cross.map((l: Body) => l.sku)).toContain(other);

    const rows = await auditOf(t, 'product', sku);
    expect(rows.map((row) => row.action)).toEqual(['product.links', 'product.links', 'product.links']);
    expect(rows[1]).toMatchObject({ before: { cross: crossBefore } });
    expect([...(rows[1]!.after!.cross as string[])].sort()).toEqual([...crossBefore, other].sort());

    const self = await calls.post('add-link', { sku, kind: 'related', linkedSku: sku });
    expect(self.status).toBe(422);
    expect(self.body.fields).toEqual({ linkedSku: ['A product is not linked to itself.'] });
    const unknown = await calls.post('add-link', { sku, kind: 'related', linkedSku: 'NO-SUCH' });
    expect(unknown.body.message).toBe('No product has the SKU NO-SUCH.');
    expect((await calls.post('add-link', { sku: 'NO-SUCH', kind: 'related', linkedSku: sku })).status).toBe(404);
    expect((await calls.post('add-link', { sku, kind: 'sideways', linkedSku: other })).status).toBe(400);
  });
});
