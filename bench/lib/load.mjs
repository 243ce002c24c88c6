import autocannon from "autocannon";

/**
 * Requests per second that a URL sustains: autocannon on loopback, bounded
 * in time, after a short warm-up. Fails when any response is not 2xx.
 */
export async function throughput(url, { headers = {}, seconds = 10, connections = 20 } = {}) {
  await autocannon({ url, headers, duration: 2, connections });
  const result = await autocannon({ url, headers, duration: seconds, connections });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${result.requests.total} requests failed`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
