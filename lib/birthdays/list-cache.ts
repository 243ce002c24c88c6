import "server-only";
import { versionedCache } from "@/lib/cache/versioned-cache";
import { db } from "@/lib/db";

// Each app instance keeps the JSON of recently read birthday lists, checked
// against users.birthdays_version, which a trigger changes with every change
// to the user's birthdays (migration 20261121132139_birthdays_version).

const cache = versionedCache<number, string>(500);

/**
 * The user's list as JSON: the cached copy while its version is current, else
 * `build()` (then cached). A caller that has just read the version (the
 * session lookup reads it with the user) passes it and saves a query.
 */
export async function cachedListJson(userId: number, build: () => Promise<string>, knownVersion?: number): Promise<string> {
  return cache.get(userId, knownVersion ?? (await currentVersion(userId)), build);
}

async function currentVersion(userId: number): Promise<number> {
  const [row] = await db().$queryRaw<{ version: number }[]>`SELECT birthdays_version AS version FROM users WHERE id = ${userId}`;
  return row?.version ?? -1;
}
