// What the fake provider APIs for tests (fake-resend-server.mjs,
// fake-openai-server.mjs) share: serving a handler on 127.0.0.1, reading and
// answering JSON, and running as a process for Playwright.
import { createServer } from "node:http";

/**
 * Serves a fake's handler on 127.0.0.1; a handler that throws is answered by `onError`.
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {number} port 0 picks a free port.
 * @param {(response: import("node:http").ServerResponse, error: unknown) => void} onError
 * @returns {Promise<{ url: string; close(): Promise<void> }>}
 */
export async function serveFake(handle, port, onError) {
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) onError(response, error);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Runs a fake as a process (Playwright) on the port in `portVariable` until stopped.
 * @param {string} name For the log, e.g. "fake Resend".
 * @param {string} portVariable
 * @param {(port: number) => Promise<{ url: string; close(): Promise<void> }>} serve
 */
export function runFakeProcess(name, portVariable, serve) {
  const port = Number(process.env[portVariable] ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${portVariable} must be a port number, not "${process.env[portVariable]}"`);
    process.exit(1);
  }
  serve(port).then(
    ({ url, close }) => {
      console.log(`${name} listening on ${url}`);
      const stop = () => close().then(() => process.exit(0));
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
    },
    (error) => {
      console.error(`${name} could not start:`, error);
      process.exit(1);
    },
  );
}

/** @param {import("node:http").IncomingMessage} request */
export async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** @param {string} text @returns {any} */
export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** @param {import("node:http").ServerResponse} response @param {number} status @param {unknown} body */
export function json(response, status, body) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}
