import { buildMenuTree } from './menu-tree';

describe('buildMenuTree', () => {
  it('nests children under their parent code and keeps order', () => {
    const tree = buildMenuTree([
      { idWebCate: 1, cateNm: 'Kitchen', pCode: 0, level: 1, filepath1: '', slug: 'kitchen' },
      { idWebCate: 2, cateNm: 'Rice Cookers', pCode: 1, level: 2, filepath1: '', slug: 'rice-cookers' },
      { idWebCate: 3, cateNm: 'Beauty', pCode: 0, level: 1, filepath1: '', slug: 'beauty' },
      { idWebCate: 4, cateNm: 'Knives', pCode: 1, level: 2, filepath1: '', slug: 'knives' },
    ]);
    expect(tree.map((entry) => entry.name)).toEqual(['Kitchen', 'Beauty']);
    expect(tree[0]?.children.map((entry) => entry.name)).toEqual(['Rice Cookers', 'Knives']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('treats a node whose parent is missing as top level', () => {
    const tree = buildMenuTree([
      { idWebCate: 9, cateNm: 'Orphan', pCode: 77, level: 2, filepath1: '', slug: 'orphan' },
    ]);
    expect(tree.map((entry) => entry.name)).toEqual(['Orphan']);
  });
});
