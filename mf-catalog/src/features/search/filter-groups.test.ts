import type { MenuNode } from '@storefront/shared-kernel';
import { buildFilterGroups } from './filter-groups';
import { placeOf } from './use-search-data';

const codes = [
  { idCode: 1, codeNm: 'Color', item1: '101,102', item2: 'Black,White' },
  { idCode: 2, codeNm: 'Capacity', item1: '201', item2: 'Small' },
  { idCode: 3, codeNm: 'Empty', item1: '', item2: '' },
];

describe('filter groups', () => {
  it('builds the groups a category names, in its order, pairing ids with titles', () => {
    expect(buildFilterGroups('2, 1,3,9', codes)).toEqual([
      { id: 2, name: 'Capacity', items: [{ id: 201, title: 'Small' }] },
      {
        id: 1,
        name: 'Color',
        items: [
          { id: 101, title: 'Black' },
          { id: 102, title: 'White' },
        ],
      },
    ]);
    expect(buildFilterGroups('', codes)).toEqual([]);
  });
});

const node = (idWebCate: number, cateNm: string, pCode: number): MenuNode => ({
  idWebCate,
  cateNm,
  pCode,
  level: 1,
  filepath1: '',
  slug: cateNm.toLowerCase().replace(/ & /g, '-').replace(/ /g, '-'),
});
const menu = [
  node(1, 'Kitchen', 0),
  node(2, 'Rice Cookers', 1),
  node(3, 'Electric Rice Cookers', 2),
  node(4, 'Coffee & Tea', 1),
];

describe('placeOf', () => {
  it('gives the trail from the top and the sub-categories', () => {
    const place = placeOf(menu, 'rice-cookers');
    expect(place.trail.map((n) => n.cateNm)).toEqual(['Kitchen', 'Rice Cookers']);
    expect(place.children.map((n) => n.cateNm)).toEqual(['Electric Rice Cookers']);
    expect(placeOf(menu, 'Kitchen').children.map((n) => n.cateNm)).toEqual(['Rice Cookers', 'Coffee & Tea']);
  });

  it('knows nothing of a brand or an unknown name', () => {
    expect(placeOf(menu, 'tiger')).toEqual({ trail: [], children: [] });
  });
});
