import { AppError } from "./errors";
import type { BodyKind } from "./request-guards";

// Reading a request body with a byte limit. A declared Content-Length over
// the limit is refused before a byte is read; otherwise the stream is
// counted as it arrives and dropped the moment it passes the limit, so a
// body that is huge, or never ends, costs at most `limit` bytes of memory.

/** The limit of a route that names none: far above any form's JSON. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * The limit for a JSON body that carries a text of up to `textBytes` (an
 * imported file): escaping can double line breaks, quotes and backslashes.
 */
export function jsonLimitForText(textBytes: number): number {
  return 2 * textBytes + DEFAULT_BODY_LIMIT;
}

/** The body as the route's schema reads it: parsed JSON, or the fields of a multipart form (files as File). */
export async function readBody(request: Request, kind: BodyKind, limit: number): Promise<unknown> {
  const bytes = await readLimited(request, limit);
  return kind === "json" ? parseJson(bytes) : formFields(await parseForm(bytes, request.headers.get("content-type")));
}

/**
 * One file of a multipart upload, read when the handler is ready for it
 * (after its own checks of who may upload), within the limit; `tooLarge` is
 * the 413 beyond it. Null when the form has no file under that name.
 */
export async function readUploadedFile(
  request: Request,
  field: string,
  limit: number,
  tooLarge: () => AppError,
): Promise<Uint8Array | null> {
  const form = await parseForm(await readLimited(request, limit, tooLarge), request.headers.get("content-type"));
  const file = form.get(field);
  return file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
}

async function readLimited(
  request: Request,
  limit: number,
  tooLarge = () => new AppError("payload_too_large"),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a sender that keeps going must not keep us waiting.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJson(bytes: Uint8Array<ArrayBuffer>): unknown {
  let text: string;
  try {
    // Invalid UTF-8 is refused, not turned into replacement characters.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json");
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json");
  }
}

async function parseForm(bytes: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { "content-type": contentType ?? "" } }).formData();
  } catch {
    throw new AppError("bad_request");
  }
}

/** One value per field name (a list where the name repeats); files stay File objects for the handler. */
function formFields(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}
