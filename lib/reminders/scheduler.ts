import "server-only";
import { runReminderPass } from "./pass";

// The reminder pass inside a long-running server (npm start, npm run dev):
// every few minutes, so a digest goes out within minutes of its hour. Every
// instance may run it; claims make overlapping passes safe.

export const SCHEDULER_INTERVAL_MS = 5 * 60_000;
const FIRST_PASS_DELAY_MS = 15_000;

// On globalThis so a module reloaded in development does not start a second timer.
const state = globalThis as unknown as { confettiReminderScheduler?: { running: boolean } };

export function startReminderScheduler(): void {
  if (state.confettiReminderScheduler) return;
  const scheduler = { running: false };
  state.confettiReminderScheduler = scheduler;

  const pass = async () => {
    if (scheduler.running) return; // a slow pass is still going; the next tick catches up
    scheduler.running = true;
    try {
      const result = await runReminderPass();
      if (result.due > 0) {
        console.info(
          `Reminders: ${result.sent} sent, ${result.skipped} skipped, ${result.failed} failed, ${result.retrying} to retry`,
        );
      }
    } catch (error) {
      console.error("Reminder pass failed; the next one retries", error);
    } finally {
      scheduler.running = false;
    }
  };
  setTimeout(pass, FIRST_PASS_DELAY_MS).unref();
  setInterval(pass, SCHEDULER_INTERVAL_MS).unref();
}
