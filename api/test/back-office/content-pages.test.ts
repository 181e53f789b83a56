import { CONTENT_PAGES } from '@storefront/shared-kernel/contracts';
import { startTestApp, type Body, type TestApp } from '../helpers';
import { contentCalls } from './content-helpers';
import { auditOf, newStaff } from './staff-helpers';

/** The storefront's information pages in the back office (docs/product.md §13.7, §9.3). */
let t: TestApp;
let calls: ReturnType<typeof contentCalls>;
let member: { email: string };
beforeAll(async () => {
  t = await startTestApp();
  const staff = await newStaff(t, 'catalog');
  member = staff;
  calls = contentCalls(t, staff.token);
});
afterAll(async () => t?.close());

/** What a visitor's next load of a page shows. */
const storefront = async (code: string) => (await t.get('/system/get-cms', { query: { gubun: code } })).body.cms;
const detail = async (code: string): Promise<Body> => (await calls.get('page-detail', { code })).body;
const save = (code: string, version: number, title: string, html: string) =>
  calls.post('save-page', { code, version, title, html });

describe('the information pages', () => {
  it('lists the seven pages of §9.3 with their addresses, versions and who saved them', async () => {
    const { status, body } = await calls.get('pages-list');
    expect(status).toBe(200);
    expect(body.pages.map((p: Body) => [p.code, p.path, p.defaultTitle])).toEqual(
      CONTENT_PAGES.map((p) => [p.code, p.path, p.title]),
    );
    // The demo's pages: a first version, saved by nobody the log knows.
    expect(body.pages.find((p: Body) => p.code === '42')).toMatchObject({
      title: 'Shipping Policy',
      version: 1,
      updatedAt: null,
      updatedBy: '',
    });
  });

  it('saves a page cleaned by the storefront’s rules, and a visitor’s next load shows it', async () => {
    // The storefront's answer is kept by the server: a save must drop it.
    expect((await storefront('faq')).title).toBe('Frequently Asked Questions');
    const before = await detail('faq');
    expect(before.page.version).toBe(1);

    const html =
      '<h1>Questions</h1><p onclick="steal()">Ask <a href="javascript:alert(1)">us</a> or <a href="/contactus" target="_blank">write</a>.</p><script>window.pwned = 1</script><img src="x" onerror="steal()">';
    const saved = await save('faq', 1, 'Questions and answers', html);
    expect(saved.status).toBe(200);
    const { page, versions } = saved.body;
    expect(page).toMatchObject({ code: 'faq', version: 2, title: 'Questions and answers', updatedBy: member.email });
    expect(page.html).not.toMatch(/script|onclick|onerror|javascript:|pwned/);
    expect(page.html).toContain('<h2>Questions</h2>');
    expect(page.html).toContain('<a href="/contactus" target="_blank" rel="noopener noreferrer">write</a>');
    expect(Date.parse(page.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(versions.map((v: Body) => [v.version, v.isCurrent, v.savedBy])).toEqual([
      [2, true, member.email],
      [1, false, ''],
    ]);

    const shown = await storefront('faq');
    expect(shown).toEqual({ gubun: 'faq', title: 'Questions and answers', contents: page.html });
    const [audit] = await auditOf(t, 'content-page', 'faq');
    expect(audit).toMatchObject({
      actor: member.email,
      action: 'content-page.save',
      before: { version: 1, title: 'Frequently Asked Questions', html: before.page.html },
      after: { version: 2, title: 'Questions and answers', html: page.html },
    });
  });

  it('refuses a save from a version that is no longer the page’s, and a save that changes nothing makes none', async () => {
    const read = await detail('42');
    const first = await save('42', read.page.version, 'Shipping', '<p>Ground freight.</p>');
    expect(first.status).toBe(200);
    const stale = await save('42', read.page.version, 'Shipping (other member)', '<p>Air.</p>');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'PAGE_CHANGED',
      message: 'This page was changed by someone else. Reload to see the changes.',
    });
    expect((await storefront('42')).title).toBe('Shipping');

    const same = await save('42', first.body.page.version, 'Shipping', '<p>Ground freight.</p>');
    expect(same.body.page.version).toBe(first.body.page.version);
    expect(await auditOf(t, 'content-page', '42')).toHaveLength(1);
  });

  it('shows an earlier version and restores it as a new one', async () => {
    const original = await detail('about');
    const edited = await save('about', 1, 'About the company', '<p>New words.</p>');
    expect(edited.body.page.version).toBe(2);

    const viewed = await calls.get('page-version-detail', { code: 'about', version: 1 });
    expect(viewed.status).toBe(200);
    expect(viewed.body.version).toMatchObject({
      version: 1,
      title: original.page.title,
      html: original.page.html,
      isCurrent: false,
    });
    expect((await calls.get('page-version-detail', { code: 'about', version: 9 })).status).toBe(404);

    const restored = await calls.post('restore-page', { code: 'about', version: 2, from: 1 });
    expect(restored.status).toBe(200);
    expect(restored.body.page).toMatchObject({ version: 3, title: original.page.title, restoredFrom: 1 });
    expect(restored.body.versions.map((v: Body) => [v.version, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // What the storefront shows is what version 1 showed (cleaned by today's rules: its h1 is an h2).
    expect((await storefront('about')).contents).toBe(restored.body.page.html);
    expect(restored.body.page.html).toContain('We are a wholesale distributor');
    const rows = await auditOf(t, 'content-page', 'about');
    expect(rows.map((r) => r.action)).toEqual(['content-page.save', 'content-page.restore']);
    expect(rows[1]!.after).toMatchObject({ version: 3, restoredFrom: 1 });

    expect((await calls.post('restore-page', { code: 'about', version: 3, from: 3 })).status).toBe(422);
    expect((await calls.post('restore-page', { code: 'about', version: 3, from: 7 })).status).toBe(404);
    expect((await calls.post('restore-page', { code: 'about', version: 2, from: 1 })).status).toBe(409);
  });

  it('writes a page the store never had as its first version; a second first version is refused', async () => {
    await t.db.deleteFrom('cms_pages').where('gubun', '=', 'accessibility').execute();
    const listed = (await calls.get('pages-list')).body.pages.find((p: Body) => p.code === 'accessibility');
    expect(listed).toMatchObject({ version: 0, title: '' });
    expect((await t.get('/system/get-cms', { query: { gubun: 'accessibility' } })).status).toBe(404);

    const made = await save('accessibility', 0, '', '<p>We follow WCAG 2.2 AA.</p>');
    expect(made.status).toBe(200);
    expect(made.body.page).toMatchObject({ version: 1, title: '', defaultTitle: 'Accessibility' });
    expect(made.body.versions).toHaveLength(1);
    expect((await storefront('accessibility')).contents).toBe('<p>We follow WCAG 2.2 AA.</p>');
    expect((await save('accessibility', 0, '', '<p>Again.</p>')).status).toBe(409);
    const [audit] = await auditOf(t, 'content-page', 'accessibility');
    expect(audit).toMatchObject({ before: null, after: { version: 1, html: '<p>We follow WCAG 2.2 AA.</p>' } });
  });

  it('refuses a page that is not one of §9.3, an HTML too long, and a title on two lines', async () => {
    expect((await calls.get('page-detail', { code: '99' })).status).toBe(400);
    const long = await save('01', 1, 'Terms', `<p>${'x'.repeat(100_001)}</p>`);
    expect(long.status).toBe(400);
    expect(long.body.fields.html).toEqual(['HTML is at most 100,000 characters']);
    expect((await save('01', 1, 'Terms\nand more', '<p>x</p>')).status).toBe(400);
  });

  it('lets browsers keep a page no longer than the load: a visitor’s next load asks again', async () => {
    const page = await t.raw('GET', '/api/system/get-cms?gubun=02', { headers: { 'x-api-key': 'storefront-web' } });
    expect(page.headers.get('cache-control')).toBe('public, max-age=0');
    const catalogs = await t.raw('GET', '/api/system/get-e-catalog-files', {
      headers: { 'x-api-key': 'storefront-web' },
    });
    expect(catalogs.headers.get('cache-control')).toBe('public, max-age=0');
  });
});
