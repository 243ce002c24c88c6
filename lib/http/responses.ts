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
  content: string,
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
