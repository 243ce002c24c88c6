// Phase timing for the test scripts and CI: each phase prints how long it took,
// so a run that grows slower says where.

/** Minutes and seconds, e.g. "3 min 07 s". */
export function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** Runs `work` (sync or async) as a named phase and prints its time; returns what it returns. */
export async function timed(name, work) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    return await work();
  } finally {
    console.log(`⏱ ${name}: ${duration(Date.now() - started)}`);
  }
}
