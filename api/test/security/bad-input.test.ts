import { ADDRESS, placeOrderBody, registration, startTestApp, stockedSkus, type TestApp } from '../helpers';
import { snapshot } from './fixtures';

/** Malformed, hostile and oversized input: a clear 4xx naming what is wrong, and nothing changed. */
let t: TestApp;
let skus: string[];
beforeAll(async () => {
  t = await startTestApp();
  skus = await stockedSkus(t, await t.login());
});
afterAll(async () => t?.close());

describe('smuggled role, approval, price and customer fields', () => {
  it('register ignores status, role, price level and ids: the account waits for approval at level 1', async () => {
    const email = 'smuggler@example.com';
    const res = await t.post('/customer/register', {
      body: {
        customerInfo: {
          ...registration(email),
          status: 'approved',
          role: 'admin',
          isAdmin: true,
          priceLev: 5,
          price_lev: 5,
          token_version: 99,
          id: 1001,
        },
        status: 'approved',
      },
    });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', price_lev: 1 });
    expect(row.token_version).not.toBe(99);
    expect(row.id).not.toBe(1001);
    expect((await t.post('/customer/login', { body: { userId: email, password: 'Sup3rSecret!' } })).status).toBe(403);
  });

  it('customer/set ignores price level, permit, status and an id inside customerInfo: only the caller changes', async () => {
    const c = await t.newCustomer();
    const before = await snapshot(t, c.id);
    const info = { companyNm: 'New Co', firstname: 'New', lastname: 'Name', email: c.email };
    const res = await t.post('/customer/set', {
      token: c.token,
      body: {
        customerInfo: { ...info, priceLev: 5, SPermit: 'EXEMPT', spNo: 'EXEMPT', status: 'approved', role: 'admin' },
      },
    });
    expect(res.status).toBe(200);
    const after = await snapshot(t, c.id);
    expect(after.customer).toMatchObject({ company_nm: 'New Co', price_lev: before.customer!.price_lev, sp_no: '' });
    const other = await t.newCustomer();
    const otherBefore = await snapshot(t, other.id);
    const hijack = await t.post('/customer/set', {
      token: c.token,
      body: { customerInfo: { ...info, companyNm: 'Hijacked', idCustomer: other.id } },
    });
    expect(hijack.status).toBe(200);
    expect(hijack.body.data.idCustomer).toBe(c.id);
    expect(await snapshot(t, other.id)).toEqual(otherBefore);
  });

  it('cart and order payloads: client prices, totals, discounts and fees are ignored', async () => {
    const c = await t.newCustomer();
    const add = await t.post('/cart/add', {
      token: c.token,
      body: { idStyle: skus[0], totQty: 2, price: 0.01, subTotal: 0.02, priceLev: 9, idCustomer: c.id },
    });
    expect(add.status).toBe(200);
    const cart = (await t.get('/cart/get', { token: c.token })).body.cart;
    expect(cart.cartList[0].price).toBeGreaterThan(0.01);
    const cost = (await t.get('/util/get-order-cost', { token: c.token, query: { states: 'CA', shipFee: -50 } })).body
      .orderAmount;
    const order = await t.post('/payment/place-order', {
      token: c.token,
      body: {
        ...placeOrderBody('PO-PRICE', 'price-key-1', {
          discount: 999,
          discountPct: 100,
          shipFee: -50,
          salesTax: 0,
          salesTaxCd: 'EXEMPT',
          grandAmount: 0.01,
          subTotal: 0.01,
          paymentType: 0,
        }),
        grandAmount: 0.01,
      },
    });
    expect(order.status).toBe(200);
    expect(order.body.grandAmount).toBe(cost.output_totAmt);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', order.body.idSO)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discount_cents: 0, ship_fee_cents: 0, customer_id: c.id });
    expect(row.grand_cents).toBe(Math.round(cost.output_totAmt * 100));
    expect(row.subtotal_cents).toBe(Math.round(cart.subTotal * 100));
  });
});

describe('ids past the database integer range', () => {
  it('are refused with 400 naming the field, not a 500 from the database', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
    const before = await snapshot(t, c.id);
    const answers = {
      idSO: await t.get('/order/get-detail', { token: c.token, query: { idSO: '99999999999' } }),
      idSOItems: await t.get('/order/get-item-details', { token: c.token, query: { idSO: 2_147_483_648 } }),
      idSOCopy: await t.post('/order/copy-so', { token: c.token, body: { idSO: 3_000_000_000 } }),
      idAddr: await t.get('/util/get-order-cost', { token: c.token, query: { idAddr: '3000000000' } }),
      refIdSO: await t.post('/payment/place-order', {
        token: c.token,
        body: placeOrderBody('PO-BIG-REF', 'big-ref-1', { refIdSO: 3_000_000_000 }),
      }),
      idCC: await t.post('/payment/place-order', {
        token: c.token,
        body: placeOrderBody('PO-BIG-CARD', 'big-card-1', { idCC: 1e10 }),
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect({ name, status: res.status, code: res.body.code }).toEqual({
        name,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(Object.values(res.body.fields).flat()).toContain('Number is out of range');
    }
    expect(await snapshot(t, c.id)).toEqual(before);
  });
});

describe('states', () => {
  it('a state the product does not know is refused (it would be taxed at nothing); a name is kept as its code', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
    const before = await snapshot(t, c.id);
    const address = await t.post('/payment/add-address', {
      token: c.token,
      body: { addressInfo: { ...ADDRESS, states: 'C A' } },
    });
    expect(address.status).toBe(400);
    expect(address.body.fields).toEqual({ 'addressInfo.states': ['State must be a US state or territory'] });
    const order = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-NO-STATE', 'no-state-1', { ship_state: 'ZZ' }),
    });
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual({ 'data.ship_state': ['State must be a US state or territory'] });
    const cost = await t.get('/util/get-order-cost', { token: c.token, query: { states: 'Nowhere' } });
    expect(cost.status).toBe(400);
    expect(Object.keys(cost.body.fields)).toEqual(['states']);
    expect(await snapshot(t, c.id)).toEqual(before);

    const named = await t.post('/payment/add-address', {
      token: c.token,
      body: { addressInfo: { ...ADDRESS, states: ' california ' } },
    });
    expect(named.status).toBe(200);
    const row = await t.db
      .selectFrom('addresses')
      .select('states')
      .where('id', '=', named.body.idAddr)
      .executeTakeFirstOrThrow();
    expect(row.states).toBe('CA');
    const registered = await t.post('/customer/register', {
      body: { customerInfo: { ...registration('stateless@example.com'), state: 'Atlantis' } },
    });
    expect(registered.status).toBe(400);
    expect(registered.body.fields).toEqual({ 'customerInfo.state': ['State must be a US state or territory'] });
  });
});

describe('quantities', () => {
  it.each([0, -1, 1.5, 1e9, 'ten', 'NaN', null, '1e9', '', ' ', [], [5], {}, true, false])(
    'refuses %p with 400 naming the field',
    async (qty) => {
      const c = await t.newCustomer();
      await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
      await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[0] } });
      const before = await snapshot(t, c.id);
      const line = before.cart[0]!.id;
      const fav = before.favorites[0]!.id;
      const answers = [
        await t.post('/cart/add', { token: c.token, body: { idStyle: skus[1], totQty: qty } }),
        await t.post('/cart/set', { token: c.token, body: { idCartDtl: line, totQty: qty } }),
        await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[1], quantity: qty } }),
        await t.post('/favorites/set', { token: c.token, body: { idWishlist: fav, quantity: qty } }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.fields ?? {}).join()).toMatch(/totQty|quantity/);
      }
      expect(await snapshot(t, c.id)).toEqual(before);
    },
  );
});

describe('catalogue paging, sorting and filters', () => {
  it('refuses page size 10000, a negative or zero page and an unknown sort with 400', async () => {
    const bad = [
      { perPage: 10_000 },
      { perPage: -24 },
      { currPage: -1 },
      { currPage: 0 },
      { currPage: 1.5 },
      { sort: 'price; drop table products' },
      { sort: 'id desc' },
    ];
    for (const query of bad) {
      const res = await t.get('/product/get', { query: { category: 'housewares', ...query } });
      expect({ query, status: res.status, code: res.body.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
    }
  });

  it('refuses a visitor an order by price (it tells what prices would), and not a buyer', async () => {
    for (const sort of ['price-asc', 'price-desc']) {
      const visitor = await t.get('/product/get', { query: { category: 'kitchen', sort } });
      expect({ sort, status: visitor.status, code: visitor.body.code }).toEqual({
        sort,
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
    expect((await t.get('/product/get', { query: { category: 'kitchen', sort: 'name-asc' } })).status).toBe(200);
    const buyer = await t.login();
    const sorted = await t.get('/product/get', { token: buyer, query: { category: 'kitchen', sort: 'price-asc' } });
    expect(sorted.status).toBe(200);
  });

  it('answers 200 filter ids (most unknown) with a normal page', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => 10_000 + i).join(',');
    const res = await t.get('/product/get', { query: { category: 'housewares', filterList: ids } });
    expect(res.status).toBe(200);
    expect(res.body.productList).toEqual([]);
    const junk = await t.get('/product/get', { query: { filterList: '1,2,x;drop' } });
    expect(junk.status).toBe(400);
    for (const filterList of ['2147483648', '5, 999999999999999999999']) {
      const huge = await t.get('/product/get', { query: { category: 'housewares', filterList } });
      expect({ filterList, status: huge.status, fields: huge.body.fields }).toEqual({
        filterList,
        status: 400,
        fields: { filterList: ['Number is out of range'] },
      });
    }
  });

  it('refuses a 10 KB keyword and NUL bytes (400), searches emoji and right-to-left text as text', async () => {
    const long = await t.get('/product/get', { query: { keyword: 'k'.repeat(10 * 1024) } });
    for (const keyword of ['rice\u0000cooker', '\u0000']) {
      const nul = await t.get('/product/get', { query: { keyword } });
      expect(nul).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', fields: { keyword: expect.any(Array) } },
      });
    }
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fields: { keyword: expect.any(Array) } },
    });
    for (const keyword of ['🍚🔥', 'مطبخ', 'שלום rice', '\u202Ecarticle', 'ｒｉｃｅ']) {
      for (const path of ['/product/get', '/product/get-search-preview']) {
        const res = await t.get(path, { query: { keyword } });
        expect({ keyword, path, status: res.status }).toEqual({ keyword, path, status: 200 });
      }
    }
  });

  it('stores emoji and right-to-left text in names as given and refuses a NUL byte or half a surrogate pair naming the field', async () => {
    const c = await t.newCustomer();
    const res = await t.post('/customer/set', {
      token: c.token,
      body: { customerInfo: { companyNm: 'شركة 🍚 Co', firstname: 'Dana', lastname: 'כהן', email: c.email } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ companyNm: 'شركة 🍚 Co', firstname: 'Dana', lastname: 'כהן' });
    const before = await snapshot(t, c.id);
    const nul = await t.post('/customer/set', {
      token: c.token,
      body: { customerInfo: { companyNm: 'Co', firstname: 'Da\u0000na', lastname: 'X', email: c.email } },
    });
    expect(nul).toMatchObject({ status: 400, body: { fields: { 'customerInfo.firstname': expect.any(Array) } } });
    // Half a surrogate pair would read back as U+FFFD: refused, not changed on the way in.
    const half = await t.post('/customer/set', {
      token: c.token,
      body: { customerInfo: { companyNm: 'Co', firstname: 'A\ud800B', lastname: 'X', email: c.email } },
    });
    expect(half).toMatchObject({ status: 400, body: { fields: { 'customerInfo.firstname': expect.any(Array) } } });
    expect(await snapshot(t, c.id)).toEqual(before);
  });
});

describe('JSON bodies', () => {
  const json = { 'x-api-key': 'storefront-web', 'content-type': 'application/json' };

  it('over the size limit: 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.raw('POST', '/api/customer/register', {
      headers: json,
      body: JSON.stringify({ customerInfo: { ...registration('big@example.com'), remark: 'x'.repeat(300 * 1024) } }),
    });
    expect(res).toMatchObject({ status: 413, body: { is_success: false, code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('deeply nested: 400, no crash', async () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const res = await t.raw('POST', '/api/customer/login', {
      headers: json,
      body: `{"userId":"a@b.c","password":"x","extra":${deep}}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const nested = await t.raw('POST', '/api/customer/login', {
      headers: json,
      body: `{"userId":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"password":"x"}`,
    });
    expect(nested.status).toBe(400);
    expect((await t.get('/system/get-menu')).status).toBe(200);
  });

  it('with __proto__ or constructor.prototype keys: 400 and no prototype pollution', async () => {
    const bodies = [
      '{"userId":"a@b.c","password":"x","__proto__":{"polluted":"yes"}}',
      '{"customerInfo":{"__proto__":{"polluted":"yes"}}}',
      '{"userId":"a@b.c","password":"x","constructor":{"prototype":{"polluted":"yes"}}}',
    ];
    for (const body of bodies) {
      const res = await t.raw('POST', '/api/customer/login', { headers: json, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ is_success: false });
    }
    const query = await t.raw('GET', '/api/product/get?__proto__[polluted]=yes&constructor[prototype][polluted]=yes', {
      headers: { 'x-api-key': 'storefront-web' },
    });
    expect(query.status).toBeLessThan(500);
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect((Object.prototype as { polluted?: string }).polluted).toBeUndefined();
  });
});

describe('markup and javascript: URLs', () => {
  it('are stored and answered as plain JSON text in names, PO numbers, comments and contact messages', async () => {
    const c = await t.newCustomer();
    const script = '<script>alert(1)</script>';
    const img = '<img src=x onerror=alert(1)>';
    const url = 'javascript:alert(document.cookie)';
    const set = await t.post('/customer/set', {
      token: c.token,
      body: { customerInfo: { companyNm: url, firstname: script, lastname: img, email: c.email } },
    });
    expect(set.status).toBe(200);
    const profile = await t.raw('GET', '/api/customer/profile', {
      headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${c.token}` },
    });
    expect(profile.headers.get('content-type')).toMatch(/^application\/json/);
    expect(profile.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(profile.body.data).toMatchObject({ companyNm: url, firstname: script, lastname: img });

    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
    const order = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody(img, 'markup-key-1', { shippingComment: script, descr: url, ship_firstNm: script }),
    });
    expect(order.status).toBe(200);
    const listed = await t.get('/order/get', { token: c.token });
    expect(listed.body.orderList[0].custPO).toBe(img);
    const ship = await t.get('/order/get-ship-addr', { token: c.token, query: { idSO: order.body.idSO } });
    expect(ship.body[0].firstNm).toBe(script);

    const form = new FormData();
    form.append(
      'csInfo',
      JSON.stringify({ firstname: script, lastname: img, email: 'x@example.com', message: `${script} ${url}` }),
    );
    const cs = await t.raw('POST', '/api/customer/register-cs', {
      headers: { 'x-api-key': 'storefront-web', authorization: `Bearer ${c.token}` },
      body: form,
    });
    expect(cs.status).toBe(200);
    const stored = await t.db
      .selectFrom('cs_requests')
      .selectAll()
      .where('customer_id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored.message).toBe(`${script} ${url}`);
  });
});

describe('multipart bodies', () => {
  it('a form the parser cannot read (no boundary, cut off) is 400, and nothing is stored', async () => {
    const c = await t.newCustomer();
    const auth = { 'x-api-key': 'storefront-web', authorization: `Bearer ${c.token}` };
    const cases = [
      { 'content-type': 'multipart/form-data', body: 'xx' },
      { 'content-type': 'multipart/form-data; boundary=XB', body: 'garbage' },
      {
        'content-type': 'multipart/form-data; boundary=XB',
        body: '--XB\r\nContent-Disposition: form-data; name="csInfo"\r\n\r\n{"firstname":"Dana"',
      },
    ];
    for (const { body, ...headers } of cases) {
      const res = await t.raw('POST', '/api/customer/register-cs', { headers: { ...auth, ...headers }, body });
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'BAD_REQUEST' });
    }
    const stored = await t.db.selectFrom('cs_requests').select('id').where('customer_id', '=', c.id).execute();
    expect(stored).toEqual([]);
  });

  it('a field over its size is too large (413), not bad JSON; too many fields says so', async () => {
    const c = await t.newCustomer();
    const auth = { 'x-api-key': 'storefront-web', authorization: `Bearer ${c.token}` };
    const send = (form: FormData) => t.raw('POST', '/api/customer/register-cs', { headers: auth, body: form });
    const big = new FormData();
    big.append(
      'csInfo',
      JSON.stringify({ firstname: 'Dana', lastname: 'Reyes', email: c.email, message: 'x'.repeat(70_000) }),
    );
    expect(await send(big)).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'csInfo is too large.' },
    });
    const many = new FormData();
    for (let i = 0; i < 11; i += 1) many.append(`field${i}`, 'x');
    expect(await send(many)).toMatchObject({ status: 413, body: { message: 'The form has too many fields.' } });
  });
});

describe('requests refused before any route', () => {
  it("an address past the header limit gets 431 in the API's own error shape", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/product/get?keyword=${'x'.repeat(20_000)}`, {
      headers: { 'x-api-key': 'storefront-web' },
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      is_success: false,
      message: 'The address or headers of the request are too large.',
      code: 'HEADERS_TOO_LARGE',
    });
  });
});
