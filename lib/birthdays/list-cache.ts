import "server-only";
import { db } from "@/lib/db";

// Each app instance keeps the JSON of recently read birthday lists. A trigger
// gives users.birthdays_version a new, never reused value with every change
// (migration 20261121132139_birthdays_version), so one indexed lookup tells
// whether the copy is current, on any instance, whichever path changed it.

const MAX_CACHED_LISTS = 500;
const cache = new Map<number, { version: number; json: string }>();

/**
 * The user's list as JSON: the cached copy while its version is current, else
 * `build()` (then cached). A caller that has just read the version (the
 * session lookup reads it with the user) passes it and saves a query.
 */
export async function cachedListJson(userId: number, build: () => Promise<string>, knownVersion?: number): Promise<string> {
  const version = knownVersion ?? (await currentVersion(userId));
  const cached = cache.get(userId);
  if (cached && cached.version === version) return cached.json;

  // Read after the version: a change in between only makes the next request rebuild.
  const json = await build();
  cache.delete(userId);
  cache.set(userId, { version, json });
  if (cache.size > MAX_CACHED_LISTS) cache.delete(cache.keys().next().value!);
  return json;
}

async function currentVersion(userId: number): Promise<number> {
  const [row] = await db().$queryRaw<{ version: number }[]>`SELECT birthdays_version AS version FROM users WHERE id = ${userId}`;
  return row?.version ?? -1;
}
