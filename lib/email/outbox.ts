import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";
import type { ProviderMessage } from "./providers/provider";

// The development outbox: one JSON file per message in <DATA_DIR>/outbox/,
// named after its idempotency key, so a key is stored at most once even when
// two requests (or two processes) race.
//
// The folder is only known at run time; `turbopackIgnore` keeps Next's build
// from tracing the whole project into the server bundle because of it.

/** A finished message as the outbox keeps it: what a provider gets, plus its id and time. */
export type OutboxMessage = Omit<ProviderMessage, "tags"> & {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  template: string;
  locale: string;
};

export function outboxDir(dataDir: string = getConfig().DATA_DIR): string {
  return path.resolve(dataDir, "outbox");
}

/** The id of a message is derived from its key: the same key, the same file. */
function idFor(idempotencyKey: string): string {
  return createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32);
}

const ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Stores a message unless one with the same idempotency key is there already.
 * Returns the stored message (the earlier one on a repeat) and whether it is new.
 */
export async function storeInOutbox(
  dir: string,
  message: Omit<OutboxMessage, "id" | "createdAt">,
): Promise<{ message: OutboxMessage; created: boolean }> {
  const id = idFor(message.idempotencyKey);
  const file = path.join(dir, `${id}.json`);
  const stored: OutboxMessage = { id, ...message, createdAt: new Date().toISOString() };
  await mkdir(/* turbopackIgnore: true */ dir, { recursive: true });
  // Written in full to a temporary name, then hard-linked into place: link()
  // fails if the name exists, so readers never see half a file and the first
  // writer of a key wins.
  const temporary = path.join(dir, `.${id}.${randomBytes(6).toString("hex")}.tmp`);
  await writeFile(/* turbopackIgnore: true */ temporary, `${JSON.stringify(stored, null, 2)}\n`);
  try {
    await link(/* turbopackIgnore: true */ temporary, file);
    return { message: stored, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const earlier = await readMessageFile(file);
    if (!earlier) throw error;
    return { message: earlier, created: false };
  } finally {
    await unlink(/* turbopackIgnore: true */ temporary).catch(() => {});
  }
}

/** Every stored message, newest first. */
export async function listOutbox(dir: string = outboxDir()): Promise<OutboxMessage[]> {
  const names = await readdir(/* turbopackIgnore: true */ dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const messages = await Promise.all(
    names
      .filter((name) => ID_PATTERN.test(name.replace(/\.json$/, "")) && name.endsWith(".json"))
      .map((name) => readMessageFile(path.join(dir, name))),
  );
  return messages
    .filter((message): message is OutboxMessage => message !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** One message by id, or null (also for anything that is not an id). */
export async function readOutboxMessage(id: string, dir: string = outboxDir()): Promise<OutboxMessage | null> {
  if (!ID_PATTERN.test(id)) return null;
  return readMessageFile(path.join(dir, `${id}.json`));
}

async function readMessageFile(file: string): Promise<OutboxMessage | null> {
  try {
    return JSON.parse(await readFile(/* turbopackIgnore: true */ file, "utf8")) as OutboxMessage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
