import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API_KEY, startTestApp, type Body, type TestApp } from '../helpers';
import { png } from '../catalogue/catalogue-helpers';
import { auditOf, newStaff } from './staff-helpers';

/** The home's banners in the back office (docs/product.md §13.8), and what the storefront's home answers after. */
let t: TestApp;
let admin: { email: string; token: string };
let catalog: { email: string; token: string };
let rep: { token: string };
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 60_000 });
  admin = await newStaff(t, 'admin');
  catalog = await newStaff(t, 'catalog');
  rep = await newStaff(t, 'rep');
});
afterAll(async () => t?.close());

const get = (name: string, token = admin.token) => t.get(`/admin/content/${name}`, { token });
const post = (name: string, body: Record<string, unknown>, token = admin.token) =>
  t.post(`/admin/content/${name}`, { token, body });
/** A multipart form of `fields` first, then `files` under `picture`, as the page sends one. */
const upload = (
  name: string,
  fields: Record<string, string | number | boolean>,
  files: { name: string; bytes: Buffer }[],
  token = admin.token,
) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, String(value));
  for (const file of files) form.append('picture', new Blob([file.bytes]), file.name);
  return t.raw('POST', `/api/admin/content/${name}`, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': API_KEY },
    body: form,
  });
};

const slides = async (): Promise<Body[]> => (await t.get('/system/get-banner')).body.bannerList;
const highlights = async (): Promise<Body[]> => (await t.get('/system/get-cms-banner')).body.cmsBannerList;
const banner = (content: Body, kind: 'main' | 'content', title: string): Body =>
  content.banners[kind].find((row: Body) => row.title === title);

describe("the home's banners", () => {
  it('adds a main banner with a picture read by its content, resized with a thumbnail and served as WebP', async () => {
    const before = await slides();
    const answer = await upload(
      'add-home-banner',
      { kind: 'main', title: 'Summer kettles', link: '/search?category=kettles', isShown: true },
      [{ name: 'summer.png', bytes: await png('#e07020', 2400, 800) }],
    );
    expect(answer.status).toBe(200);
    const added = banner(answer.body.content, 'main', 'Summer kettles');
    expect(added).toMatchObject({ kind: 'main', link: '/search?category=kettles', isShown: true });
    expect(added.picture).toMatch(/^\/uploads\/banners\/[0-9a-f]{16}\.webp$/);
    expect(added.thumbnail).toBe(added.picture.replace('.webp', '-thumb.webp'));
    expect(answer.body.content.banners.main.at(-1).id).toBe(added.id);
    expect(await sharp(path.join(t.dataDir, added.picture)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 533,
    });
    expect(await sharp(path.join(t.dataDir, added.thumbnail)).metadata()).toMatchObject({ width: 400 });
    const served = await t.raw('GET', added.picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // The home's carousel shows it last, on the next load (the kept answer was dropped).
    expect(await slides()).toEqual([
      ...before,
      { title: 'Summer kettles', url: '/search?category=kettles', filepath1: added.picture },
    ]);
    const [row] = await auditOf(t, 'banner', added.id);
    expect(row).toMatchObject({
      action: 'home.banner-add',
      actor: admin.email,
      before: null,
      after: { kind: 'main', title: 'Summer kettles', link: '/search?category=kettles', isShown: true },
    });
  });

  it('refuses a file that is no picture (a text file named .png), naming it, and adds nothing', async () => {
    const before = (await get('home-detail')).body.content.banners.content;
    const refused = await upload('add-home-banner', { kind: 'content', title: 'Notes', link: '/contactus' }, [
      { name: 'notes.png', bytes: Buffer.from('These are my notes, not a picture.') },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PICTURE_REFUSED',
      message: 'notes.png is not a JPEG, PNG, WebP or GIF picture',
      fields: { picture: ['notes.png is not a JPEG, PNG, WebP or GIF picture'] },
    });
    const svg = await upload('add-home-banner', { kind: 'content', title: 'Script', link: '/contactus' }, [
      { name: 'x.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ]);
    expect(svg.status).toBe(422);
    const none = await upload('add-home-banner', { kind: 'content', title: 'Nothing', link: '/contactus' }, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose a picture to upload.');
    expect((await post('add-home-banner', { kind: 'content', title: 'JSON', link: '/contactus' })).status).toBe(415);
    expect((await get('home-detail')).body.content.banners.content).toEqual(before);
  });

  it('refuses a bad title, an unsafe link or an unknown kind, naming each field, and adds nothing', async () => {
    const picture = [{ name: 'ok.png', bytes: await png('#808080') }];
    const before = (await get('home-detail')).body.content.banners;
    const bad = await upload('add-home-banner', { kind: 'side', title: ' ', link: 'javascript:alert(1)' }, picture);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      kind: ['Kind must be one of: main, content'],
      title: ['Title is required'],
      link: ['Link must be a path on this site (starting with /) or an http(s) address'],
    });
    for (const link of ['//elsewhere.example/x', 'data:text/html,hi', 'ftp://files.example/a', '/a b', 'https://']) {
      const refused = await upload('add-home-banner', { kind: 'main', title: 'Link', link }, picture);
      expect([link, refused.status, refused.body.fields]).toEqual([
        link,
        400,
        { link: ['Link must be a path on this site (starting with /) or an http(s) address'] },
      ]);
    }
    expect((await get('home-detail')).body.content.banners).toEqual(before);
    // A whole address of another site is a link too.
    const outside = await upload(
      'add-home-banner',
      { kind: 'content', title: 'Our trade show', link: 'https://show.example.com/booth?id=12', isShown: false },
      picture,
    );
    expect(outside.status).toBe(200);
    expect(banner(outside.body.content, 'content', 'Our trade show')).toMatchObject({ isShown: false });
  });

  it('hides a banner from the home and shows it again; changes its words; the audit keeps what changed', async () => {
    const { content } = (await get('home-detail')).body;
    const first = content.banners.content[0];
    expect(first.link).toBe('/search?category=containers');
    expect((await highlights()).map((b) => b.title)).toContain(first.title);

    const hidden = await post('change-home-banner', {
      id: first.id,
      title: first.title,
      link: first.link,
      isShown: false,
    });
    expect(hidden.status).toBe(200);
    expect(banner(hidden.body.content, 'content', first.title)).toMatchObject({ isShown: false });
    expect((await highlights()).map((b) => b.title)).not.toContain(first.title);

    const shown = await post('change-home-banner', {
      id: first.id,
      title: 'Glass storage, new',
      link: '/search?category=containers',
      isShown: 'true',
    });
    expect(shown.status).toBe(200);
    expect((await highlights())[0]).toEqual({
      title: 'Glass storage, new',
      url: '/search?category=containers',
      filepath1: first.picture,
    });
    expect((await auditOf(t, 'banner', first.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['home.banner-change', { isShown: true }, { isShown: false }],
      ['home.banner-change', { title: first.title, isShown: false }, { title: 'Glass storage, new', isShown: true }],
    ]);
    // Nothing changed: no audit row.
    await post('change-home-banner', {
      id: first.id,
      title: 'Glass storage, new',
      link: '/search?category=containers',
      isShown: true,
    });
    expect(await auditOf(t, 'banner', first.id)).toHaveLength(2);
    expect((await post('change-home-banner', { id: 999_999, title: 'x', link: '/', isShown: true })).status).toBe(404);
  });

  it("replaces a banner's picture, moves it and deletes it; the carousel follows each", async () => {
    const { content } = (await get('home-detail')).body;
    const [one, two] = content.banners.main;
    const replaced = await upload('upload-home-banner-picture', { id: two.id }, [
      {
        name: 'new.jpg',
        bytes: await sharp(await png('#2040c0', 1200, 400))
          .jpeg()
          .toBuffer(),
      },
    ]);
    expect(replaced.status).toBe(200);
    const picture = banner(replaced.body.content, 'main', two.title).picture;
    expect(picture).not.toBe(two.picture);
    expect(fs.existsSync(path.join(t.dataDir, picture))).toBe(true);

    const moved = await post('move-home-banner', { id: two.id, direction: 'up' });
    expect(moved.status).toBe(200);
    expect(moved.body.content.banners.main.slice(0, 2).map((b: Body) => b.id)).toEqual([two.id, one.id]);
    expect((await slides()).slice(0, 2).map((b) => b.filepath1)).toEqual([picture, one.picture]);
    // The first cannot move further up: nothing changes, nothing is audited.
    await post('move-home-banner', { id: two.id, direction: 'up' });

    const deleted = await post('delete-home-banner', { id: two.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.content.banners.main.map((b: Body) => b.id)).not.toContain(two.id);
    expect((await slides()).map((b) => b.title)).not.toContain(two.title);
    expect((await auditOf(t, 'banner', two.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['home.banner-picture', { picture: two.picture }, { picture }],
      ['home.banner-move', { place: 2 }, { place: 1 }],
      ['home.banner-delete', expect.objectContaining({ title: two.title, picture }), null],
    ]);
    expect((await post('delete-home-banner', { id: two.id })).status).toBe(404);
  });

  it('lets admins and the catalogue role change banners, never a rep (403)', async () => {
    const { content } = (await get('home-detail', catalog.token)).body;
    const first = content.banners.main[0];
    const change = { id: first.id, title: first.title, link: first.link, isShown: first.isShown };
    expect((await get('home-detail', rep.token)).status).toBe(403);
    expect((await post('change-home-banner', change, rep.token)).status).toBe(403);
    const picture = [{ name: 'ok.png', bytes: await png('#101010') }];
    const refused = await upload('add-home-banner', { kind: 'main', title: 'Rep', link: '/' }, picture, rep.token);
    expect(refused.status).toBe(403);
    const made = await upload(
      'add-home-banner',
      { kind: 'main', title: 'By catalogue', link: '/' },
      picture,
      catalog.token,
    );
    expect(made.status).toBe(200);
    const added = banner(made.body.content, 'main', 'By catalogue');
    expect((await auditOf(t, 'banner', added.id))[0]).toMatchObject({ actor: catalog.email });
    expect((await get('home-detail', (await t.newCustomer()).token)).status).toBe(401);
  });
});
