import "server-only";

// A per-instance cache of values that the database versions: a trigger gives
// a row's version column a new, never reused value with every change (the
// birthdays_version of users, the contributions_version of group_cards), so
// one indexed read tells whether a copy is current on any instance, whichever
// path made the change. A digest of what the value is made of versions it as
// well. Bounded: the least recently stored entry goes first.

export type VersionedCache<K, V> = {
  /** The cached value while `version` is the stored one, else `build()` (then cached). */
  get(key: K, version: number | string, build: () => Promise<V>): Promise<V>;
};

export function versionedCache<K, V>(maxEntries: number): VersionedCache<K, V> {
  const entries = new Map<K, { version: number | string; value: V }>();
  return {
    async get(key, version, build) {
      const cached = entries.get(key);
      if (cached && cached.version === version) return cached.value;
      // Built after the version was read: a change in between only makes the next request rebuild.
      const value = await build();
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
