import { soldSingly, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let a: { id: number; token: string };
let b: { id: number; token: string };
let skus: string[];
beforeAll(async () => {
  t = await startTestApp();
  a = await t.newCustomer({ priceLev: 3 });
  b = await t.newCustomer();
  skus = (await t.get('/product/get', { token: a.token, query: { category: 'kitchen' } })).body.productList.map(
    (p: { idStyle: string }) => p.idStyle,
  );
  await soldSingly(t, skus);
});
afterAll(async () => t?.close());

describe('cart', () => {
  it('adds, merges, sets, prices by level, removes and clears', async () => {
    const add = await t.post('/cart/add', {
      token: a.token,
      body: { idCustomer: a.id, idStyle: skus[0], color: '', totQty: 2 },
    });
    expect(add.status).toBe(200);
    await t.post('/cart/add', { token: a.token, body: { idStyle: skus[0], quantity: 3 } });
    await t.post('/cart/add', { token: a.token, body: { idStyle: skus[1], totQty: 1 } });
    const cart = await t.get('/cart/get', {
      token: a.token,
      query: { idCustomer: a.id, zipcode: '73301', idStore: 1 },
    });
    expect(cart.body.cart.cartList).toHaveLength(2);
    const first = cart.body.cart.cartList[0];
    expect(first).toMatchObject({ idStyle: skus[0], totQty: 5, idCartDtl: add.body.idCartDtl });
    const price = await t.db
      .selectFrom('product_prices')
      .selectAll()
      .where('id_style', '=', skus[0]!)
      .where('price_lev', '=', 3)
      .executeTakeFirstOrThrow();
    expect(first.price).toBe((price.price_cents - price.sale_cents) / 100);
    expect(cart.body.cart.subTotal).toBeCloseTo(
      cart.body.cart.cartList.reduce((s: number, l: { price: number; totQty: number }) => s + l.price * l.totQty, 0),
      2,
    );

    expect(
      (await t.post('/cart/set', { token: a.token, body: { idCartDtl: first.idCartDtl, totQty: 7 } })).status,
    ).toBe(200);
    expect(
      (
        await t.post('/cart/set', {
          token: a.token,
          body: { idStyle: skus[1], idStyleDtl: 1, zipcode: '73301', totQty: 4 },
        })
      ).status,
    ).toBe(200);
    const after = await t.get('/cart/get', { token: a.token });
    expect(after.body.cart.cartList.map((l: { totQty: number }) => l.totQty)).toEqual([7, 4]);

    expect((await t.post('/cart/remove', { token: a.token, body: { idCartDtl: first.idCartDtl } })).status).toBe(200);
    expect((await t.get('/cart/get', { token: a.token })).body.cart.cartList).toHaveLength(1);
    await t.post('/cart/clear', { token: a.token });
    expect((await t.get('/cart/get', { token: a.token })).body.cart.cartList).toHaveLength(0);
  });

  it('clears only the lines named, in one call, leaving a line added meanwhile and other customers alone', async () => {
    const c = await t.newCustomer();
    for (const idStyle of [skus[0], skus[1]])
      await t.post('/cart/add', { token: c.token, body: { idStyle, totQty: 1 } });
    const seen = (await t.get('/cart/get', { token: c.token })).body.cart.cartList.map(
      (l: { idCartDtl: number }) => l.idCartDtl,
    );
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[2], totQty: 1 } });
    await t.post('/cart/add', { token: a.token, body: { idStyle: skus[0], totQty: 1 } });
    const others = (await t.get('/cart/get', { token: a.token })).body.cart.cartList.map(
      (l: { idCartDtl: number }) => l.idCartDtl,
    );
    const cleared = await t.post('/cart/clear', { token: c.token, body: { idCartDtls: [...seen, ...others] } });
    expect(cleared).toMatchObject({ status: 200, body: { removed: 2 } });
    const left = (await t.get('/cart/get', { token: c.token })).body.cart.cartList;
    expect(left.map((l: { idStyle: string }) => l.idStyle)).toEqual([skus[2]]);
    expect((await t.get('/cart/get', { token: a.token })).body.cart.cartList).toHaveLength(others.length);
    expect((await t.post('/cart/clear', { token: c.token })).body.removed).toBe(1);
  });

  it("refuses bad quantities, unknown products, no session and other customers' lines", async () => {
    for (const totQty of [0, -1, 1.5, 'abc'])
      expect((await t.post('/cart/add', { token: a.token, body: { idStyle: skus[0], totQty } })).status).toBe(400);
    expect((await t.post('/cart/add', { token: a.token, body: { idStyle: 'NOPE-1', totQty: 1 } })).status).toBe(404);
    expect((await t.post('/cart/add', { body: { idStyle: skus[0], totQty: 1 } })).status).toBe(401);
    expect((await t.get('/cart/get')).status).toBe(401);
    expect((await t.get('/cart/get', { token: a.token, query: { idCustomer: b.id } })).status).toBe(403);
    // The guest id names nobody: a client whose store still says 214 gets its own cart.
    expect((await t.get('/cart/get', { token: a.token, query: { idCustomer: 214 } })).status).toBe(200);
    expect(
      (await t.post('/cart/add', { token: a.token, body: { idCustomer: b.id, idStyle: skus[0], totQty: 1 } })).status,
    ).toBe(403);

    const bLine = await t.post('/cart/add', { token: b.token, body: { idStyle: skus[2], totQty: 1 } });
    const steal = await t.post('/cart/remove', { token: a.token, body: { idCartDtl: bLine.body.idCartDtl } });
    expect(steal.status).toBe(404);
    expect(
      (await t.post('/cart/set', { token: a.token, body: { idCartDtl: bLine.body.idCartDtl, totQty: 99 } })).status,
    ).toBe(404);
    expect((await t.get('/cart/get', { token: b.token })).body.cart.cartList[0].totQty).toBe(1);
  });
});

describe('adds the product does not allow', () => {
  it('past 100 000 on one line or favorite: 400 Quantity is too large, and the line keeps its quantity', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 99_990 } });
    await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[0], quantity: 99_990 } });
    const cart = await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 50 } });
    expect(cart.status).toBe(400);
    expect(cart.body.fields).toEqual({ totQty: ['Quantity is too large'] });
    const favorite = await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[0], quantity: 50 } });
    expect(favorite.status).toBe(400);
    expect(favorite.body.fields).toEqual({ quantity: ['Quantity is too large'] });
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList[0].totQty).toBe(99_990);
    expect((await t.get('/favorites/get', { token: c.token })).body.favorites[0].totQty).toBe(99_990);
    // Up to the limit itself is fine.
    expect((await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 10 } })).status).toBe(200);
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList[0].totQty).toBe(100_000);
  });

  it('in a color the product does not come in: 400 naming color; its own color in any case is the same line', async () => {
    const c = await t.newCustomer();
    const product = (await t.get('/product/get-detail', { token: c.token, query: { idStyle: skus[1] } })).body.product;
    for (const path of ['/cart/add', '/favorites/add']) {
      const res = await t.post(path, { token: c.token, body: { idStyle: skus[1], color: 'Ultraviolet', quantity: 1 } });
      expect({ path, status: res.status, fields: Object.keys(res.body.fields ?? {}) }).toEqual({
        path,
        status: 400,
        fields: ['color'],
      });
    }
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[1], totQty: 1 } });
    await t.post('/cart/add', {
      token: c.token,
      body: { idStyle: skus[1], color: product.color.toUpperCase(), totQty: 2 },
    });
    const lines = (await t.get('/cart/get', { token: c.token })).body.cart.cartList;
    expect(lines.map((l: { color: string; totQty: number }) => [l.color, l.totQty])).toEqual([[product.color, 3]]);
    expect((await t.get('/favorites/get', { token: c.token })).body.favorites).toEqual([]);
  });
});

describe('favorites', () => {
  it('adds, lists, sets, removes, clears and creates a cart', async () => {
    const add = await t.post('/favorites/add', {
      token: a.token,
      body: { idCustomer: a.id, idStyle: skus[3], color: '', quantity: 2, idStore: 1 },
    });
    expect(add.body).toMatchObject({ is_success: true, success: true });
    await t.post('/favorites/add', { token: a.token, body: { idStyle: skus[4], quantity: 1 } });
    const list = await t.get('/favorites/get', { token: a.token, query: { idCustomer: a.id, idStore: 1 } });
    expect(list.body.favorites).toHaveLength(2);
    expect(list.body.favorites[0]).toMatchObject({ idWishlist: add.body.idWishlist, idStyle: skus[3], totQty: 2 });
    expect(
      (await t.post('/favorites/set', { token: a.token, body: { idCustomer: a.id, idStyle: skus[3], quantity: 6 } }))
        .status,
    ).toBe(200);

    await t.post('/cart/clear', { token: a.token });
    const created = await t.post('/favorites/create-cart', { token: a.token, body: { idCustomer: a.id } });
    expect(created.body.message).toBe('Cart created successfully!');
    const cart = await t.get('/cart/get', { token: a.token });
    expect(cart.body.cart.cartList.map((l: { idStyle: string; totQty: number }) => [l.idStyle, l.totQty])).toEqual([
      [skus[3], 6],
      [skus[4], 1],
    ]);

    const removed = await t.post('/favorites/remove', {
      token: a.token,
      body: { idCustomer: a.id, idWishlist: add.body.idWishlist },
    });
    expect(removed.body.message).toBe('Remove from Favorites Success!');
    await t.post('/favorites/clear', { token: a.token });
    expect((await t.get('/favorites/get', { token: a.token })).body.favorites).toEqual([]);
    expect((await t.post('/favorites/create-cart', { token: a.token })).status).toBe(422);
  });

  it('adds no favorite to the cart when one would take its line past the largest quantity, and says which', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[3], totQty: 99_999 } });
    await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[3], quantity: 7 } });
    await t.post('/favorites/add', { token: c.token, body: { idStyle: skus[4], quantity: 1 } });
    const created = await t.post('/favorites/create-cart', { token: c.token });
    expect(created).toMatchObject({
      status: 400,
      body: { fields: { idStyle: [`${skus[3]}: Quantity is too large`] } },
    });
    expect(created.body.message).toContain(skus[3]);
    const cart = await t.get('/cart/get', { token: c.token });
    expect(cart.body.cart.cartList.map((l: { idStyle: string; totQty: number }) => [l.idStyle, l.totQty])).toEqual([
      [skus[3], 99_999],
    ]);
  });

  it('keeps favorites private', async () => {
    const mine = await t.post('/favorites/add', { token: b.token, body: { idStyle: skus[5], quantity: 1 } });
    expect(
      (await t.post('/favorites/remove', { token: a.token, body: { idWishlist: mine.body.idWishlist } })).status,
    ).toBe(404);
    expect(
      (await t.post('/favorites/set', { token: a.token, body: { idWishlist: mine.body.idWishlist, quantity: 5 } }))
        .status,
    ).toBe(404);
    expect((await t.get('/favorites/get', { token: a.token, query: { idCustomer: b.id } })).status).toBe(403);
    expect((await t.get('/favorites/get')).status).toBe(401);
    expect((await t.post('/favorites/add', { token: a.token, body: { idStyle: skus[5], quantity: 0 } })).status).toBe(
      400,
    );
  });
});

describe('newsletter', () => {
  it('stores sign-ups once per email and validates the address', async () => {
    const body = { email: 'News@Example.com', firstname: '', lastname: '', tags: ['Website Signup'] };
    expect((await t.post('/mailchimp/add-subscriber', { body })).body.message).toBe('Thank you for subscribing!');
    expect((await t.post('/mailchimp/add-subscriber', { body })).status).toBe(200);
    const rows = await t.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows.map((r) => r.email)).toEqual(['news@example.com']);
    expect((await t.post('/mailchimp/add-subscriber', { body: { email: '   ' } })).status).toBe(400);
  });
});
