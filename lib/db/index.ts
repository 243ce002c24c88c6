import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { getConfig } from "@/lib/config";
import { PrismaClient } from "./generated/client";

// One client per process. The global keeps it across hot reloads in
// development, where modules are re-evaluated but connections should not leak.
const holder = globalThis as unknown as { confettiDb?: PrismaClient };

/** How long a transaction waits for a connection before failing with P2028. */
const TRANSACTION_MAX_WAIT_MS = 10_000;

/** The database client. Created on first use so builds need no database. */
export function db(): PrismaClient {
  holder.confettiDb ??= createClient();
  return holder.confettiDb;
}

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = getConfig();
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX });
  // A write waits its turn for a connection longer than Prisma's 2 s before it
  // gives up (a 503 to retry, lib/http/route.ts): under a burst the embedded
  // database's one connection is shared by everyone.
  return new PrismaClient({ adapter, transactionOptions: { maxWait: TRANSACTION_MAX_WAIT_MS } });
}

/** True when the database answers a trivial query. */
export async function databaseIsReachable(): Promise<boolean> {
  try {
    await db().$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}
