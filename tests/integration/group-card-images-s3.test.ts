import sharp from "sharp";
import { db } from "@/lib/db";
import { removeOrphanImages } from "@/lib/group-cards/images";
import { imageFileName, imageKeyOfUrl } from "@/lib/images/urls";
import { storage } from "@/lib/storage";
import { s3Storage } from "@/lib/storage/providers/s3";
import { api, cardWithEveryRole } from "../support/group-cards";
import { photoWithGps, svg } from "../support/images";
import { storeInS3 } from "../support/s3";

// The picture flow of group-card-images.test.ts with STORAGE_DRIVER=s3,
// against a local S3-compatible server (s3rver): nothing lands in the database
// but the pictures' rows, and removal empties the bucket.
storeInS3();
jest.setTimeout(60_000);

/** The bucket as the app's configuration names it, read without going through the app. */
const bucket = () =>
  s3Storage({
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION!,
    bucket: process.env.S3_BUCKET!,
    accessKeyId: process.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY!,
  });

it("stores, serves and removes pictures in the bucket", async () => {
  expect(storage().name).toBe("s3");
  const s = await cardWithEveryRole();
  // Upright 2,800 px wide: wide enough for the grid's two phone-sized variants as well.
  const uploaded = await api.uploadImage(s.card.id, await photoWithGps({ width: 700, height: 2800 }), { cookie: s.cookies.invitee });
  expect(uploaded.status).toBe(201);
  const { url } = await uploaded.json();
  const key = imageKeyOfUrl(url)!;
  const files = [imageFileName(key, "large"), imageFileName(key, "small"), imageFileName(key, 960), imageFileName(key, 1280)];
  expect(await db().storedObject.count()).toBe(0);
  for (const file of files) expect((await bucket().get(file))?.contentType).toBe("image/webp");

  const served = await api.image(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/webp");
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect([metadata.exif, metadata.icc, metadata.xmp]).toEqual([undefined, undefined, undefined]);

  const refused = await api.uploadImage(s.card.id, svg, { cookie: s.cookies.invitee, name: "a.svg", type: "image/svg+xml" });
  expect(refused.status).toBe(415);

  const message = await api.contribute(
    s.card.id,
    { contributorName: "Bob", contributorEmail: "bob@example.com", type: "image", imageUrl: url },
    s.cookies.invitee,
  );
  expect(message.status).toBe(201);
  expect((await api.deleteCard(s.card.id, s.cookies.creator)).status).toBe(200);
  for (const file of files) expect(await bucket().get(file)).toBeNull();
  expect(await db().cardImage.count()).toBe(0);
  expect((await api.image(url)).status).toBe(404);
  expect(await removeOrphanImages()).toBe(0);
});
