import { API_KEY, startTestApp, stockedSkus, type TestApp, ORDER_ADDRESS } from '../helpers';
import { placeOrder } from './orders-helpers';
import { newStaff } from './staff-helpers';

let t: TestApp;
let skus: string[];
let rep: { token: string };
beforeAll(async () => {
  t = await startTestApp({ storeTimeZone: 'America/Los_Angeles' });
  skus = await stockedSkus(t, await t.login());
  rep = await newStaff(t, 'rep');
});
afterAll(async () => t?.close());

/** The columns docs/erp-orders.md lists, in its order. */
const COLUMNS = [
  'order_no',
  'order_date',
  'updated_at',
  'status',
  'payment_status',
  'customer_id',
  'customer_company',
  'customer_email',
  'po',
  'payment_method',
  'shipping_method',
  'coupon_code',
  'comment',
  'subtotal',
  'discount',
  'tax',
  'shipping_fee',
  'grand_total',
  ...['bill', 'ship'].flatMap((p) =>
    ['name', 'company', 'address1', 'address2', 'city', 'state', 'zip', 'country', 'phone'].map((f) => `${p}_${f}`),
  ),
  'line_id',
  'sku',
  'title',
  'color',
  'qty',
  'backorder_qty',
  'price',
  'line_total',
  'shipping_status',
  'carrier',
  'tracking_no',
  'ship_date',
];

/** RFC 4180 as the file is written: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      endField();
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

const download = (query: Record<string, string>, token = rep.token) =>
  t.raw('GET', `/api/admin/orders/export.csv?${new URLSearchParams(query).toString()}`, {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
  });

describe('the CSV export', () => {
  it('writes one row per order line under the documented header, as an attachment', async () => {
    const buyer = await t.newCustomer();
    const first = await placeOrder(
      t,
      buyer,
      [
        { sku: skus[0]!, qty: 2 },
        { sku: skus[1]!, qty: 1 },
      ],
      `PO-CSV-1-${process.pid}`,
    );
    const second = await placeOrder(t, buyer, [{ sku: skus[2]!, qty: 3 }], `=SUM(A1:A9)-${process.pid}`);
    await t.db
      .updateTable('orders')
      .set({ comment: 'Leave at "dock 2", ring twice\nThanks', ship_fee_cents: 1250, grand_cents: 999_999 })
      .where('id_so', '=', first)
      .execute();
    const [shipped] = await t.db
      .updateTable('order_lines')
      .set({ shipping_status: 'SHIPPED', carrier: 'UPS', tracking_no: '1Z9', ship_date: '2026-01-15' })
      .where('id_so', '=', first)
      .where('id_style', '=', skus[1]!)
      .returning('id')
      .execute();

    const answer = await download({ customer: buyer.email });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="orders-${day}.csv"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = answer.buffer.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(COLUMNS);
    const records = rows.map((row) => Object.fromEntries(COLUMNS.map((name, i) => [name, row[i]])));
    expect(records.map((r) => [r.order_no, r.sku, r.qty])).toEqual([
      [String(first), skus[0], '2'],
      [String(first), skus[1], '1'],
      [String(second), skus[2], '3'],
    ]);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('id', '=', shipped!.id)
      .executeTakeFirstOrThrow();
    expect(records[1]).toMatchObject({
      status: 'OPEN',
      payment_status: '0',
      customer_id: String(buyer.id),
      customer_company: 'Test Co',
      customer_email: buyer.email,
      po: `PO-CSV-1-${process.pid}`,
      payment_method: 'Cash / Pay on Terms',
      comment: 'Leave at "dock 2", ring twice\nThanks',
      shipping_fee: '12.50',
      grand_total: '9999.99',
      ship_name: 'Dana Reyes',
      ship_state: 'CA',
      ship_zip: '90248',
      line_id: String(line.id),
      title: line.web_title,
      price: (line.price_cents / 100).toFixed(2),
      line_total: (line.total_cents / 100).toFixed(2),
      shipping_status: 'SHIPPED',
      carrier: 'UPS',
      tracking_no: '1Z9',
      ship_date: '2026-01-15',
    });
    // A spreadsheet opening the file must not run what the buyer typed as a formula.
    expect(records[2]!.po).toBe(`'=SUM(A1:A9)-${process.pid}`);
  });

  it('takes the list’s filters; nothing found is the header alone; bad filters are refused as JSON', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const only = parseCsv((await download({ orderNo: String(orderNo) })).buffer.toString('utf8'));
    expect(only.slice(1).map((row) => row[0])).toEqual([String(orderNo)]);
    const none = parseCsv((await download({ customer: buyer.email, status: 'SHIPPED' })).buffer.toString('utf8'));
    expect(none).toEqual([COLUMNS]);
    const bad = await download({ status: 'LOST', paymentStatus: '9' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['paymentStatus', 'status']);
  });

  it('writes every order of a long export, a batch at a time', async () => {
    const buyer = await t.newCustomer();
    // 1 200 orders straight into the database: more than two of the export's batches of 500.
    const values = Array.from({ length: 1200 }, (_, i) => bareOrder(buyer.id, i));
    await t.db.insertInto('orders').values(values).execute();
    const rows = parseCsv((await download({ customer: buyer.email })).buffer.toString('utf8')).slice(1);
    expect(rows).toHaveLength(1200);
    const numbers = rows.map((row) => Number(row[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(1200);
  });

  it('is for admins and reps only', async () => {
    const catalog = await newStaff(t, 'catalog');
    expect((await download({}, catalog.token)).status).toBe(403);
  });
});

/** An order's header as place-order writes it, without lines: one row of the export of its own. */
function bareOrder(customerId: number, i: number) {
  const address = JSON.stringify({ ...ORDER_ADDRESS, companyNm: '' });
  return {
    customer_id: customerId,
    cust_po: `PO-BULK-${i}`,
    idempotency_key: `key-bulk-${process.pid}-${i}`,
    ref_id_so: null,
    status: 'OPEN',
    paid_status: 0,
    subtotal_cents: 1000,
    tax_cents: 0,
    discount_cents: 0,
    ship_fee_cents: 0,
    grand_cents: 1000,
    payment_type: 3215,
    ship_via: 3210,
    id_cc: null,
    bill_address: address,
    ship_address: address,
    ship_address_text: '',
    comment: '',
  };
}
