// A stand-in for Resend's e-mail API, for tests. It answers what the Resend
// SDK sends for `emails.send` (POST {base}/emails, a JSON body with from, to,
// subject, html, text, headers, tags; the key in an `Idempotency-Key`
// header) and keeps every message in memory. Like Resend, a repeated
// idempotency key gets the first message's id and nothing is recorded again;
// the same key with a different body is refused with 409.
//
// Jest imports createFakeResend() through tests/support/fake-resend.ts.
// Playwright runs this file as a process:
//   FAKE_RESEND_PORT=4010 node tests/support/fake-resend-server.mjs
// and the app with RESEND_API_KEY=<anything> RESEND_BASE_URL=http://127.0.0.1:4010.
// Test routes (not Resend's):
//   GET    /__test/messages?to=<address>  recorded messages, oldest first (all without `to`)
//   DELETE /__test/messages               forget every message and key
//   POST   /__test/fail-next              {"status": 500}: the next send fails with it
//   GET    /                              200, for readiness checks
import { createHash, randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { json, parseJson, readBody, runFakeProcess, serveFake } from "./fake-http.mjs";

/**
 * @typedef {object} ReceivedEmail
 * @property {string} id
 * @property {string} from
 * @property {string[]} to
 * @property {string} subject
 * @property {string | null} html
 * @property {string | null} text
 * @property {Record<string, string>} headers  Mail headers the sender asked for (the body's `headers`).
 * @property {{ name: string; value: string }[]} tags
 * @property {string | null} idempotencyKey
 * @property {Record<string, string>} requestHeaders  HTTP request headers, names in lower case.
 * @property {string[]} links  Every http(s) URL in the text part (else the HTML), in order.
 * @property {string} receivedAt  ISO 8601.
 */

/** Resend's error codes for the statuses tests ask for with failNext(). */
const errorNames = /** @type {Record<number, string>} */ ({
  400: "validation_error",
  401: "missing_api_key",
  403: "invalid_api_key",
  404: "not_found",
  409: "invalid_idempotent_request",
  422: "validation_error",
  429: "rate_limit_exceeded",
  500: "internal_server_error",
});

/** The fake's state and request handler, without a server. */
export function createFakeResend() {
  /** @type {ReceivedEmail[]} */
  const messages = [];
  /** @type {Map<string, { id: string; fingerprint: string }>} */
  const keys = new Map();
  /** @type {number[]} */
  const failures = [];

  /** @param {number} status */
  function failNext(status) {
    failures.push(status);
  }

  function clear() {
    messages.length = 0;
    keys.clear();
    failures.length = 0;
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://fake-resend");
    const route = `${request.method} ${url.pathname.replace(/\/+$/, "") || "/"}`;
    const body = await readBody(request);

    if (route === "POST /emails") return sendEmail(request, body, response);
    if (route === "GET /__test/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.some((address) => address.toLowerCase() === to)) : messages;
      return json(response, 200, found);
    }
    if (route === "DELETE /__test/messages") {
      clear();
      return json(response, 200, { cleared: true });
    }
    if (route === "POST /__test/fail-next") {
      const status = Number(parseJson(body)?.status);
      if (!Number.isInteger(status) || status < 400 || status > 599) return json(response, 400, { error: "status must be 400-599" });
      failNext(status);
      return json(response, 200, { failNext: status });
    }
    if (route === "GET /") return json(response, 200, { name: "fake-resend", messages: messages.length });
    return resendError(response, 404, "not_found", "The requested endpoint does not exist.");
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {string} raw
   * @param {import("node:http").ServerResponse} response
   */
  function sendEmail(request, raw, response) {
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? "")) {
      return resendError(response, 401, "missing_api_key", "Missing API key in the authorization header.");
    }
    const payload = parseJson(raw);
    if (!payload || typeof payload !== "object") {
      return resendError(response, 422, "validation_error", "The request body must be a JSON object.");
    }
    for (const field of ["from", "to", "subject"]) {
      if (!payload[field]) return resendError(response, 422, "missing_required_field", `The \`${field}\` field is missing.`);
    }
    if (!payload.html && !payload.text) {
      return resendError(response, 422, "validation_error", "Either `html` or `text` must be provided.");
    }
    const failure = failures.shift();
    if (failure !== undefined) {
      return resendError(response, failure, errorNames[failure] ?? "application_error", `Fake Resend failure (${failure}).`);
    }

    const idempotencyKey = headerValue(request.headers["idempotency-key"]);
    const fingerprint = createHash("sha256").update(raw).digest("hex");
    if (idempotencyKey !== null) {
      if (idempotencyKey.length < 1 || idempotencyKey.length > 256) {
        return resendError(response, 400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
      }
      const earlier = keys.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return resendError(
          response,
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      }
      if (earlier) return json(response, 200, { id: earlier.id });
    }

    const id = randomUUID();
    if (idempotencyKey !== null) keys.set(idempotencyKey, { id, fingerprint });
    const html = typeof payload.html === "string" ? payload.html : null;
    const text = typeof payload.text === "string" ? payload.text : null;
    messages.push({
      id,
      from: String(payload.from),
      to: (Array.isArray(payload.to) ? payload.to : [payload.to]).map(String),
      subject: String(payload.subject),
      html,
      text,
      headers: payload.headers && typeof payload.headers === "object" ? payload.headers : {},
      tags: Array.isArray(payload.tags) ? payload.tags : [],
      idempotencyKey,
      requestHeaders: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, headerValue(value) ?? ""]),
      ),
      links: [...new Set((text ?? html ?? "").match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])],
      receivedAt: new Date().toISOString(),
    });
    return json(response, 200, { id });
  }

  return { messages, handle, failNext, clear };
}

/**
 * Serves a fake on 127.0.0.1.
 * @param {ReturnType<typeof createFakeResend>} fake
 * @param {number} [port] 0 (default) picks a free port.
 */
export function serveFakeResend(fake, port = 0) {
  return serveFake(fake.handle, port, (response, error) => {
    console.error("fake Resend:", error);
    resendError(response, 500, "application_error", String(error));
  });
}

/** @param {string | string[] | undefined} value */
function headerValue(value) {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Resend's error shape. @param {import("node:http").ServerResponse} response @param {number} status @param {string} name @param {string} message */
function resendError(response, status, name, message) {
  json(response, status, { statusCode: status, name, message });
}

// Run as a process (Playwright): serve on FAKE_RESEND_PORT until stopped.
// (No top-level await: Jest compiles this file to CommonJS.)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFakeProcess("fake Resend", "FAKE_RESEND_PORT", (port) => serveFakeResend(createFakeResend(), port));
}
