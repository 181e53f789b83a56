/**
 * @jest-environment node
 */
// The transport against a real HTTP server on a free port: Node's fetch is the browser's API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchTransport } from './fetch-transport';
import type { ApiRequest } from './http-client';

let server: Server;
let origin = '';
const received: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const path = request.url?.split('?')[0];
      if (path === '/json') {
        response.writeHead(409, { 'content-type': 'application/json', 'retry-after': '5' });
        response.end(JSON.stringify({ is_success: false, message: 'Taken' }));
      } else if (path === '/text') {
        response.writeHead(502, { 'content-type': 'text/html' });
        response.end('<h1>Bad Gateway</h1>');
      } else if (path === '/file') {
        response.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"' });
        response.end('a;b\n1;2\n');
      } else if (path === '/empty') {
        response.writeHead(204);
        response.end();
      } else if (path === '/cut') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        response.write('{"is_');
        response.destroy();
      }
      // '/never' gets no answer.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const request = (path: string, more: Partial<ApiRequest> = {}): ApiRequest => ({
  method: 'GET',
  path,
  url: `${origin}${path}`,
  headers: {},
  responseType: 'json',
  timeout: 0,
  signal: new AbortController().signal,
  ...more,
});

describe('fetchTransport', () => {
  it('sends the method, headers and body, and gives any status back as an answer with its JSON and headers', async () => {
    const answer = await fetchTransport(
      request('/json?a=1', {
        method: 'POST',
        headers: { 'x-api-key': 'storefront-web', 'content-type': 'application/json' },
        body: '{"po":"PO-1"}',
      }),
    );
    expect(answer).toMatchObject({ status: 409, data: { is_success: false, message: 'Taken' } });
    expect(answer.headers['retry-after']).toBe('5');
    expect(received[0]).toMatchObject({ method: 'POST', url: '/json?a=1', body: '{"po":"PO-1"}' });
    expect(received[0]?.headers).toMatchObject({ 'x-api-key': 'storefront-web', 'content-type': 'application/json' });
  });

  it('keeps a body that is no JSON as its text, and an empty one as nothing', async () => {
    await expect(fetchTransport(request('/text'))).resolves.toMatchObject({
      status: 502,
      data: '<h1>Bad Gateway</h1>',
    });
    await expect(fetchTransport(request('/empty'))).resolves.toMatchObject({ status: 204, data: undefined });
  });

  it('gives a file asked for as a blob, with its Content-Disposition', async () => {
    const answer = await fetchTransport(request('/file', { responseType: 'blob' }));
    expect(answer.data).toBeInstanceOf(Blob);
    expect(await (answer.data as Blob).text()).toBe('a;b\n1;2\n');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="a.csv"');
  });

  it('sends FormData as multipart, its boundary written by fetch', async () => {
    const form = new FormData();
    form.append('csInfo', '{"message":"hello"}');
    form.append('files', new Blob(['x;y'], { type: 'text/csv' }), 'list.csv');
    await fetchTransport(request('/empty', { method: 'POST', body: form }));
    expect(String(received[0]?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body).toContain('filename="list.csv"');
  });

  it('rejects as a network failure when no answer comes, or the answer is cut off', async () => {
    const closed = `http://127.0.0.1:1`;
    await expect(fetchTransport(request('/x', { url: `${closed}/x` }))).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    await expect(fetchTransport(request('/cut'))).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const call = fetchTransport(request('/never', { signal: controller.signal }));
    await new Promise<void>((resolve) => {
      const check = () => (received.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});
