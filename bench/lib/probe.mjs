import { Worker } from "node:worker_threads";

// Timing another request while a bench attacks the server. The prober runs in
// a thread of its own, so what it measures is the server's answer time, not
// the wait behind the bench's own work of sending large bodies.

/** Milliseconds since 1970 with sub-millisecond precision, comparable between threads. */
export const clock = () => performance.timeOrigin + performance.now();

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const PROBER = `
const { parentPort, workerData } = require("node:worker_threads");
const clock = () => performance.timeOrigin + performance.now();
let stop = false;
parentPort.on("message", () => (stop = true));
(async () => {
  const probes = [];
  while (!stop) {
    const start = clock();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error("GET /api/health answered " + response.status);
    const end = clock();
    probes.push({ start, end, ms: end - start });
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(probes);
})();
`;

/** GET /api/health every `every` ms until `done` resolves: when each was sent and how long it took. */
export async function probeHealth(baseUrl, done, every = 50) {
  const worker = new Worker(PROBER, { eval: true, workerData: { url: `${baseUrl}/api/health`, every } });
  const probes = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await done;
  worker.postMessage("stop");
  const result = await probes;
  await worker.terminate();
  return result;
}
