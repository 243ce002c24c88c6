import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "cards-test";

/** s3rver accepts any key pair; these only have to be present and match. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A local S3-compatible server (s3rver) on a free port of 127.0.0.1 with one
 * empty bucket, its files in a temporary folder removed on close.
 */
export async function startS3() {
  const directory = await mkdtemp(join(tmpdir(), "confetti-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    options: { endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", bucket: TEST_BUCKET, ...CREDENTIALS },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file whose app code uses storage(): an s3rver started before the
 * file's tests with the app pointed at it (STORAGE_DRIVER=s3). lib/config
 * reads the environment once per module registry, so call this at the top of
 * the file, before anything loads lib/config.
 */
export function storeInS3() {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
    Object.assign(process.env, {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.options.endpoint,
      S3_REGION: s3.options.region,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    });
  });
  afterAll(() => s3.close());
}
