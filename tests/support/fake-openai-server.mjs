// A stand-in for OpenAI's Images API, for tests. It answers what the openai
// SDK sends for `images.generate` (POST {base}/images/generations, a JSON
// body with model, prompt, n, size, quality, user; the key as a Bearer
// token) with one small PNG as b64_json, as GPT image models do, and keeps
// every request in memory.
//
// What happens is picked by markers in the prompt, so tests and the e2e
// dialog can drive it with nothing but the text they type:
//   [moderation]  400 moderation_blocked, as OpenAI's safety system refuses a prompt
//   [429]         429 rate_limit_exceeded
//   [500]         500 server_error
//   [slow]        the image after FAKE_OPENAI_SLOW_MS (3,000 ms unless set)
//   [garbage]     200 with base64 that is no image
//
// Jest imports createFakeOpenAi() through tests/support/fake-openai.ts.
// Playwright runs this file as a process:
//   FAKE_OPENAI_PORT=4011 node tests/support/fake-openai-server.mjs
// and the app with OPENAI_API_KEY=<anything> OPENAI_BASE_URL=http://127.0.0.1:4011/v1.
// Test routes (not OpenAI's):
//   GET    /__test/requests   recorded generation requests, oldest first
//   DELETE /__test/requests   forget them
//   GET    /                  200, for readiness checks
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { json, parseJson, readBody, runFakeProcess, serveFake } from "./fake-http.mjs";

/**
 * @typedef {object} ImageGenerationRequest
 * @property {string} model
 * @property {string} prompt
 * @property {number | null} n
 * @property {string | null} size
 * @property {string | null} quality
 * @property {string | null} responseFormat
 * @property {string | null} user
 * @property {string} outcome  "image", "moderation", "429", "500", "garbage", or "cancelled" (the client gave up waiting).
 * @property {string} receivedAt  ISO 8601.
 */

const DEFAULT_SLOW_MS = 3000;

/** The fake's state and request handler, without a server. @param {{ slowMs?: number }} [options] */
export function createFakeOpenAi(options = {}) {
  const slowMs = options.slowMs ?? DEFAULT_SLOW_MS;
  /** @type {ImageGenerationRequest[]} */
  const requests = [];
  /** @type {Promise<Buffer> | undefined} */
  let png;

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://fake-openai");
    const route = `${request.method} ${url.pathname.replace(/\/+$/, "") || "/"}`;
    const body = await readBody(request);

    if (route === "POST /v1/images/generations") return generate(request, body, response);
    if (route === "GET /__test/requests") return json(response, 200, requests);
    if (route === "DELETE /__test/requests") {
      requests.length = 0;
      return json(response, 200, { cleared: true });
    }
    if (route === "GET /") return json(response, 200, { name: "fake-openai", requests: requests.length });
    return openAiError(response, 404, "invalid_request_error", "not_found", `Unknown route ${route}`);
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {string} raw
   * @param {import("node:http").ServerResponse} response
   */
  async function generate(request, raw, response) {
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? "")) {
      return openAiError(response, 401, "invalid_request_error", "invalid_api_key", "Incorrect API key provided.");
    }
    const payload = parseJson(raw);
    if (!payload || typeof payload.prompt !== "string" || payload.prompt === "") {
      return openAiError(response, 400, "invalid_request_error", "invalid_value", "The `prompt` field is required.");
    }
    const prompt = payload.prompt;
    /** @type {ImageGenerationRequest} */
    const record = {
      model: String(payload.model ?? "dall-e-2"),
      prompt,
      n: payload.n ?? null,
      size: payload.size ?? null,
      quality: payload.quality ?? null,
      responseFormat: payload.response_format ?? null,
      user: payload.user ?? null,
      outcome: "image",
      receivedAt: new Date().toISOString(),
    };
    requests.push(record);

    if (prompt.includes("[moderation]")) {
      record.outcome = "moderation";
      return openAiError(
        response,
        400,
        "image_generation_user_error",
        "moderation_blocked",
        "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com.",
      );
    }
    if (prompt.includes("[429]")) {
      record.outcome = "429";
      return openAiError(response, 429, "requests", "rate_limit_exceeded", "Rate limit reached for images per minute.");
    }
    if (prompt.includes("[500]")) {
      record.outcome = "500";
      return openAiError(response, 500, "server_error", null, "The server had an error while processing your request.");
    }
    if (prompt.includes("[slow]")) {
      const finished = await waitUnlessClosed(request, slowMs);
      if (!finished) {
        record.outcome = "cancelled";
        return;
      }
    }
    if (prompt.includes("[garbage]")) {
      record.outcome = "garbage";
      return json(response, 200, imagesResponse(Buffer.from("<html>not an image</html>").toString("base64")));
    }
    png ??= samplePng();
    return json(response, 200, imagesResponse((await png).toString("base64")));
  }

  return { requests, handle };
}

/** A 256 × 256 PNG: a warm gradient, so the picture on the card is visibly there. */
function samplePng() {
  const size = 256;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const offset = (y * size + x) * 3;
      pixels[offset] = 255;
      pixels[offset + 1] = 120 + Math.round((x / size) * 100);
      pixels[offset + 2] = 60 + Math.round((y / size) * 160);
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

/** OpenAI's answer for one image of a GPT image model. @param {string} b64 */
function imagesResponse(b64) {
  return {
    created: Math.floor(Date.now() / 1000),
    data: [{ b64_json: b64 }],
    background: "opaque",
    output_format: "png",
    quality: "medium",
    size: "1024x1024",
    usage: { input_tokens: 50, output_tokens: 1056, total_tokens: 1106 },
  };
}

/**
 * Waits, or stops as soon as the client hangs up (its timeout, a cancel).
 * @param {import("node:http").IncomingMessage} request @param {number} ms @returns {Promise<boolean>} true when the time passed
 */
function waitUnlessClosed(request, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    request.socket.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/**
 * Serves a fake on 127.0.0.1.
 * @param {ReturnType<typeof createFakeOpenAi>} fake
 * @param {number} [port] 0 (default) picks a free port.
 */
export function serveFakeOpenAi(fake, port = 0) {
  return serveFake(fake.handle, port, (response, error) => {
    console.error("fake OpenAI:", error);
    openAiError(response, 500, "server_error", null, String(error));
  });
}

/**
 * OpenAI's error shape.
 * @param {import("node:http").ServerResponse} response @param {number} status
 * @param {string} type @param {string | null} code @param {string} message
 */
function openAiError(response, status, type, code, message) {
  json(response, status, { error: { message, type, param: null, code } });
}

// Run as a process (Playwright): serve on FAKE_OPENAI_PORT until stopped.
// (No top-level await: Jest compiles this file to CommonJS.)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const slowMs = Number(process.env.FAKE_OPENAI_SLOW_MS ?? DEFAULT_SLOW_MS);
  runFakeProcess("fake OpenAI", "FAKE_OPENAI_PORT", (port) => serveFakeOpenAi(createFakeOpenAi({ slowMs }), port));
}
