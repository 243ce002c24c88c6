import "server-only";
import { getConfig } from "@/lib/config";
import type { Config } from "@/lib/config/schema";
import { databaseStorage } from "./providers/database";
import { s3Storage } from "./providers/s3";
import type { Storage } from "./storage";

// Where the app keeps files (pictures on group cards), behind one small
// interface: the database by default, an S3-compatible bucket when
// STORAGE_DRIVER=s3. Never the local disk: an instance's disk is neither
// shared with the others nor backed up with the data
// (docs/decisions/036-image-storage-and-pipeline.md).

export type { Storage, StoredFile } from "./storage";

let active: Storage | undefined;

/** The configured storage: chosen once per process. */
export function storage(): Storage {
  active ??= createStorage(getConfig());
  return active;
}

function createStorage(config: Config): Storage {
  if (config.STORAGE_DRIVER === "postgres") return databaseStorage();
  // The configuration refuses to start without these when the driver is s3.
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION!,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  });
}
