import * as contracts from './index';
import type { CallContract } from './common';

const calls = (Object.values(contracts) as unknown[]).filter(
  (v): v is CallContract => !!v && typeof v === 'object' && 'path' in v && 'method' in v && 'request' in v,
);

describe('call contracts', () => {
  it("give every call one unique path under one of the API's domains", () => {
    const paths = calls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(path).toMatch(
        /^\/(cart|product|system|favorites|mailchimp|customer|util|order|payment|service)\/[a-z-]+$|^\/admin\/[a-z-]+\/[a-z.-]+$/,
      );
  });

  it('make reads GET and writes POST', () => {
    // The back office (docs/product.md §13) names its reads: a list, a detail, an export, a feed, `me`.
    const isAdminRead = (path: string) =>
      /^\/admin\/.*\/(list|detail|me|feed|attachment|[a-z-]+-list|[a-z-]+-detail|[a-z-]+\.csv)$/.test(path);
    for (const call of calls.filter((c) => c.path.startsWith('/admin/')))
      expect(`${call.method} ${call.path}`).toBe(`${isAdminRead(call.path) ? 'GET' : 'POST'} ${call.path}`);
    for (const call of calls.filter((c) => !c.path.startsWith('/admin/'))) {
      const isWrite =
        /\/(add|remove|set|clear|create-cart|copy-so|place-order|login|register|register-cs|change-password|request-password-reset|reset-password|add-address|add-payment-method|add-subscriber|send-confirmation-email|sign-out|request-quote)$/.test(
          call.path,
        );
      expect(`${call.method} ${call.path}`).toBe(`${isWrite ? 'POST' : 'GET'} ${call.path}`);
    }
  });

  it('accept positive whole quantities only', () => {
    expect(contracts.quantitySchema.safeParse('3').success).toBe(true);
    for (const bad of [0, -2, 1.5, 'x', 200_000]) expect(contracts.quantitySchema.safeParse(bad).success).toBe(false);
  });

  it('read numbers from numbers and numeric text only: no boolean, null, array or blank becomes 1, 0 or 5', () => {
    expect(contracts.quantitySchema.parse(' 7 ')).toBe(7);
    expect(contracts.quantitySchema.parse(12)).toBe(12);
    const refused = [true, false, null, [5], ['5'], '', ' ', '0x10', '5 5', {}];
    for (const bad of refused) expect(contracts.quantitySchema.safeParse(bad).success).toBe(false);
    expect(contracts.quantitySchema.safeParse(true).error?.issues[0]?.message).toBe('Quantity must be a number');
    // The limits keep their own words.
    expect(contracts.quantitySchema.safeParse('0').error?.issues[0]?.message).toBe(
      'Quantity must be a positive number',
    );
    expect(contracts.quantitySchema.safeParse(200_000).error?.issues[0]?.message).toBe('Quantity is too large');
    // Every other number a call takes from text: ids, pages, page sizes, fees.
    const others = [
      contracts.intParam(),
      contracts.idCustomerParam,
      contracts.getProductsCall.request.shape.perPage,
      contracts.getProductsCall.request.shape.currPage,
      contracts.getOrderCostCall.request.shape.point,
    ];
    for (const schema of others) {
      for (const bad of [true, false, null, [24], '']) expect(schema.safeParse(bad).success).toBe(false);
      expect(schema.safeParse('24').data).toBe(24);
    }
  });

  it('refuse whole numbers outside the database integer range, which no id can have', () => {
    const idSO = contracts.getOrderDetailCall.request.shape.idSO;
    expect(idSO.safeParse('2147483647').data).toBe(2_147_483_647);
    for (const bad of ['2147483648', '99999999999', '1e10']) {
      expect(idSO.safeParse(bad).error?.issues[0]?.message).toBe('Number is out of range');
    }
    expect(contracts.intParam().safeParse(-3_000_000_000).success).toBe(false);
    expect(contracts.intParam().safeParse(-2_147_483_648).success).toBe(true);
  });

  it('say what is missing in words: the field, or the choice the product names', () => {
    const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages(contracts.getProductDetailCall.request.safeParse({}))).toEqual({ idStyle: 'idStyle is required' });
    expect(messages(contracts.getOrderDetailCall.request.safeParse({}))).toEqual({ idSO: 'This field is required' });
    expect(messages(contracts.getCodeCall.request.safeParse({}))).toEqual({ div: 'div is required' });
    expect(messages(contracts.intParam().safeParse(1.5))).toEqual({ '': 'Must be a whole number' });
    const order = messages(contracts.placeOrderDataSchema.safeParse({ custPO: 'PO-1', idCC: null }));
    expect(order).toMatchObject({
      idCC: 'You must select Payment Method!',
      ship_firstNm: 'You must select Shipping Address!',
      ship_state: 'You must select Shipping Address!',
      bill_addr: 'You must select Billing Address!',
    });
  });

  it('name the check that failed, not the type, when a value is out of its range or too long', () => {
    const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    const search = contracts.getProductsCall.request.shape;
    expect(first(search.currPage.safeParse('0'))).toBe('Must be at least 1');
    expect(first(contracts.getOrderDetailCall.request.shape.idSO.safeParse(0))).toBe('Must be a positive number');
    expect(first(contracts.intParam((n) => n.min(3)).safeParse(2))).toBe('Must be at least 3');
    expect(first(contracts.intParam((n) => n.max(9)).safeParse(10))).toBe('Must be at most 9');
    expect(first(contracts.intParam((n) => n.gt(5)).safeParse(5))).toBe('Must be more than 5');
    expect(first(contracts.intParam((n) => n.lt(100)).safeParse(100))).toBe('Must be less than 100');
    expect(first(contracts.intParam().safeParse('many'))).toBe('Must be a number');
    expect(first(contracts.idStyleSchema.safeParse('x'.repeat(101)))).toBe('idStyle is too long');
    expect(first(contracts.idStyleSchema.safeParse(['a', 'b']))).toBe('idStyle must be given once');
    expect(first(contracts.idStyleSchema.safeParse(7))).toBe('idStyle must be text');
    expect(first(contracts.idStyleSchema.safeParse(null))).toBe('idStyle is required');
    // A value of another type is there, only wrong: "is required" would say to send it.
    const po = contracts.requiredText('Purchase Order Number', 60);
    expect(first(po.safeParse(12345))).toBe('Purchase Order Number must be text');
    expect(first(po.safeParse(['01', '02']))).toBe('Purchase Order Number must be given once');
    expect(first(po.safeParse(undefined))).toBe('Purchase Order Number is required');
    // Only invisible characters is nothing to read: as blank.
    expect(first(po.safeParse('\u200b\u200d'))).toBe('Purchase Order Number is required');
    expect(po.safeParse('PO\u200b1').success).toBe(true);
    expect(first(contracts.optionalText(40, 'Fax').safeParse(5))).toBe('Fax must be text');
    expect(first(contracts.getCodeCall.request.safeParse({ div: '9'.repeat(11) }))).toBe('div is too long');
    expect(first(contracts.csInfoSchema.safeParse(undefined))).toBe('csInfo is required');
    expect(first(contracts.csInfoSchema.safeParse([]))).toBe('csInfo must be an object');
  });

  it('keep one-line fields on one line: a line break cannot write lines of its own into a mail', () => {
    const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(first(contracts.requiredText('First name').safeParse('Eve\r\nBcc: victim@evil.example'))).toBe(
      'First name must be on one line',
    );
    expect(first(contracts.optionalText(200, 'Address 2').safeParse('Suite 5\nX-Injected: yes'))).toBe(
      'Address 2 must be on one line',
    );
    // Every text that goes into a mail as a line of its own, the ones with defaults too.
    const placeOrder = contracts.placeOrderDataSchema.shape;
    expect(first(placeOrder.ship_country.safeParse('Canada\nBcc: evil@example.com'))).toBe(
      'Country must be on one line',
    );
    expect(placeOrder.ship_country.safeParse(undefined).data).toBe('United States');
    expect(first(contracts.newAddressSchema.shape.country.safeParse('US\rX'))).toBe('Country must be on one line');
    const cs = contracts.registerCsCall.request.shape.destination;
    expect(first(cs.safeParse('sales\nFrom: ceo@storefront.local'))).toBe('Destination must be on one line');
    const subscriber = contracts.addSubscriberCall.request.shape;
    expect(first(subscriber.firstname.safeParse('Dana\nX'))).toBe('First name must be on one line');
    expect(first(subscriber.tags.safeParse(['a\nb']))).toBe('Tag must be on one line');
    expect(contracts.requiredText('First name').safeParse(' Eve ').data).toBe('Eve');
    expect(contracts.requiredLines('Remark').safeParse('Referred by a rep.\nCall mornings.').success).toBe(true);
  });

  it("read true/false flags from booleans or the words, never 'false' as true", () => {
    expect(contracts.booleanFromText.parse('false')).toBe(false);
    expect(contracts.booleanFromText.parse(true)).toBe(true);
    for (const bad of ['yes', 1, 0, null]) expect(contracts.booleanFromText.safeParse(bad).success).toBe(false);
  });

  it('use the product words in validation messages', () => {
    const reset = contracts.resetPasswordCall.request.safeParse({ token: 'abcdefghijkl', newPassword: 'short' });
    expect(reset.success).toBe(false);
    expect(reset.error?.issues[0]?.message).toBe('Password must be at least 8 characters long');
    const cs = contracts.csInfoSchema.safeParse({
      firstname: 'a',
      lastname: 'b',
      email: 'a@b.co',
      message: 'too short',
    });
    expect(cs.error?.issues[0]?.message).toBe('Please enter a message of at least 10 characters.');
    // A filled field past its limit says so, not that it is required.
    const long = `${'a'.repeat(250)}@example.com`;
    expect(contracts.emailSchema.safeParse(long).error?.issues[0]?.message).toBe('Email is too long');
    const login = contracts.loginCall.request.safeParse({ userId: long, password: 'p'.repeat(201) });
    expect(login.error?.issues.map((issue) => issue.message)).toEqual(['Email is too long', 'Password is too long']);
  });

  it('strip a card number down to digits before checking it', () => {
    const entity = { CCNumber: '4111 1111-1111 1111', CNAMEF: 'A', CNAMEL: 'B', CCExpYear: '2031', CCExpMonth: '6' };
    const parsed = contracts.addPaymentMethodCall.request.parse({ entity });
    expect(parsed.entity.CCNumber).toBe('4111111111111111');
  });
});
