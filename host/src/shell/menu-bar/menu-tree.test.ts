import { buildMenuTree } from './menu-tree';

describe('buildMenuTree', () => {
  it('nests children under their parent code and keeps order', () => {
    const tree = buildMenuTree([
      { idWebCate: 1, cateNm: 'Kitchen', pCode: null, level: 1 },
      { idWebCate: 2, cateNm: 'Rice Cookers', pCode: 1, level: 2 },
      { idWebCate: 3, cateNm: 'Beauty', pCode: null, level: 1 },
      { idWebCate: 4, cateNm: 'Knives', pCode: 1, level: 2 },
    ]);
    expect(tree.map((entry) => entry.name)).toEqual(['Kitchen', 'Beauty']);
    expect(tree[0]?.children.map((entry) => entry.name)).toEqual(['Rice Cookers', 'Knives']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('treats a node whose parent is missing as top level', () => {
    const tree = buildMenuTree([{ idWebCate: 9, cateNm: 'Orphan', pCode: 77, level: 2 }]);
    expect(tree.map((entry) => entry.name)).toEqual(['Orphan']);
  });
});
