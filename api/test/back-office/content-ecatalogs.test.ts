import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ECATALOG_LIMITS } from '@storefront/shared-kernel/back-office';
import { NO_RENDERER } from '../../src/back-office/content/ecatalogs';
import { drawFirstPage, forgetRenderer, pdfRenderer } from '../../src/back-office/content/pdf-cover';
import { pdfDocument } from '../../src/seed/assets';
import { png } from '../catalogue/catalogue-helpers';
import { startTestApp, type Body, type TestApp } from '../helpers';
import { contentCalls, hasPdftoppm } from './content-helpers';
import { auditOf, newStaff } from './staff-helpers';

/**
 * The e-catalogs in the back office (docs/product.md §13.7, §5.9). A cover is drawn from the PDF by pdftoppm when
 * the machine has it (CI installs it); the tests of a server without it name a program that does not exist.
 */
let t: TestApp;
let calls: ReturnType<typeof contentCalls>;
beforeAll(async () => {
  t = await startTestApp();
  calls = contentCalls(t, (await newStaff(t, 'admin')).token);
});
afterAll(async () => t?.close());
afterEach(() => {
  pdfRenderer.command = 'pdftoppm';
  forgetRenderer();
});

const pdf = (title: string) => pdfDocument(title, ['TIGER-100   Rice cooker', 'HARIO-V60   Dripper']);
const add = (title: string, files: { field: string; name: string; bytes: Buffer }[]) =>
  calls.upload('add-ecatalog', { title }, files);
const storefront = async () => (await t.get('/system/get-e-catalog-files')).body.eCatalogList as Body[];
const byTitle = (answer: Body, title: string) => answer.ecatalogs.find((c: Body) => c.title === title);
const onDisk = (publicPath: string) => path.join(t.dataDir, publicPath);
const ecatalogFiles = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'ecatalogs'));

describe('adding an e-catalog', () => {
  it('keeps the PDF, makes its cover from the first page (or says to upload one), and the storefront lists it last', async () => {
    // The storefront's answer is kept by the server: an add must drop it.
    const shownBefore = await storefront();
    const added = await add('Kitchen Catalog 2026', [
      { field: 'pdf', name: 'kitchen.pdf', bytes: pdf('Kitchen 2026') },
    ]);
    expect(added.status).toBe(200);
    const catalog = byTitle(added.body, 'Kitchen Catalog 2026');
    expect(catalog).toMatchObject({ fileName: 'kitchen.pdf', visible: true, fileBytes: pdf('Kitchen 2026').length });
    expect(catalog.pdf).toMatch(/^\/uploads\/ecatalogs\/kitchen-catalog-2026-[0-9a-f]{8}\.pdf$/);
    if (hasPdftoppm()) {
      expect(added.body.coversFromPdf).toBe(true);
      expect(added.body.notice).toBeUndefined();
      expect(catalog.cover).toMatch(/^\/uploads\/ecatalogs\/[0-9a-f]{16}-thumb\.webp$/);
      // 600 px on its long side from pdftoppm, a thumbnail of at most 400.
      expect(await sharp(onDisk(catalog.cover)).metadata()).toMatchObject({ format: 'webp', height: 400 });
      const row = await t.db
        .selectFrom('ecatalogs')
        .select('filepath1')
        .where('id', '=', catalog.id)
        .executeTakeFirstOrThrow();
      expect(await sharp(onDisk(row.filepath1)).metadata()).toMatchObject({ format: 'webp', height: 600 });
    } else {
      expect(added.body.coversFromPdf).toBe(false);
      expect(added.body.notice).toBe(`The catalog is added without a cover. ${NO_RENDERER}`);
      expect(catalog.cover).toBe('');
    }

    const shown = await storefront();
    expect(shown).toHaveLength(shownBefore.length + 1);
    expect(shown.at(-1)).toEqual({ title: 'Kitchen Catalog 2026', Tfilepath1: catalog.cover, filepath2: catalog.pdf });
    const file = await t.raw('GET', catalog.pdf);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.buffer.subarray(0, 5).toString()).toBe('%PDF-');

    const [audit] = await auditOf(t, 'ecatalog', catalog.id);
    expect(audit).toMatchObject({
      action: 'ecatalog.add',
      before: null,
      after: { title: 'Kitchen Catalog 2026', pdf: catalog.pdf, fileName: 'kitchen.pdf', cover: catalog.cover },
    });
  });

  it('takes an uploaded cover instead, stored as a picture with its thumbnail and served as WebP', async () => {
    const added = await add('Beauty 2026', [
      { field: 'pdf', name: 'beauty.pdf', bytes: pdf('Beauty') },
      { field: 'cover', name: 'beauty-cover.png', bytes: await png('#b03080', 840, 1188) },
    ]);
    expect(added.status).toBe(200);
    const catalog = byTitle(added.body, 'Beauty 2026');
    expect(catalog.cover).toMatch(/-thumb\.webp$/);
    const thumb = await t.raw('GET', catalog.cover);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(thumb.buffer).metadata()).toMatchObject({ width: 283, height: 400 });
  });

  it('adds a catalog without a cover on a server without pdftoppm, says to upload one, and logs it once', async () => {
    pdfRenderer.command = 'pdftoppm-not-installed';
    forgetRenderer();
    const list = await calls.get('ecatalogs-list');
    expect(list.body.coversFromPdf).toBe(false);
    const added = await add('Housewares 2026', [{ field: 'pdf', name: 'house.pdf', bytes: pdf('Housewares') }]);
    expect(added.status).toBe(200);
    expect(added.body.notice).toBe(`The catalog is added without a cover. ${NO_RENDERER}`);
    const catalog = byTitle(added.body, 'Housewares 2026');
    expect(catalog.cover).toBe('');
    // Made from the PDF on demand: refused in the same words, the catalog unchanged.
    const make = await calls.post('make-ecatalog-cover', { id: catalog.id });
    expect(make.status).toBe(422);
    expect(make.body.message).toBe(NO_RENDERER);

    forgetRenderer();
    const log = { warn: jest.fn() };
    const file = onDisk(catalog.pdf);
    expect(await drawFirstPage(file, log)).toEqual({ reason: 'no-renderer' });
    expect(await drawFirstPage(file, log)).toEqual({ reason: 'no-renderer' });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/pdftoppm \(Debian: poppler-utils\) is not installed/);
  });

  it('refuses what is no PDF or no picture by its content, and a form without its title or its PDF, adding nothing', async () => {
    const before = (await calls.get('ecatalogs-list')).body.ecatalogs.length;
    const filesBefore = ecatalogFiles();
    const renamed = await add('Not a PDF', [{ field: 'pdf', name: 'photo.pdf', bytes: await png('#808080') }]);
    expect(renamed.status).toBe(415);
    expect(renamed.body).toMatchObject({
      message: 'photo.pdf is not a PDF.',
      fields: { pdf: ['photo.pdf is not a PDF.'] },
    });

    const text = await add('Text cover', [
      { field: 'pdf', name: 'ok.pdf', bytes: pdf('Fine') },
      { field: 'cover', name: 'cover.png', bytes: Buffer.from('just some words, not a picture\n') },
    ]);
    expect(text.status).toBe(422);
    expect(text.body.message).toBe('cover.png is not a JPEG, PNG, WebP or GIF picture.');

    const untitled = await add('  ', [{ field: 'pdf', name: 'ok.pdf', bytes: pdf('Fine') }]);
    expect(untitled.status).toBe(400);
    expect(untitled.body.fields).toEqual({ title: ['Title is required'] });
    const empty = await add('Empty', [{ field: 'pdf', name: 'empty.pdf', bytes: Buffer.alloc(0) }]);
    expect(empty.status).toBe(422);
    const none = await add('No file', []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose the catalog’s PDF.');
    expect((await calls.post('add-ecatalog', { title: 'JSON' })).status).toBe(415);

    expect((await calls.get('ecatalogs-list')).body.ecatalogs).toHaveLength(before);
    // No PDF of a refused upload is left behind, whole or in part.
    expect(ecatalogFiles().filter((name) => /\.pdf|partial/.test(name))).toEqual(
      filesBefore.filter((name) => /\.pdf|partial/.test(name)),
    );
  });

  it('refuses a PDF over 50 MB while it streams, keeping none of it', async () => {
    const before = (await calls.get('ecatalogs-list')).body.ecatalogs.length;
    const filesBefore = ecatalogFiles();
    // A real PDF's start, then padding to one byte past the limit.
    const bytes = Buffer.concat([pdf('Huge'), Buffer.alloc(ECATALOG_LIMITS.pdfBytes)]);
    const huge = await add('Huge', [{ field: 'pdf', name: 'huge.pdf', bytes }]);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ fields: { pdf: ['huge.pdf is larger than 50 MB.'] } });
    expect((await calls.get('ecatalogs-list')).body.ecatalogs).toHaveLength(before);
    expect(ecatalogFiles()).toEqual(filesBefore);
  });
});

describe('changing the e-catalogs', () => {
  it('renames, moves, hides and shows, sets a cover and deletes, each audited, and the storefront follows', async () => {
    const added = await add('Spring Catalog', [{ field: 'pdf', name: 'spring.pdf', bytes: pdf('Spring') }]);
    const catalog = byTitle(added.body, 'Spring Catalog');
    const id = catalog.id as number;

    const renamed = await calls.post('rename-ecatalog', { id, title: 'Spring 2026' });
    expect(byTitle(renamed.body, 'Spring 2026')).toBeDefined();
    expect((await storefront()).map((c) => c.title)).toContain('Spring 2026');

    const moved = await calls.post('move-ecatalog', { id, direction: 'up' });
    const order = moved.body.ecatalogs.map((c: Body) => c.id);
    expect(order.indexOf(id)).toBe(order.length - 2);
    expect((await storefront()).at(-2)!.title).toBe('Spring 2026');

    const hidden = await calls.post('show-ecatalog', { id, visible: false });
    expect(byTitle(hidden.body, 'Spring 2026').visible).toBe(false);
    expect((await storefront()).map((c) => c.title)).not.toContain('Spring 2026');
    await calls.post('show-ecatalog', { id, visible: true });
    expect((await storefront()).map((c) => c.title)).toContain('Spring 2026');

    const covered = await calls.upload('upload-ecatalog-cover', { id }, [
      {
        field: 'cover',
        name: 'spring.jpg',
        bytes: await sharp(await png('#30a030'))
          .jpeg()
          .toBuffer(),
      },
    ]);
    expect(covered.status).toBe(200);
    const cover = byTitle(covered.body, 'Spring 2026').cover as string;
    expect(cover).toMatch(/-thumb\.webp$/);
    expect((await storefront()).find((c) => c.title === 'Spring 2026')!.Tfilepath1).toBe(cover);
    const noCover = await calls.upload('upload-ecatalog-cover', { id }, []);
    expect(noCover.body.message).toBe('Choose a cover picture.');

    if (hasPdftoppm()) {
      const made = await calls.post('make-ecatalog-cover', { id });
      expect(made.status).toBe(200);
      expect(byTitle(made.body, 'Spring 2026').cover).not.toBe(cover);
    }

    const deleted = await calls.post('delete-ecatalog', { id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.ecatalogs.map((c: Body) => c.id)).not.toContain(id);
    expect((await storefront()).map((c) => c.title)).not.toContain('Spring 2026');
    expect(fs.existsSync(onDisk(catalog.pdf))).toBe(false);
    expect((await calls.post('rename-ecatalog', { id, title: 'Gone' })).status).toBe(404);

    const actions = (await auditOf(t, 'ecatalog', id)).map((row) => row.action);
    expect(actions).toEqual([
      'ecatalog.add',
      'ecatalog.rename',
      'ecatalog.move',
      'ecatalog.hide',
      'ecatalog.show',
      'ecatalog.cover',
      ...(hasPdftoppm() ? ['ecatalog.cover'] : []),
      'ecatalog.delete',
    ]);
    const rows = await auditOf(t, 'ecatalog', id);
    expect(rows[1]).toMatchObject({ before: { title: 'Spring Catalog' }, after: { title: 'Spring 2026' } });
    expect(rows.at(-1)).toMatchObject({ before: { title: 'Spring 2026', pdf: catalog.pdf }, after: null });
  });
});
