import "server-only";
import { db } from "@/lib/db";

// Each app instance keeps the JSON of recently read birthday lists. A trigger
// gives users.birthdays_version a new, never reused value with every change
// (migration 20261121132139_birthdays_version), so one indexed lookup tells
// whether the copy is current, on any instance, whichever path changed it.

const MAX_CACHED_LISTS = 500;
const cache = new Map<number, { version: number; json: string }>();

/** The user's list as JSON: the cached copy while its version is current, else `build()` (then cached). */
export async function cachedListJson(userId: number, build: () => Promise<string>): Promise<string> {
  const [row] = await db().$queryRaw<{ version: number }[]>`SELECT birthdays_version AS version FROM users WHERE id = ${userId}`;
  const version = row?.version ?? -1;
  const cached = cache.get(userId);
  if (cached && cached.version === version) return cached.json;

  // Read after the version: a change in between only makes the next request rebuild.
  const json = await build();
  cache.delete(userId);
  cache.set(userId, { version, json });
  if (cache.size > MAX_CACHED_LISTS) cache.delete(cache.keys().next().value!);
  return json;
}
