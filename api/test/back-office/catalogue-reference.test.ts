import { startTestApp, type Body, type TestApp } from '../helpers';
import { png } from '../catalogue/catalogue-helpers';
import { catalogueCalls } from './catalogue-helpers';
import { auditOf, newStaff } from './staff-helpers';

/** Brands, categories and filters in the back office (docs/product.md §13.5), and what buyers then see. */
let t: TestApp;
let calls: ReturnType<typeof catalogueCalls>;
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 60_000 });
  calls = catalogueCalls(t, (await newStaff(t, 'catalog')).token);
});
afterAll(async () => t?.close());

const names = (rows: { name: string }[]) => rows.map((row) => row.name);
const storefrontBrands = async (): Promise<Body[]> => (await t.get('/system/get-brands')).body.brandList;
const menu = async (): Promise<Body[]> => (await t.get('/system/get-menu')).body.menuList;

describe('brands', () => {
  it('adds one at the end with a code made from its name, renames it, moves it, and the storefront follows', async () => {
    const before = (await calls.get('brands-list')).body.brands;
    // Read once, so the storefront's answer is kept: the change must drop it.
    expect(await storefrontBrands()).toHaveLength(before.length);
    const added = await calls.post('add-brand', { name: '  Kiln Works ' });
    expect(added.status).toBe(200);
    const brand = added.body.brands.at(-1);
    expect(brand).toMatchObject({ name: 'Kiln Works', code: 'KILN-WORKS', productCount: 0, logo: '' });
    expect(names(await storefrontBrands()).at(-1)).toBe('Kiln Works');

    const taken = await calls.post('add-brand', { name: 'kiln works' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A brand named kiln works already exists.');
    expect((await calls.post('add-brand', { name: 'A > B' })).body.fields).toEqual({
      name: ['Brand name may not hold | : or >'],
    });

    const renamed = await calls.post('rename-brand', { id: brand.id, name: 'Kiln & Co' });
    expect(renamed.body.brands.at(-1)).toMatchObject({ id: brand.id, name: 'Kiln & Co', code: 'KILN-WORKS' });
    const moved = await calls.post('move-brand', { id: brand.id, direction: 'up' });
    expect(names(moved.body.brands).slice(-2)).toEqual(['Kiln & Co', before.at(-1).name]);
    expect(names(await storefrontBrands()).slice(-2)).toEqual(['Kiln & Co', before.at(-1).name]);
    // The first cannot move up: nothing changes.
    expect(names((await calls.post('move-brand', { id: before[0].id, direction: 'up' })).body.brands)[0]).toBe(
      before[0].name,
    );

    const logo = await calls.upload('upload-brand-logo', { id: brand.id }, 'picture', [
      { name: 'logo.png', bytes: await png('#202080', 300, 150) },
    ]);
    expect(logo.status).toBe(200);
    const withLogo = logo.body.brands.find((b: Body) => b.id === brand.id);
    expect(withLogo.logo).toMatch(/^\/uploads\/brands\/[0-9a-f]{16}\.webp$/);
    expect((await storefrontBrands()).find((b) => b.brandId === brand.id).logo).toBe(withLogo.logo);

    const rows = await auditOf(t, 'brand', brand.id);
    expect(rows.map((row) => row.action)).toEqual(['brand.add', 'brand.rename', 'brand.move', 'brand.logo']);
    expect(rows[1]).toMatchObject({ before: { name: 'Kiln Works' }, after: { name: 'Kiln & Co' } });

    const deleted = await calls.post('delete-brand', { id: brand.id });
    expect(deleted.status).toBe(200);
    expect(names(deleted.body.brands)).not.toContain('Kiln & Co');
  });

  it('refuses to delete a brand a product uses, saying how many do', async () => {
    const used = (await calls.get('brands-list')).body.brands.find((b: Body) => b.productCount > 1);
    const refused = await calls.post('delete-brand', { id: used.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${used.productCount} products use the brand ${used.name}: it cannot be deleted.`,
    );
    expect((await calls.post('rename-brand', { id: 999_999, name: 'Nobody' })).status).toBe(404);
  });
});

describe('categories', () => {
  it('adds a sub-category with its parent’s filters, renames (its address stays), orders, and the menu follows', async () => {
    const tree = (await calls.get('categories-list')).body.categories;
    const middle = tree.find((c: Body) => c.level === 2);
    expect(await menu()).toHaveLength(tree.length);
    const added = await calls.post('add-category', { parentId: middle.id, name: 'Steamers' });
    expect(added.status).toBe(200);
    const siblings = added.body.categories.filter((c: Body) => c.parentId === middle.id);
    const made = siblings.at(-1);
    expect(made).toMatchObject({
      name: 'Steamers',
      slug: 'steamers',
      level: 3,
      productCount: 0,
      filterGroups: middle.filterGroups,
    });
    expect((await menu()).map((node) => node.cateNm)).toContain('Steamers');

    expect((await calls.post('add-category', { parentId: made.id, name: 'Too deep' })).status).toBe(422);
    expect((await calls.post('add-category', { parentId: middle.id, name: 'steamers' })).status).toBe(409);

    const renamed = await calls.post('rename-category', { id: made.id, name: 'Food Steamers' });
    expect(renamed.body.categories.find((c: Body) => c.id === made.id)).toMatchObject({
      name: 'Food Steamers',
      slug: 'steamers',
    });
    expect((await menu()).find((node) => node.idWebCate === made.id)).toMatchObject({
      cateNm: 'Food Steamers',
      slug: 'steamers',
    });

    const moved = await calls.post('move-category', { id: made.id, direction: 'up' });
    const order = moved.body.categories.filter((c: Body) => c.parentId === middle.id).map((c: Body) => c.id);
    expect(order.slice(-2)).toEqual([made.id, siblings.at(-2).id]);

    const top = await calls.post('add-category', { parentId: null, name: 'Garden' });
    expect(top.body.categories.find((c: Body) => c.name === 'Garden')).toMatchObject({ level: 1, parentId: null });
  });

  it('sets the filter groups a category offers, and its tile and banner pictures', async () => {
    const category = (await calls.get('categories-list')).body.categories.find((c: Body) => c.level === 1);
    const set = await calls.post('set-category-filters', { id: category.id, groupIds: [2, 1] });
    expect(set.body.categories.find((c: Body) => c.id === category.id).filterGroups).toEqual([2, 1]);
    const unknown = await calls.post('set-category-filters', { id: category.id, groupIds: [999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('No filter group has the id 999.');

    for (const kind of ['tile', 'banner']) {
      const answer = await calls.upload('upload-category-picture', { id: category.id, kind }, 'picture', [
        { name: `${kind}.png`, bytes: await png(kind === 'tile' ? '#a04040' : '#4040a0', 1200, 300) },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.categories.find((c: Body) => c.id === category.id)[kind]).toMatch(
        /^\/uploads\/categories\/.+\.webp$/,
      );
    }
    const tile = (await calls.get('categories-list')).body.categories.find((c: Body) => c.id === category.id).tile;
    expect((await menu()).find((node) => node.idWebCate === category.id).filepath1).toBe(tile);
    const rows = await auditOf(t, 'category', category.id);
    expect(rows.map((row) => row.action)).toEqual(['category.filters', 'category.picture', 'category.picture']);
  });

  it('deletes only a category with nothing under it: sub-categories and products refuse it, saying how many', async () => {
    const tree = (await calls.get('categories-list')).body.categories;
    const top = tree.find((c: Body) => c.level === 1 && tree.some((child: Body) => child.parentId === c.id));
    expect((await calls.post('delete-category', { id: top.id })).status).toBe(409);
    const leaf = tree.find((c: Body) => c.productCount > 1);
    const used = await calls.post('delete-category', { id: leaf.id });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      `${leaf.productCount} products use the category ${leaf.name}: it cannot be deleted.`,
    );

    const empty = (await calls.post('add-category', { parentId: null, name: 'Passing' })).body.categories.find(
      (c: Body) => c.name === 'Passing',
    );
    const deleted = await calls.post('delete-category', { id: empty.id });
    expect(deleted.status).toBe(200);
    expect(names(deleted.body.categories)).not.toContain('Passing');
    expect((await auditOf(t, 'category', empty.id)).map((row) => row.action)).toEqual([
      'category.add',
      'category.delete',
    ]);
  });
});

describe('filters', () => {
  it('adds a group and its values (ids by place), renames them, and the storefront’s codes follow', async () => {
    const added = await calls.post('add-filter-group', { name: 'Finish' });
    expect(added.status).toBe(200);
    const group = added.body.groups.at(-1);
    expect(group).toMatchObject({ name: 'Finish', values: [], categoryCount: 0 });
    await calls.post('add-filter-value', { groupId: group.id, name: 'Matte' });
    const two = await calls.post('add-filter-value', { groupId: group.id, name: 'Gloss' });
    expect(two.body.groups.at(-1).values).toEqual([
      { id: group.id * 100 + 1, name: 'Matte', productCount: 0 },
      { id: group.id * 100 + 2, name: 'Gloss', productCount: 0 },
    ]);
    const comma = await calls.post('add-filter-value', { groupId: group.id, name: 'Satin, soft' });
    expect(comma.status).toBe(400);
    expect(comma.body.fields).toEqual({ name: ['Value name may not hold a comma'] });
    expect((await calls.post('add-filter-value', { groupId: group.id, name: 'matte' })).status).toBe(409);

    const renamed = await calls.post('rename-filter-value', { id: group.id * 100 + 1, name: 'Flat' });
    expect(renamed.body.groups.at(-1).values.map((v: Body) => v.name)).toEqual(['Flat', 'Gloss']);
    await calls.post('rename-filter-group', { id: group.id, name: 'Surface' });
    const codes = (await t.get('/system/get-code', { query: { div: '88' } })).body;
    expect(JSON.stringify(codes)).toContain('Surface');
    const stored = await t.db
      .selectFrom('codes')
      .selectAll()
      .where('div', '=', '88')
      .where('id_code', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      code_nm: 'Surface',
      item1: `${group.id * 100 + 1},${group.id * 100 + 2}`,
      item2: 'Flat,Gloss',
    });

    // Only the last value goes, and only while no product uses it.
    const middle = await calls.post('delete-filter-value', { id: group.id * 100 + 1 });
    expect(middle.status).toBe(422);
    const last = await calls.post('delete-filter-value', { id: group.id * 100 + 2 });
    expect(last.body.groups.at(-1).values.map((v: Body) => v.name)).toEqual(['Flat']);
    const rows = await auditOf(t, 'filter-group', group.id);
    expect(rows.map((row) => row.action)).toEqual([
      'filter.group-add',
      'filter.value-add',
      'filter.value-add',
      'filter.value-rename',
      'filter.group-rename',
      'filter.value-delete',
    ]);
    expect(rows[3]).toMatchObject({ before: { values: ['Matte', 'Gloss'] }, after: { values: ['Flat', 'Gloss'] } });

    await t.db
      .updateTable('categories')
      .set({ filter_groups: `1,${group.id}` })
      .where('id', '=', 1)
      .execute();
    const gone = await calls.post('delete-filter-group', { id: group.id });
    expect(gone.status).toBe(200);
    expect(names(gone.body.groups)).not.toContain('Surface');
    const category = await t.db
      .selectFrom('categories')
      .select('filter_groups')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(category.filter_groups).toBe('1');
  });

  it('refuses to delete a value or a group products use, saying how many', async () => {
    const groups = (await calls.get('filters-list')).body.groups;
    const color = groups.find((g: Body) => g.values.some((v: Body) => v.productCount > 0));
    const used = color.values.filter((v: Body) => v.productCount > 0).at(-1);
    const refused = await calls.post('delete-filter-value', { id: used.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      new RegExp(`^\\d+ products? uses? the value ${used.name}: it cannot be deleted\\.$`),
    );
    const group = await calls.post('delete-filter-group', { id: color.id });
    expect(group.status).toBe(409);
    expect(group.body.message).toMatch(/^\d+ products use the values of .+: it cannot be deleted\.$/);
  });
});
