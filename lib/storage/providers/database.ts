import "server-only";
import { db } from "@/lib/db";
import type { Storage } from "../storage";

/**
 * Files as rows of stored_objects (the default): nothing else to run or
 * configure, and one database backup holds the pictures with the cards
 * they belong to. Fine for the few megabytes a card's pictures take.
 */
export function databaseStorage(): Storage {
  return {
    name: "postgres",
    async put(key, bytes, contentType) {
      const data = { contentType, bytes: bytesOf(bytes) };
      await db().storedObject.upsert({ where: { key }, create: { key, ...data }, update: data });
    },
    async get(key) {
      const row = await db().storedObject.findUnique({ where: { key }, select: { bytes: true, contentType: true } });
      return row && { bytes: row.bytes, contentType: row.contentType };
    },
    async delete(keys) {
      if (keys.length > 0) await db().storedObject.deleteMany({ where: { key: { in: keys } } });
    },
  };
}

/** Prisma's Bytes columns take a Uint8Array backed by a plain ArrayBuffer. */
function bytesOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
