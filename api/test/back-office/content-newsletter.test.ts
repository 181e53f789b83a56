import { parse } from 'csv-parse/sync';
import { API_KEY, startTestApp, type Body, type TestApp } from '../helpers';
import { contentCalls } from './content-helpers';
import { newStaff } from './staff-helpers';

/** The email list's sign-ups in the back office (docs/product.md §13.7, §9.4). */
let t: TestApp;
let calls: ReturnType<typeof contentCalls>;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await newStaff(t, 'catalog')).token;
  calls = contentCalls(t, token);
  // Sign-ups a minute apart, the newest last; one with a name a spreadsheet would run as a formula.
  const start = Date.parse('2026-03-01T10:00:00Z');
  await t.db
    .insertInto('newsletter_subscribers')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `buyer${String(i).padStart(2, '0')}@shop${i % 3}.example`,
        firstname: i === 29 ? '=HYPERLINK("http://evil.example")' : `First${i}`,
        lastname: `Last${i}`,
        tags: 'Website Signup',
        created_at: new Date(start + i * 60_000),
      })),
    )
    .execute();
});
afterAll(async () => t?.close());

const csvOf = async (query = '') => {
  const answer = await t.raw('GET', `/api/admin/content/subscribers.csv${query}`, {
    headers: { authorization: `Bearer ${token}`, 'x-api-key': API_KEY },
  });
  return { ...answer, rows: parse(answer.buffer.toString('utf8'), { columns: true }) as Record<string, string>[] };
};

describe('the email list', () => {
  it('lists sign-ups newest first, paged, searched by part of the email, none forwarded without Mailchimp', async () => {
    const first = await calls.get('subscribers-list', { pageSize: 25 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 30, mailchimp: false });
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.rows[0]).toEqual({
      email: 'buyer29@shop2.example',
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Last29',
      tags: 'Website Signup',
      signedUpAt: '2026-03-01T10:29:00.000Z',
      forwardedAt: null,
      forwardFailure: '',
    });
    const second = await calls.get('subscribers-list', { pageSize: 25, page: 2 });
    expect(second.body.rows.map((r: Body) => r.email)).toEqual([
      'buyer04@shop1.example',
      'buyer03@shop0.example',
      'buyer02@shop2.example',
      'buyer01@shop1.example',
      'buyer00@shop0.example',
    ]);

    const found = await calls.get('subscribers-list', { q: '  SHOP1 ' });
    expect(found.body.total).toBe(10);
    expect(found.body.rows.every((r: Body) => r.email.endsWith('@shop1.example'))).toBe(true);
    // A search's % and _ are taken as they are typed.
    expect((await calls.get('subscribers-list', { q: '%' })).body.total).toBe(0);
    expect((await calls.get('subscribers-list', { pageSize: 10 })).status).toBe(400);
  });

  it('exports the sign-ups the search finds as CSV, newest first, a formula written as text', async () => {
    const all = await csvOf();
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(all.headers.get('content-disposition')).toMatch(
      /^attachment; filename="email-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.buffer.toString('utf8').split('\r\n')[0]).toBe(
      'email,first_name,last_name,tags,signed_up_at,forwarded_to_mailchimp,forwarded_at,forward_failure',
    );
    expect(all.rows.length).toBeGreaterThanOrEqual(30);
    expect(all.rows[0]).toEqual({
      email: 'buyer29@shop2.example',
      first_name: `'=HYPERLINK("http://evil.example")`,
      last_name: 'Last29',
      tags: 'Website Signup',
      signed_up_at: '2026-03-01T10:29:00.000Z',
      forwarded_to_mailchimp: 'no',
      forwarded_at: '',
      forward_failure: '',
    });
    const some = await csvOf('?q=shop0');
    expect(some.rows.map((r) => r.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `buyer${String(27 - i * 3).padStart(2, '0')}@shop0.example`),
    );
  });
});

describe('forwarding to Mailchimp', () => {
  let mc: TestApp;
  let fetchSpy: jest.SpyInstance;
  beforeAll(async () => {
    mc = await startTestApp({ mailchimpApiKey: 'key-us9', mailchimpListId: 'list-1' });
  });
  afterAll(async () => mc?.close());
  afterEach(() => fetchSpy.mockRestore());

  const subscribe = (email: string) =>
    mc.post('/mailchimp/add-subscriber', { body: { email, firstname: '', lastname: '', tags: ['Website Signup'] } });
  const listed = async (email: string) => {
    const member = await newStaff(mc, 'admin');
    const answer = await mc.get('/admin/content/subscribers-list', { token: member.token, query: { q: email } });
    expect(answer.body.mailchimp).toBe(true);
    return answer.body.rows[0];
  };

  it('marks a sign-up Mailchimp took as forwarded', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    expect((await subscribe('Taken@Example.com')).status).toBe(200);
    await mc.settled();
    expect(String(fetchSpy.mock.calls[0]![0])).toMatch(
      /^https:\/\/us9\.api\.mailchimp\.com\/3\.0\/lists\/list-1\/members\//,
    );
    const row = await listed('taken@example.com');
    expect(row).toMatchObject({ email: 'taken@example.com', forwardFailure: '' });
    expect(Date.parse(row.forwardedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps why a forward failed, and the sign-up stays unforwarded', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    expect((await subscribe('refused@example.com')).status).toBe(200);
    await mc.settled();
    expect(await listed('refused@example.com')).toMatchObject({
      forwardedAt: null,
      forwardFailure: 'Mailchimp answered 503',
    });
  });
});
