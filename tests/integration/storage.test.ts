import { randomBytes } from "node:crypto";
import { databaseStorage } from "@/lib/storage/providers/database";
import { s3Storage } from "@/lib/storage/providers/s3";
import type { Storage } from "@/lib/storage";
import { startS3 } from "../support/s3";

// The same behaviour from both storage drivers: the database's, and the S3
// driver against a local S3-compatible server (s3rver).

let s3: Awaited<ReturnType<typeof startS3>>;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());

const drivers: [string, () => Storage][] = [
  ["postgres", () => databaseStorage()],
  ["s3", () => s3Storage(s3.options)],
];

describe.each(drivers)("the %s storage driver", (_name, driver) => {
  it("gives back the bytes and type it stored, and null for a key it does not have", async () => {
    const storage = driver();
    const bytes = randomBytes(300_000);
    await storage.put("Abc_def-ghijklmnopqrstu.webp", bytes, "image/webp");
    const file = await storage.get("Abc_def-ghijklmnopqrstu.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
    expect(await storage.get("Abc_def-ghijklmnopqrstu-small.webp")).toBeNull();
  });

  it("replaces a file put again under the same key", async () => {
    const storage = driver();
    await storage.put("key-1.webp", Buffer.from("first"), "image/webp");
    await storage.put("key-1.webp", Buffer.from("second"), "image/png");
    const file = await storage.get("key-1.webp");
    expect(Buffer.from(file!.bytes).toString()).toBe("second");
    expect(file?.contentType).toBe("image/png");
  });

  it("deletes the files named, leaves the others, and takes keys it never had", async () => {
    const storage = driver();
    await storage.put("a.webp", Buffer.from("a"), "image/webp");
    await storage.put("b.webp", Buffer.from("b"), "image/webp");
    await storage.put("c.webp", Buffer.from("c"), "image/webp");
    await storage.delete(["a.webp", "c.webp", "never-stored.webp"]);
    expect(await storage.get("a.webp")).toBeNull();
    expect(await storage.get("c.webp")).toBeNull();
    expect(Buffer.from((await storage.get("b.webp"))!.bytes).toString()).toBe("b");
    // Twice, as two instances sweeping at once would.
    await Promise.all([storage.delete(["b.webp"]), storage.delete(["b.webp"])]);
    expect(await storage.get("b.webp")).toBeNull();
    await storage.delete([]);
  });
});
