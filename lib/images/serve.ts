import "server-only";
import { AppError } from "@/lib/http/errors";
import { etagMatches } from "@/lib/http/etag";
import { IMAGE_CONTENT_SECURITY_POLICY } from "@/lib/security/headers";
import { storage } from "@/lib/storage";
import { isImageFileName } from "./urls";

/**
 * How every stored picture is answered. The type is the stored one (always
 * WebP from lib/images/pipeline.ts) and is never sniffed; the policy lets
 * the file run nothing even when opened on its own as a page; a picture's
 * address changes whenever the picture does, so it may be kept a year.
 */
const IMAGE_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": IMAGE_CONTENT_SECURITY_POLICY,
  "cache-control": "public, max-age=31536000, immutable",
};

/**
 * GET /api/images/{file}: the stored picture, or 404 for any other name.
 *
 * A file's name is its random key and variant, and a stored file never
 * changes (a changed picture gets a new key), so the name is a strong ETag
 * (decision 055): a request that already holds it is answered 304 with no
 * body and without reading storage.
 */
export async function servedImage(fileName: string, ifNoneMatch: string | null): Promise<Response> {
  if (!isImageFileName(fileName)) throw new AppError("not_found");
  const etag = `"${fileName}"`;
  if (etagMatches(ifNoneMatch, etag)) {
    return new Response(null, { status: 304, headers: { ...IMAGE_HEADERS, etag } });
  }
  const file = await storage().get(fileName);
  if (!file) throw new AppError("not_found");
  return new Response(Buffer.from(file.bytes), {
    headers: { ...IMAGE_HEADERS, etag, "content-type": file.contentType, "content-length": String(file.bytes.byteLength) },
  });
}
