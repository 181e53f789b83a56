import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import { API_KEY, onPostgres, startTestApp, type TestApp } from '../helpers';
import { csvFile, importFile, scratchFolder } from './catalogue-helpers';

// A catalogue change shows to buyers on their next load in every API process on one PostgreSQL database
// (docs/product.md §13.6): the writing process tells the others through NOTIFY, and they drop their kept
// answers. The second process keeps its answers for a minute here, so only the notice can explain a change.
const describeOnPostgres = onPostgres ? describe : describe.skip;

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await startTestApp();
    other = await buildApp({ config: { ...t.config, answerCacheMs: 60_000 }, db: createDatabase(t.config) });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("drops the other process's kept product answers when one imports", async () => {
    const token = (await t.newCustomer()).token;
    const [first] = (await t.get('/product/get', { token, query: { category: 'housewares' } })).body.productList as {
      idStyle: string;
    }[];
    const detail = async () => {
      const answer = await other.inject({
        method: 'GET',
        url: `/api/product/get-detail?idStyle=${encodeURIComponent(first!.idStyle)}`,
        headers: { authorization: `Bearer ${token}`, 'x-api-key': API_KEY },
      });
      return answer.body;
    };
    const before = await detail();
    expect(await detail()).toBe(before);
    await importFile(t, csvFile(scratchFolder('notify'), ['sku,title', `"${first!.idStyle}",Renamed in one process`]));
    const deadline = Date.now() + 10_000;
    let after = await detail();
    while (!after.includes('Renamed in one process') && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      after = await detail();
    }
    expect(after).toContain('Renamed in one process');
  });
});
