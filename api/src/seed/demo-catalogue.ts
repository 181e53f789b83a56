/** The demo catalogue's fixed parts: brands, category tree, filter groups, content. */

export const BRAND_CODE = 'SF';

export const BRANDS = [
  { code: 'TIG', name: 'TIGER', hue: 20 },
  { code: 'ZOJ', name: 'ZOJIRUSHI', hue: 0 },
  { code: 'CUC', name: 'CUCHEN', hue: 200 },
  { code: 'PAN', name: 'PANASONIC', hue: 220 },
  { code: 'SAL', name: 'SALUX', hue: 300 },
  { code: 'JCK', name: 'JOYCOOK', hue: 35 },
  { code: 'JLF', name: 'JOY LIFE', hue: 140 },
  { code: 'HAR', name: 'HARIO', hue: 25 },
  { code: 'BEN', name: 'BENRIER', hue: 90 },
  { code: 'GLK', name: 'GLASSLOCK', hue: 190 },
  { code: 'CLW', name: 'CLEANWRAP', hue: 170 },
  { code: 'EDI', name: 'EDISON CHOPSTICKS', hue: 50 },
  { code: 'NRP', name: 'NATURE REPUBLIC', hue: 110 },
  { code: 'BIG', name: 'BIGEN', hue: 330 },
  { code: 'SLP', name: 'SALONPAS', hue: 210 },
  { code: 'VIA', name: 'VIA', hue: 270 },
] as const;

/** A leaf category: which brands sell there, what its products are called, which filters apply. */
export interface LeafSpec {
  name: string;
  brands: string[];
  nouns: string[];
  materials: string[];
  unit: 'EA' | 'SET' | 'PK';
}

export interface CategorySpec {
  name: string;
  hue: number;
  filterGroups: number[];
  children: { name: string; leaves: LeafSpec[] }[];
}

export const CATEGORY_TREE: CategorySpec[] = [
  {
    name: 'Kitchen',
    hue: 15,
    filterGroups: [1, 2, 3, 4, 5],
    children: [
      {
        name: 'Rice Cookers',
        leaves: [
          {
            name: 'Electric Rice Cookers',
            brands: ['ZOJIRUSHI', 'TIGER', 'CUCHEN', 'PANASONIC'],
            nouns: ['Rice Cooker', 'Induction Rice Cooker', 'Pressure Rice Cooker'],
            materials: ['Stainless Steel', 'Plastic'],
            unit: 'EA',
          },
          {
            name: 'Rice Cooker Accessories',
            brands: ['ZOJIRUSHI', 'TIGER', 'CUCHEN'],
            nouns: ['Inner Pot', 'Rice Spatula', 'Measuring Cup'],
            materials: ['Plastic', 'Stainless Steel'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Coffee & Tea',
        leaves: [
          {
            name: 'Pour Over',
            brands: ['HARIO'],
            nouns: ['V60 Dripper', 'Coffee Server', 'Drip Kettle', 'Paper Filters'],
            materials: ['Glass', 'Ceramic', 'Stainless Steel'],
            unit: 'EA',
          },
          {
            name: 'Tea Pots',
            brands: ['HARIO', 'ZOJIRUSHI'],
            nouns: ['Tea Pot', 'Cold Brew Bottle', 'Tea Strainer'],
            materials: ['Glass', 'Ceramic'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Kitchen Tools',
        leaves: [
          {
            name: 'Slicers',
            brands: ['BENRIER', 'JOYCOOK'],
            nouns: ['Mandoline Slicer', 'Vegetable Slicer', 'Julienne Peeler'],
            materials: ['Stainless Steel', 'Plastic'],
            unit: 'EA',
          },
          {
            name: 'Chopsticks & Utensils',
            brands: ['EDISON CHOPSTICKS', 'JOYCOOK'],
            nouns: ['Training Chopsticks', 'Chopstick Set', 'Serving Tongs'],
            materials: ['Wood', 'Plastic', 'Stainless Steel'],
            unit: 'SET',
          },
        ],
      },
      {
        name: 'Food Storage',
        leaves: [
          {
            name: 'Containers',
            brands: ['GLASSLOCK', 'JOY LIFE'],
            nouns: ['Glass Container', 'Lunch Box', 'Container Set'],
            materials: ['Glass', 'Plastic'],
            unit: 'SET',
          },
          {
            name: 'Wraps & Bags',
            brands: ['CLEANWRAP'],
            nouns: ['Plastic Wrap', 'Zipper Bags', 'Aluminum Foil', 'Kitchen Gloves'],
            materials: ['Plastic'],
            unit: 'PK',
          },
        ],
      },
    ],
  },
  {
    name: 'Housewares',
    hue: 200,
    filterGroups: [1, 2, 3, 4, 5],
    children: [
      {
        name: 'Small Appliances',
        leaves: [
          {
            name: 'Kettles',
            brands: ['ZOJIRUSHI', 'TIGER', 'PANASONIC'],
            nouns: ['Water Boiler', 'Electric Kettle', 'Water Dispenser'],
            materials: ['Stainless Steel', 'Plastic'],
            unit: 'EA',
          },
          {
            name: 'Cooking Appliances',
            brands: ['JOYCOOK', 'CUCHEN', 'PANASONIC'],
            nouns: ['Hot Plate', 'Multi Cooker', 'Blender', 'Toaster Oven'],
            materials: ['Stainless Steel', 'Plastic'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Bottles & Mugs',
        leaves: [
          {
            name: 'Vacuum Bottles',
            brands: ['ZOJIRUSHI', 'TIGER'],
            nouns: ['Travel Mug', 'Vacuum Bottle', 'Food Jar'],
            materials: ['Stainless Steel'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Cleaning',
        leaves: [
          {
            name: 'Household Cleaning',
            brands: ['JOY LIFE', 'CLEANWRAP'],
            nouns: ['Scrub Sponge', 'Microfiber Cloth', 'Dish Brush'],
            materials: ['Plastic'],
            unit: 'PK',
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty',
    hue: 320,
    filterGroups: [1, 4, 5],
    children: [
      {
        name: 'Skin Care',
        leaves: [
          {
            name: 'Face Care',
            brands: ['NATURE REPUBLIC', 'VIA'],
            nouns: ['Soothing Gel', 'Sheet Mask', 'Facial Cleanser', 'Moisture Cream'],
            materials: ['Aloe', 'Green Tea'],
            unit: 'EA',
          },
          {
            name: 'Bath & Body',
            brands: ['SALUX', 'NATURE REPUBLIC'],
            nouns: ['Beauty Skin Cloth', 'Body Wash', 'Hand Cream'],
            materials: ['Nylon', 'Aloe'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Hair Care',
        leaves: [
          {
            name: 'Hair Color',
            brands: ['BIGEN', 'VIA'],
            nouns: ['Hair Color', 'Speedy Hair Color', 'Color Conditioner'],
            materials: ['Cream', 'Powder'],
            unit: 'EA',
          },
        ],
      },
      {
        name: 'Health',
        leaves: [
          {
            name: 'Pain Relief',
            brands: ['SALONPAS'],
            nouns: ['Pain Relief Patch', 'Pain Relieving Gel', 'Lidocaine Patch'],
            materials: ['Patch', 'Gel'],
            unit: 'PK',
          },
        ],
      },
    ],
  },
];

/** Words of generated product titles ("BRAND Adjective Noun Size, Color"), for both seeding paths. */
export const TITLE_ADJECTIVES = [
  'Classic',
  'Premium',
  'Compact',
  'Deluxe',
  'Essential',
  'Pro',
  'Everyday',
  'Signature',
  'Smart',
  'Ultra',
];
/** The size in a title for each item of the Capacity filter group (Small, Medium, Large), in its order. */
export const CAPACITY_LABELS = ['0.5 L', '1.0 L', '1.8 L'];

/** Code list div 88: the filter groups; a value's id is the kernel's filterIdOf(group id, its index). */
export const FILTER_GROUPS = [
  { id: 1, name: 'Color', items: ['Black', 'White', 'Red', 'Silver', 'Blue', 'Pink'] },
  { id: 2, name: 'Capacity', items: ['Small', 'Medium', 'Large'] },
  { id: 3, name: 'Material', items: ['Stainless Steel', 'Glass', 'Plastic', 'Ceramic', 'Wood'] },
  { id: 4, name: 'Country of Origin', items: ['Japan', 'Korea', 'China', 'USA'] },
  { id: 5, name: 'Features', items: ['Dishwasher Safe', 'BPA Free', 'Induction Ready', 'Fragrance Free'] },
];

export const PAY_METHODS = [
  { id: 58, name: 'Credit Card' },
  { id: 3215, name: 'Cash / Pay on Terms' },
];
export const SHIP_METHODS = [{ id: 3210, name: 'Ground (freight added to invoice)' }];

/** Sales tax by ship-to state, basis points. States not listed charge none. */
export const TAX_RATES: Record<string, number> = {
  CA: 725,
  NY: 400,
  NJ: 663,
  TX: 625,
  WA: 650,
  IL: 625,
  FL: 600,
  GA: 400,
  PA: 600,
  MA: 625,
  NV: 685,
  AZ: 560,
  CO: 290,
  VA: 530,
  OH: 575,
};

const page = (title: string, body: string) => ({ title, contents: `<h1>${title}</h1>\n${body}` });

export const CMS_PAGES: Record<string, { title: string; contents: string }> = {
  '01': page(
    'Terms & Conditions',
    '<p>All orders are subject to acceptance and stock availability. Prices are wholesale prices in US dollars for registered business customers. Freight is added to the invoice; payment terms apply when the order is ready to ship.</p><p>Backordered items ship when stock arrives unless you cancel them with customer service.</p>',
  ),
  '02': page(
    'Contact Us',
    '<p>Questions about an order, a quote or an account? Send us a message below and a customer service representative will reply within one business day.</p><p>Monday to Friday, 8:30 am to 5:30 pm Pacific.</p>',
  ),
  '42': page(
    'Shipping Policy',
    '<p>Orders ship by ground freight from our warehouse. Freight charges are added to the invoice. Lead times depend on stock; backordered lines ship as soon as they arrive.</p>',
  ),
  '46': page(
    'Privacy Policy',
    '<p>We keep the information you give us to run your account and your orders. We never store full card numbers or security codes. We do not sell your information.</p>',
  ),
  about: page(
    'About Us',
    '<p>We are a wholesale distributor of kitchen, housewares and beauty brands from Japan, Korea and beyond, serving retailers across the United States.</p>',
  ),
  accessibility: page(
    'Accessibility',
    '<p>We aim for WCAG 2.2 AA. Every function of the site works with a keyboard and a screen reader. Tell us about any barrier through the contact page.</p>',
  ),
  faq: page(
    'Frequently Asked Questions',
    "<h2>How do I open an account?</h2><p>Register; a representative approves your account, usually within one business day.</p><h2>Can I get a quote?</h2><p>Yes: use the contact page and attach your list.</p><h2>Is sales tax charged?</h2><p>By ship-to state, unless a seller's permit is on file.</p>",
  ),
};

export const DEMO_BUYER = {
  email: 'buyer@demo.storefront',
  password: 'Wholesale2025!',
  firstname: 'Dana',
  lastname: 'Reyes',
  companyNm: 'Reyes Home & Kitchen Supply',
};
