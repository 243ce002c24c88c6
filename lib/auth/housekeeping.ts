import "server-only";
import { pruneAiImageGenerations } from "@/lib/ai/quotas";
import { db } from "@/lib/db";
import { addMissingGridVariants, removeOrphanImages } from "@/lib/group-cards/images";
import { RATE_LIMIT_MAX_WINDOW_MS } from "./rate-limit";

// Removes what sign-in (and account deletion) leaves behind once it can no longer matter,
// and the pictures no card shows any more. Runs with
// every reminder pass (the in-process scheduler, the cron route, `npm run
// reminders`); each step is one DELETE of rows past a fixed moment (the
// pictures' sweep is built to the same rule: lib/group-cards/images.ts), so any
// number of instances may run it at once and a repeat finds nothing to do.

/** Used and unused links stay a day past their expiry, so a late click still gets the right "link expired" page. */
const EXPIRED_LINK_GRACE_MS = 24 * 60 * 60 * 1000;

export type HousekeepingResult = {
  links: number;
  rateLimitCounters: number;
  sessions: number;
  deletionLinks: number;
  /** Google Contacts authorizations and import tickets past their expiry (abandoned popups). */
  googleImportLeftovers: number;
  /** Null when storage failed (logged); the next pass tries again. */
  orphanImages: number | null;
  /** Older pictures given their grid variants (decision 055); null when that failed (logged). */
  gridVariants: number | null;
};

export async function runHousekeeping(now = new Date()): Promise<HousekeepingResult> {
  const links = await db().verificationToken.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - EXPIRED_LINK_GRACE_MS) } },
  });
  // No rule's window is longer, so an older counter counts nothing any more.
  const rateLimitCounters = await db().rateLimitCounter.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - RATE_LIMIT_MAX_WINDOW_MS) } },
  });
  // Idle past 30 days or 90 days after sign-in: expiresAt already says which came first.
  const sessions = await db().session.deleteMany({ where: { expiresAt: { lte: now } } });
  // An account deletion link past its hour deletes nothing; nobody needs its row.
  const deletionLinks = await db().accountDeletionRequest.deleteMany({ where: { expiresAt: { lte: now } } });
  // An abandoned Google import: its state or ticket is refused once expired, so the row is of no use.
  const googleAuthorizations = await db().googleAuthorization.deleteMany({ where: { expiresAt: { lte: now } } });
  const googleTickets = await db().googleImportTicket.deleteMany({ where: { expiresAt: { lte: now } } });
  await pruneAiImageGenerations(now); // AI image quotas count the last 24 hours only
  // Last, and on its own: it talks to storage, whose outage must not fail the steps above or the reminder pass's answer.
  const orphanImages = await removeOrphanImages(now).catch((error: unknown) => {
    console.error("Removing orphaned pictures failed; the next housekeeping pass retries", error);
    return null;
  });
  const gridVariants = await addMissingGridVariants().catch((error: unknown) => {
    console.error("Making older pictures' grid variants failed; the next housekeeping pass retries", error);
    return null;
  });
  return {
    links: links.count,
    rateLimitCounters: rateLimitCounters.count,
    sessions: sessions.count,
    deletionLinks: deletionLinks.count,
    googleImportLeftovers: googleAuthorizations.count + googleTickets.count,
    orphanImages,
    gridVariants,
  };
}
