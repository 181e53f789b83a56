// The catalogue as the API answers it, for this folder's tests (not bundled: only *.test.tsx import it).
import type { AdminProduct, AdminProductRow, BrandRow, CategoryRow, FilterGroup } from '@storefront/shared-kernel';

export const productRow = (sku: string, row: Partial<AdminProductRow> = {}): AdminProductRow => ({
  sku,
  title: `Rice cooker ${sku}`,
  thumbnail: `/uploads/products/${sku}-thumb.webp`,
  brand: 'TIGER',
  category: 'Kitchen > Appliances > Rice Cookers',
  price1: 99.5,
  stock: 40,
  status: 'active',
  listed: true,
  ...row,
});

export const BRANDS: BrandRow[] = [
  { id: 1, code: 'TIGER', name: 'TIGER', logo: '/uploads/brands/tiger.svg', sort: 0, productCount: 12 },
  { id: 2, code: 'ZOJIRUSHI', name: 'ZOJIRUSHI', logo: '', sort: 1, productCount: 0 },
  { id: 3, code: 'HARIO', name: 'HARIO', logo: '', sort: 2, productCount: 3 },
];

const category = (
  id: number,
  name: string,
  parentId: number | null,
  level: number,
  more: Partial<CategoryRow> = {},
) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  parentId,
  level,
  sort: 0,
  tile: '',
  banner: '',
  filterGroups: [1],
  productCount: 0,
  ...more,
});

export const CATEGORIES: CategoryRow[] = [
  category(1, 'Kitchen', null, 1, { tile: '/uploads/categories/kitchen.svg' }),
  category(2, 'Appliances', 1, 2),
  category(3, 'Rice Cookers', 2, 3, { productCount: 12 }),
  category(4, 'Kettles', 2, 3, { sort: 1 }),
  category(5, 'Beauty', null, 1, { sort: 1, filterGroups: [] }),
];

export const FILTER_GROUPS: FilterGroup[] = [
  {
    id: 1,
    name: 'Color',
    sort: 0,
    categoryCount: 4,
    values: [
      { id: 101, name: 'Black', productCount: 5 },
      { id: 102, name: 'White', productCount: 0 },
    ],
  },
  { id: 2, name: 'Capacity', sort: 1, categoryCount: 0, values: [{ id: 201, name: 'Small', productCount: 0 }] },
];

/** A picture of the product as stored: its own file and thumbnail. */
export const pictureOf = (fileName: string) => {
  const stem = fileName.replace(/\.\w+$/, '');
  return { fileName, filepath1: `/uploads/products/${stem}.webp`, tfilepath1: `/uploads/products/${stem}-thumb.webp` };
};

export const adminProduct = (changes: Partial<AdminProduct['product']> = {}, version = 4): AdminProduct => ({
  product: {
    sku: 'TIG-1006/BL',
    title: 'TIGER Rice Cooker 5.5 cup, Black',
    description: '<strong>TIGER</strong> Rice Cooker',
    brand: 'TIGER',
    category: 'Kitchen > Appliances > Rice Cookers',
    barcode: '4001006000124',
    color: 'Black',
    tags: 'rice,cooker',
    uom: 'EA',
    packQty: 2,
    cartonQty: 8,
    minBuy: 2,
    stock: 40,
    srp: 180,
    price1: 99.5,
    price2: 96.5,
    price3: 93.5,
    price4: 90.5,
    sale: 0,
    breaks: [{ minQty: 10, percentOff: 5 }],
    weight: '4.2 lb',
    width: '10 in',
    height: '9 in',
    length: '12 in',
    material: 'Plastic',
    countryOfOrigin: 'Japan',
    images: ['front.png', 'side.png'],
    filters: [{ group: 'Color', value: 'Black' }],
    status: 'active',
    featured: false,
    isNew: true,
    position: 6,
    ...changes,
  },
  version,
  pictures: (changes.images ?? ['front.png', 'side.png']).map(pictureOf),
  links: { related: [{ sku: 'TIG-2000', title: 'TIGER Kettle', thumbnail: '', status: 'active' }], cross: [] },
  createdAt: '2026-01-05T10:00:00.000Z',
});
