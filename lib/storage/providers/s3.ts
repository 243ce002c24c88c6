import "server-only";
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Storage } from "../storage";

export type S3Options = {
  /** Unset: AWS S3 itself. Set: another S3-compatible service (R2, MinIO), addressed path-style. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Files as objects in an S3-compatible bucket: for deployments with many
 * instances or many pictures, where the database should not carry them.
 * The bucket stays private; the app serves every file itself
 * (app/api/images/[file]/route.ts) with its own headers.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted services (MinIO, s3rver) have no per-bucket host names.
    forcePathStyle: options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's newer default sends
    // headers some S3-compatible services refuse.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  return {
    name: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          bytes: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        // A missing key is no error in S3; anything reported here is a real failure.
        if (result.Errors?.length) {
          const [first] = result.Errors;
          throw new Error(`S3 could not delete ${result.Errors.length} file(s), e.g. ${first?.Key}: ${first?.Code} ${first?.Message}`);
        }
      }
    },
  };
}
