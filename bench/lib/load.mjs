// Load runs with autocannon: bounded in time, loopback only, no pipelining.
import autocannon from 'autocannon';
import { API_KEY } from './stack.mjs';

/** One autocannon run; returns req/s and latency percentiles in ms. */
export async function load({ url, connections = 32, duration = 5, method = 'GET', headers = {}, body, requests }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    method,
    headers: { 'x-api-key': API_KEY, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    requests,
  });
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: ok,
    failed: bad,
  };
}

/** A loop of async jobs on `workers` concurrent lanes for `seconds`; returns completed jobs per second. */
export async function rate(seconds, workers, job) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, lane) => {
      for (let i = 0; Date.now() < until; i++) {
        try {
          await job(lane, i);
          done++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { perSecond: Math.round((done / ((Date.now() - started) / 1000)) * 10) / 10, done, failed };
}
