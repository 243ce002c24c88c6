// Answers a handler builds when plain data (sent as 200 JSON) is not enough.
// The route wrapper adds Cache-Control to whatever a handler returns.

/** 201 with the record a POST created. */
export function created(data: unknown): Response {
  return Response.json(data, { status: 201 });
}

/** JSON that is already text (e.g. built by the database), sent as it is. */
export function jsonText(json: string): Response {
  return new Response(json, { headers: { "content-type": "application/json" } });
}

/**
 * A file: downloaded under its name, or shown inline (a calendar feed).
 * Never sniffed as another type.
 */
export function fileResponse(
  content: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  file: { type: string; name: string; inline?: boolean; headers?: Record<string, string> },
): Response {
  return new Response(content, {
    headers: {
      "content-type": file.type,
      "content-disposition": `${file.inline ? "inline" : "attachment"}; filename="${file.name}"`,
      "x-content-type-options": "nosniff",
      ...file.headers,
    },
  });
}

/**
 * A 303 to another address of this app or another site, for routes a
 * browser navigates to (the Google popup's hops). Next.js sends pages'
 * Referrer-Policy with it; next.config.ts makes it no-referrer where the
 * address carries a secret.
 */
export function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { location } });
}

/** How much text one read of a `textStream` makes before it lets other requests run. */
const STREAM_CHUNK_CHARACTERS = 64 * 1024;

/**
 * Text made part by part as the client reads it, so a large file (a calendar
 * feed of thousands of birthdays) neither sits whole in memory nor holds
 * the server for the time it takes to make: each read makes about 64 KB.
 */
export function textStream(parts: Iterator<string> | AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      let text = "";
      while (text.length < STREAM_CHUNK_CHARACTERS) {
        const next = await parts.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}

/**
 * JSON.stringify(value, null, 2) in parts, for a large JSON download (the
 * data export) sent through `textStream` as it is made: one part for each
 * element of an array among the object's own values. A value may also be an
 * AsyncIterable, written as an array whose elements are read as they come
 * (rows read from the database a page at a time).
 */
export async function* prettyJsonParts(value: Record<string, unknown>): AsyncGenerator<string> {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== "function");
  if (entries.length === 0) {
    yield "{}";
    return;
  }
  yield "{\n";
  for (const [index, [key, item]] of entries.entries()) {
    const after = index < entries.length - 1 ? ",\n" : "\n";
    const head = `  ${JSON.stringify(key)}: `;
    if (Array.isArray(item) || isAsyncIterable(item)) {
      let first = true;
      for await (const element of item) {
        yield `${first ? `${head}[\n` : ",\n"}    ${indented(JSON.stringify(element, null, 2) ?? "null", "    ")}`;
        first = false;
      }
      yield first ? `${head}[]${after}` : `\n  ]${after}`;
    } else {
      yield `${head}${indented(JSON.stringify(item, null, 2), "  ")}${after}`;
    }
  }
  yield "}";
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** JSON text with every line after the first indented (JSON strings never hold a raw line break). */
function indented(json: string, prefix: string): string {
  return json.replace(/\n/g, `\n${prefix}`);
}
