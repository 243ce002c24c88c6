// The browser's side of the API contract: JSON in, JSON out, and the one
// error shape ({"error": {"code", "message", "fields"?}}) read back.

/**
 * A non-ok answer from our API. `message` is the server's translated message
 * when it sent the one error shape, else '{status}: {body text or status
 * text}' (spec section 8); `fields` holds translated per-field messages.
 */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type ErrorShape = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

/**
 * Calls one of our endpoints with the session cookie. A `json` body is sent
 * as JSON with its content type, a `form` as multipart (the browser sets its
 * boundary); the answer is parsed as JSON. Non-ok answers throw an ApiError;
 * network failures throw the fetch TypeError.
 */
export async function apiFetch<T>(
  path: string,
  init: Omit<RequestInit, "body"> & { json?: unknown; form?: FormData } = {},
): Promise<T> {
  const { json, form, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: {
      accept: "application/json",
      ...(json !== undefined && { "content-type": "application/json" }),
      ...headers,
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
    ...(form && { body: form }),
  });
  const text = await response.text();
  if (!response.ok) throw apiError(response, text);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Downloads one of our endpoints' files: the body and the name the server
 * gave it (Content-Disposition), or `fallbackName`. Non-ok answers throw an
 * ApiError, as apiFetch does.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch(path, { credentials: "same-origin" });
  if (!response.ok) throw apiError(response, await response.text());
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}

function apiError(response: Response, text: string): ApiError {
  let shape: ErrorShape | null = null;
  try {
    shape = JSON.parse(text) as ErrorShape;
  } catch {
    // Not our JSON error shape (a proxy's HTML page, say): fall back below.
  }
  const error = shape?.error;
  if (error && typeof error.message === "string") {
    const fields = isStringRecord(error.fields) ? error.fields : undefined;
    return new ApiError(
      response.status,
      error.message,
      typeof error.code === "string" ? error.code : undefined,
      fields,
    );
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" && value !== null && Object.values(value).every((entry) => typeof entry === "string")
  );
}

/**
 * The text to show for a failed call: the server's message when it answered
 * (already in the user's language), else `fallback` (a network failure or a
 * bug, which have no message worth showing).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
