import "server-only";
import { runHousekeeping } from "@/lib/auth/housekeeping";
import { runScheduledPass } from "./pass";

// The scheduler's pass inside a long-running server (npm start, npm run dev):
// every few minutes, so a digest or a card goes out within minutes of its
// hour. Every instance may run it; claims make overlapping passes safe.
// Sign-in housekeeping (expired links, counters, sessions) rides along.

export const SCHEDULER_INTERVAL_MS = 5 * 60_000;
const FIRST_PASS_DELAY_MS = 15_000;

type Scheduler = { running: boolean; stop: () => void };

// On globalThis so a module reloaded in development does not start a second timer.
const state = globalThis as unknown as { confettiScheduler?: Scheduler };

/**
 * Starts the in-process passes (once per process) and returns the function
 * that stops them. The delays are for tests; servers use the defaults.
 */
export function startScheduler({
  firstPassDelayMs = FIRST_PASS_DELAY_MS,
  intervalMs = SCHEDULER_INTERVAL_MS,
} = {}): () => void {
  if (state.confettiScheduler) return state.confettiScheduler.stop;

  const pass = async () => {
    if (scheduler.running) return; // a slow pass is still going; the next tick catches up
    scheduler.running = true;
    try {
      const result = await runScheduledPass();
      if (result.due > 0) {
        console.info(
          `Scheduled e-mails: ${result.sent} sent, ${result.skipped} skipped, ${result.failed} failed, ${result.retrying} to retry`,
        );
      }
      await runHousekeeping();
    } catch (error) {
      console.error("Scheduler pass failed; the next one retries", error);
    } finally {
      scheduler.running = false;
    }
  };
  const first = setTimeout(pass, firstPassDelayMs).unref();
  const every = setInterval(pass, intervalMs).unref();
  const scheduler: Scheduler = {
    running: false,
    stop() {
      clearTimeout(first);
      clearInterval(every);
      delete state.confettiScheduler;
    },
  };
  state.confettiScheduler = scheduler;
  return scheduler.stop;
}
