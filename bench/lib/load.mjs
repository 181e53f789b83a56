// Load runs with autocannon: bounded in time, loopback only, no pipelining.
import autocannon from 'autocannon';
import { API_KEY } from './stack.mjs';

/**
 * One autocannon run; returns req/s and latency percentiles in ms. The percentiles come from each 2xx
 * response's own time (autocannon's histogram keeps whole milliseconds, too coarse for a p99 of a few ms,
 * where one step would move a ratio by a third).
 */
export async function load({ url, connections = 32, duration = 5, method = 'GET', headers = {}, body, requests }) {
  const instance = autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    method,
    headers: { 'x-api-key': API_KEY, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    requests,
  });
  const times = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    requests: ok,
    failed: bad,
  };
}

/**
 * `requests` as one rotation every connection takes its next request from: autocannon starts each
 * connection at the list's first request, so 32 connections would ask the same thing in step.
 */
export function sharedRotation(requests) {
  let next = 0;
  return [{ setupRequest: (req) => ({ ...req, ...requests[next++ % requests.length] }) }];
}

/** The q-th quantile (nearest rank) of the times, to 0.01 ms; 0 when there are none, as autocannon says. */
export function percentile(times, q) {
  if (times.length === 0) return 0;
  const sorted = Float64Array.from(times).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return Math.round(sorted[rank] * 100) / 100;
}

/** A loop of async jobs on `workers` concurrent lanes for `seconds`: completed jobs per second, failures and the first one's message. */
export async function rate(seconds, workers, job) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  let firstError;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, lane) => {
      for (let i = 0; Date.now() < until; i++) {
        try {
          await job(lane, i);
          done++;
        } catch (error) {
          failed++;
          firstError ??= String(error?.message ?? error).slice(0, 200);
        }
      }
    }),
  );
  return { perSecond: Math.round((done / ((Date.now() - started) / 1000)) * 10) / 10, done, failed, firstError };
}
