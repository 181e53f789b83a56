import type { ColumnType, Generated } from 'kysely';

/** Timestamps: written as Date or ISO text, read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  status: 'pending' | 'approved' | 'rejected' | 'inactive';
  token_version: Generated<number>;
  firstname: string;
  lastname: string;
  company_nm: string;
  tel: string;
  cell_phone: string;
  fax: string;
  addr: string;
  city: string;
  zipcode: string;
  state: string;
  country: string;
  ein: string;
  b_type: string;
  b_license_no: string;
  sp_no: string;
  remark: string;
  price_lev: Generated<number>;
  receive_email: Generated<boolean>;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
  /** Charged no sales tax (migration 012; approval's default: a seller's permit is on file). */
  tax_exempt: Generated<boolean>;
  /** The most its unpaid orders on terms may come to; null for no limit. */
  credit_limit_cents: number | null;
  /** Why a registration was rejected, as the applicant's email said; '' otherwise. */
  reject_reason: Generated<string>;
}

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Failed sign-ins in a row per normalised email (lib/sign-in-throttle.ts). */
export interface SignInThrottleTable {
  email: string;
  failures: number;
  locked_until: NullableTimestamp;
  updated_at: CreatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo: string;
  sort: number;
}

export interface CategoriesTable {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  level: number;
  filepath1: string;
  banner_filepath1: string;
  filter_groups: string;
  sort: number;
}

export interface ProductsTable {
  id: Generated<number>;
  id_style: string;
  web_title: string;
  websitename: string;
  brand_id: number;
  category_id: number;
  barcode: string;
  color: string;
  tags: string;
  uom: string;
  qty_per_uom: number;
  qty_per_ctn: number;
  ava_qty: number;
  retail_cents: number;
  sold_count: number;
  position: number;
  is_featured: boolean;
  is_new: boolean;
  filepath1: string;
  created_at: CreatedAt;
  /** The filter ids (codes) the product is tagged with: AND across groups, OR within one (migration 005). */
  filter_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** `active` or `hidden`: a hidden product leaves the storefront, orders keep it (migration 015). */
  status: Generated<'active' | 'hidden'>;
  /** An image and active: what every list shows (a stored column the partial indexes are on). */
  listed: ColumnType<boolean, never, never>;
  /** The minimum order quantity, whole packs (docs/product.md §6.6). */
  min_buy: number;
  /** The main image's thumbnail; '' where none was made (the picture itself serves). */
  tfilepath1: Generated<string>;
  /** Bumped by a trigger on every update; a page's save carrying an older one is refused (migration 016). */
  version: Generated<number>;
}

/** Volume breaks: from `min_qty` up, `percent_bp` (basis points) off the buyer's price (migration 015). */
export interface ProductBreaksTable {
  id_style: string;
  min_qty: number;
  percent_bp: number;
}

/** One import of the catalogue file, checked or written (migration 015). */
export interface CatalogueImportsTable {
  id: Generated<number>;
  staff_id: number | null;
  file_name: string;
  image_count: Generated<number>;
  dry_run: boolean;
  status: 'checking' | 'checked' | 'importing' | 'imported' | 'refused' | 'failed';
  summary: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
  /** Touched as an import runs: a row left running by a stopped server is seen by its age. */
  updated_at: CreatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ProductPricesTable {
  id_style: string;
  price_lev: number;
  price_cents: number;
  sale_cents: number;
}

export interface ProductImagesTable {
  id: Generated<number>;
  id_style: string;
  filepath1: string;
  show_order: number;
  /** The name the picture was given with (the catalogue file's `images` column names it). */
  file_name: Generated<string>;
  /** SHA-256 of the bytes given, hex; '' for pictures stored before migration 015. */
  sha256: Generated<string>;
  tfilepath1: Generated<string>;
}

export interface ProductSpecsTable {
  id_style: string;
  code: 'UNIT' | 'PACK' | 'CTN';
  width: string;
  height: string;
  length: string;
  weight: string;
  color: string;
  material: string;
  country_of_origin: string;
  min_buy: number;
}

export interface ProductLinksTable {
  id_style: string;
  linked_id_style: string;
  kind: 'related' | 'cross';
}

export interface CodesTable {
  div: string;
  id_code: number;
  code_nm: string;
  item1: string;
  item2: string;
  sort: number;
}

export interface BannersTable {
  id: Generated<number>;
  brand_code: string;
  kind: 'main' | 'cms';
  title: string;
  url: string;
  filepath1: string;
  sort: number;
  /** Migration 019 (docs/product.md §13.8): whether the home shows it; a hidden one stays, to be shown again. */
  is_shown: Generated<boolean>;
  /** The uploaded picture's thumbnail; '' for a seeded one (the picture itself serves). */
  tfilepath1: Generated<string>;
}

export interface CmsPagesTable {
  gubun: string;
  title: string;
  contents: string;
  /** Migration 018 (docs/product.md §13.7): each save makes the next version; the one before is kept. */
  version: Generated<number>;
  /** When this version was saved; null for the demo's pages and those from before the back office. */
  updated_at: NullableTimestamp;
  /** Who saved it (a member's email); '' when not recorded. */
  updated_by: Generated<string>;
  /** The version this one restored, if it is a restore. */
  restored_from: number | null;
}

export interface EcatalogsTable {
  id: Generated<number>;
  title: string;
  tfilepath1: string;
  filepath2: string;
  sort: number;
  /** Migration 018 (docs/product.md §13.7): the full-size cover ('' for none, or a demo catalog's). */
  filepath1: Generated<string>;
  /** The PDF's name as it was sent, and its size in bytes. */
  file_name: Generated<string>;
  file_bytes: Generated<number>;
  /** Whether buyers see it on /ecatalog. */
  visible: Generated<boolean>;
  created_at: CreatedAt;
}

export interface StoresTable {
  id_store: number;
  name: string;
  zipcode: string;
}

export interface TaxRatesTable {
  state: string;
  /** Basis points: 725 = 7.25 %. */
  rate_bp: number;
}

export interface CartLinesTable {
  id: Generated<number>;
  customer_id: number;
  id_style: string;
  color: string;
  qty: number;
  created_at: CreatedAt;
}

export interface WishlistTable {
  id: Generated<number>;
  customer_id: number;
  id_style: string;
  color: string;
  qty: number;
  created_at: CreatedAt;
}

export interface NewsletterTable {
  email: string;
  firstname: string;
  lastname: string;
  tags: string;
  created_at: CreatedAt;
  /** Migration 018 (docs/product.md §13.7): when Mailchimp took the sign-up; null while it has not. */
  forwarded_at: NullableTimestamp;
  /** Why the last forward failed; '' when none did. */
  forward_failure: Generated<string>;
}

export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  address_type: 'ship' | 'bill' | 'both';
  is_default: boolean;
  first_nm: string;
  last_nm: string;
  company_nm: string;
  addr: string;
  addr2: string;
  city: string;
  states: string;
  zipcode: string;
  country: string;
  tel: string;
  created_at: CreatedAt;
}

export interface PaymentCardsTable {
  id: Generated<number>;
  customer_id: number;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
  created_at: CreatedAt;
}

export interface OrderAddress {
  firstNm: string;
  lastNm: string;
  companyNm: string;
  addr: string;
  addr2: string;
  city: string;
  states: string;
  zipcode: string;
  country: string;
  tel: string;
}

export interface OrdersTable {
  id_so: Generated<number>;
  customer_id: number;
  cust_po: string;
  idempotency_key: string;
  ref_id_so: number | null;
  status: string;
  paid_status: number;
  subtotal_cents: number;
  tax_cents: number;
  discount_cents: number;
  ship_fee_cents: number;
  grand_cents: number;
  payment_type: number;
  ship_via: number;
  id_cc: number | null;
  bill_address: ColumnType<OrderAddress, string, string>;
  ship_address: ColumnType<OrderAddress, string, string>;
  ship_address_text: string;
  comment: string;
  /** The discount code given in the cart; '' for none. */
  coupon_cd: Generated<string>;
  /** When the confirmation was mailed (it goes once); null until then, and again after a failed send. */
  confirmation_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  /** Bumped by every staff save; a save carrying an older version is refused (migration 012). */
  version: Generated<number>;
  internal_note: Generated<string>;
  updated_at: CreatedAt;
  /** The transaction that last wrote the row (a trigger sets it), as text: the ERP feed's order. */
  changed_xid: ColumnType<string, never, never>;
}

export interface OrderLinesTable {
  id: Generated<number>;
  id_so: number;
  id_style: string;
  web_title: string;
  filepath1: string;
  color: string;
  qty: number;
  backorder_qty: number;
  price_cents: number;
  total_cents: number;
  shipping_status: string;
  carrier: Generated<string>;
  tracking_no: Generated<string>;
  /** The day the line shipped; null until then. A `date`: read it as text with to_char(ship_date, 'YYYY-MM-DD'). */
  ship_date: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * How many orders have each status and payment status, in slots summed together; written only by the
 * orders' triggers (migration 014).
 */
export interface OrderCountsTable {
  status: string;
  paid_status: number;
  slot: number;
  n: ColumnType<number, never, never>;
}

/** A member of the distributor's staff (migration 012): never a customer. */
export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: Generated<string>;
  role: 'admin' | 'rep' | 'catalog';
  /** '' until the member sets a password through a one-time link. */
  password_hash: Generated<string>;
  active: Generated<boolean>;
  token_version: Generated<number>;
  created_at: CreatedAt;
}

export interface StaffPasswordLinksTable {
  token_hash: string;
  staff_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One staff write or CLI decision: append-only. */
export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  /** The member who wrote; null for the CLI. */
  staff_id: number | null;
  /** What the log shows as who: the member's email, or `cli`. */
  actor: string;
  action: string;
  record_kind: string;
  record_id: string;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface CsRequestsTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  email: string;
  message: string;
  destination: string;
  files: ColumnType<{ name: string; stored: string; type: string; size: number }[], string, string>;
  created_at: CreatedAt;
}

/** A discount code of the store (migration 009); `code` compares ignoring case and surrounding spaces. */
export interface CouponsTable {
  id: Generated<number>;
  code: string;
  /** Whole percent off the order's subtotal, or null for an amount-off code. */
  percent_off: number | null;
  /** Cents off the order's subtotal (never more than it), or null for a percent-off code. */
  amount_off_cents: number | null;
  /** First and last day it can be used, as the store counts days; null is open. */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  description: Generated<string>;
  created_at: CreatedAt;
}

/** A case of the service desk (migration 017, docs/product.md §13.9); its id is the case number. */
export interface ServiceCasesTable {
  id: Generated<number>;
  kind: 'question' | 'quote';
  customer_id: number;
  status: Generated<'new' | 'open' | 'answered' | 'closed'>;
  /** The member it is assigned to; null for nobody. */
  assignee_id: number | null;
  /** The name the buyer wrote under, and where a reply is mailed. */
  name: Generated<string>;
  email: string;
  /** Bumped by every change of the case or its thread; a staff save carrying an older one is refused. */
  version: Generated<number>;
  created_at: CreatedAt;
  /** When its thread or status last changed: the case's last activity. */
  updated_at: CreatedAt;
}

/** One message of a case's thread: the buyer's, a staff reply, or an internal note. */
export interface ServiceMessagesTable {
  id: Generated<number>;
  case_id: number;
  kind: 'buyer' | 'reply' | 'note';
  /** The member who wrote a reply or note; null for the buyer's. */
  staff_id: number | null;
  body: string;
  /** A buyer's message: the stored request (cs_requests) it was sent as. */
  cs_request_id: number | null;
  /** A reply: when its mail to the buyer went; null until then. */
  mailed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A file of a buyer's message, stored under `cs-uploads` as the contact form stores it. */
export interface ServiceAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  /** The buyer who sent it: the only buyer who may download it. */
  customer_id: number;
  name: string;
  stored: string;
  type: string;
  size: number;
  created_at: CreatedAt;
}

/** A line of a quote request from the cart, priced as the buyer's cart priced it then. */
export interface ServiceQuoteLinesTable {
  id: Generated<number>;
  case_id: number;
  id_style: string;
  web_title: string;
  color: Generated<string>;
  qty: number;
  price_cents: number;
}

/** A content page as it was before a save (migration 018, docs/product.md §13.7). */
export interface CmsPageVersionsTable {
  gubun: string;
  version: number;
  title: string;
  contents: string;
  saved_at: NullableTimestamp;
  saved_by: string;
  restored_from: number | null;
}

/** The home page's choices, one row (migration 019, docs/product.md §13.8). */
export interface HomeSettingsTable {
  id: number;
  /** The promotional strip's text for a visitor, a signed-in buyer: null is the standard wording, '' hides it. */
  promo_visitor: string | null;
  promo_buyer: string | null;
  /** Whether the tiles, and each rail, show what was picked rather than their rule. */
  tiles_picked: boolean;
  best_seller_picked: boolean;
  new_arrival_picked: boolean;
  featured_picked: boolean;
}

/** The categories picked for the home's tiles, in order (migration 019). */
export interface HomeTilesTable {
  category_id: number;
  sort: number;
}

/** The products picked for a home rail, in order (migration 019). */
export interface HomeRailPicksTable {
  rail: 'bestSeller' | 'newarrival' | 'featured';
  id_style: string;
  sort: number;
}

/** Product ids the search index must read again, in commit order (migration 020). */
export interface SearchChangesTable {
  seq: Generated<number>;
  product_id: number;
  /** The writing transaction (xid8, read as text): what a process has read up to is a transaction. */
  xid: Generated<string>;
  at: Generated<Date>;
}

export interface Database {
  customers: CustomersTable;
  password_resets: PasswordResetsTable;
  sign_in_throttle: SignInThrottleTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  product_images: ProductImagesTable;
  product_specs: ProductSpecsTable;
  product_links: ProductLinksTable;
  codes: CodesTable;
  banners: BannersTable;
  cms_pages: CmsPagesTable;
  ecatalogs: EcatalogsTable;
  stores: StoresTable;
  tax_rates: TaxRatesTable;
  cart_lines: CartLinesTable;
  wishlist: WishlistTable;
  newsletter_subscribers: NewsletterTable;
  addresses: AddressesTable;
  payment_cards: PaymentCardsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_counts: OrderCountsTable;
  product_breaks: ProductBreaksTable;
  catalogue_imports: CatalogueImportsTable;
  cs_requests: CsRequestsTable;
  coupons: CouponsTable;
  staff: StaffTable;
  staff_password_links: StaffPasswordLinksTable;
  audit_log: AuditLogTable;
  home_settings: HomeSettingsTable;
  home_tiles: HomeTilesTable;
  home_rail_picks: HomeRailPicksTable;
  service_cases: ServiceCasesTable;
  service_messages: ServiceMessagesTable;
  service_attachments: ServiceAttachmentsTable;
  service_quote_lines: ServiceQuoteLinesTable;
  cms_page_versions: CmsPageVersionsTable;
  search_changes: SearchChangesTable;
}
