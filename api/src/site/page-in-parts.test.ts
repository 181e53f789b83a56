import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { pageEncoding, sendInParts } from './page-in-parts';

describe('the encoding of a page sent in parts', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR ; Q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s gives %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

// Over a real socket: the point is what reaches the browser, and when.
describe('a page sent in parts', () => {
  let app: FastifyInstance;
  let base: string;
  let finishRest: (text: string) => void = () => {};
  /** The bytes on the socket when the page's rest was started, for the request under test. */
  let restStarted: Promise<number>;
  let markRestStarted: (written: number) => void = () => {};

  beforeAll(async () => {
    // A test that fails with its page unfinished must not leave close() waiting on the connection.
    app = Fastify({ forceCloseConnections: true });
    app.get('/page', async (request, reply) => {
      const rest = () => {
        markRestStarted(reply.raw.socket?.bytesWritten ?? 0);
        return new Promise<string>((resolve) => (finishRest = resolve));
      };
      return sendInParts(reply.type('text/html'), request.headers['accept-encoding'], '<head>first</head>', rest);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  /** Requests the page; resolves with the response once its first bytes are in, and the whole decoded body later. */
  const requestPage = (acceptEncoding?: string) =>
    new Promise<{ res: http.IncomingMessage; firstPart: Promise<string>; body: Promise<string> }>((resolve, reject) => {
      const req = http.get(`${base}/page`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      req.on('error', reject);
      req.on('response', (res) => {
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? res.pipe(zlib.createBrotliDecompress())
            : encoding === 'gzip'
              ? res.pipe(zlib.createGunzip())
              : res;
        let text = '';
        let firstSeen: (t: string) => void = () => {};
        const firstPart = new Promise<string>((r) => (firstSeen = r));
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          firstSeen(text);
        });
        const body = new Promise<string>((r, j) => {
          decoded.on('end', () => r(text));
          decoded.on('error', j);
        });
        resolve({ res, firstPart, body });
      });
    });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])(
    'with accept-encoding %s: the first part arrives, %s-encoded, before the rest is ready',
    async (accept, encoding) => {
      restStarted = new Promise((resolve) => (markRestStarted = resolve));
      const { res, firstPart, body } = await requestPage(accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      // The rest is not ready yet: what arrived can only be the first part, flushed through the compression.
      expect(await firstPart).toBe('<head>first</head>');
      // The rest started only once the first part was on the socket: its work cannot hold the first part back.
      // (It may start after the client has read the first part: client and server share this process.)
      expect(await restStarted).toBeGreaterThan(0);
      finishRest('<body>rest</body>');
      expect(await body).toBe('<head>first</head><body>rest</body>');
    },
  );
});
