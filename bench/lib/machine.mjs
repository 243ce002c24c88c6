import { execFileSync } from "node:child_process";

// Lighthouse slows the CPU by a fixed factor whatever the machine, so its
// figures move with the machine under it. On the virtual machines these
// benches run on, two costs moved most: the first write to fresh memory (a
// page fault) and a change of memory protection. Printed beside the pages'
// figures and the reference page's, they tell a slow machine from a slow page
// (docs/performance.md).

const MEGABYTES = 256;
const PAGE_BYTES = 4096;

/** Microseconds per 4 KB page for a first write to fresh memory: the median of three fresh processes. */
export function memoryFirstTouchMicroseconds() {
  const script = `const started = process.hrtime.bigint(); Buffer.allocUnsafe(${MEGABYTES} * 1024 * 1024).fill(1); console.log(Number(process.hrtime.bigint() - started) / 1000);`;
  const pages = (MEGABYTES * 1024 * 1024) / PAGE_BYTES;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) / pages);
  return runs.sort((a, b) => a - b)[1];
}

/**
 * Microseconds to grow a WebAssembly memory by one 64 KB page: V8 changes the
 * protection of reserved address space (mprotect), a page-table update. On
 * session 13's machine that cost 280 µs (an mprotect pair of 64 KB from C:
 * 114 µs, where bare metal takes a few), while the benchmark index and the
 * first write to fresh memory, with transparent huge pages on, looked normal
 * and Lighthouse's scores did not: a browser's JIT and allocators change
 * page protections all the time. The median of three rounds.
 */
export function memoryProtectionChangeMicroseconds() {
  const GROWS = 2000;
  const rounds = [0, 1, 2].map(() => {
    const memory = new WebAssembly.Memory({ initial: 1, maximum: GROWS + 1 });
    const started = process.hrtime.bigint();
    for (let grow = 0; grow < GROWS; grow++) memory.grow(1);
    return Number(process.hrtime.bigint() - started) / 1000 / GROWS;
  });
  return rounds.sort((a, b) => a - b)[1];
}
