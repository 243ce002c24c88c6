// A stand-in for Google's OAuth 2.0 and People API, for tests: the
// authorization page, the token endpoint and `people.connections.list`, as
// google-auth-library and @googleapis/people call them.
//
//   GET  /o/oauth2/v2/auth      checks the request (client, redirect URI, only the
//                               contacts.readonly scope, S256 PKCE, access_type=online)
//                               and answers at once as the person would: consent
//                               (a code), or, when a test asked for it, `access_denied`
//                               or `invalid_client` — back to the redirect URI.
//   POST /token                 exchanges a code once, checking the client secret
//                               (invalid_client), the redirect URI and the PKCE
//                               verifier against the challenge (invalid_grant).
//   GET  /v1/people/me/connections   the contacts, paged (pageSize up to 1,000,
//                               pageToken), for a Bearer token it issued.
//
// Jest imports createFakeGoogle() through tests/support/fake-google.ts.
// Playwright runs this file as a process:
//   FAKE_GOOGLE_PORT=3498 node tests/support/fake-google-server.mjs
// Test routes (not Google's):
//   POST /__test/consent    {outcome: "allow" | "access_denied" | "invalid_client"} for the next authorization
//   PUT  /__test/contacts   {contacts: Person[]} or {generate: n}: what the People API lists
//   POST /__test/fail       {page, status}: that page (0-based) of every listing answers with that status
//   GET  /__test/requests   every request's method, path with query, and whether it carried a Bearer token
//   DELETE /__test/state    back to the start
//   GET  /                  200, for readiness checks
import { createHash, randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { FAKE_GOOGLE_CLIENT_ID, FAKE_GOOGLE_CLIENT_SECRET } from "./fake-google-env.mjs";
import { json, parseJson, readBody, runFakeProcess, serveFake } from "./fake-http.mjs";
const CONTACTS_SCOPE = "https://www.googleapis.com/auth/contacts.readonly";
const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 100;

/**
 * `count` contacts of every kind the import must handle, in a fixed pattern:
 * most with a full birthday, every 10th without a year, every 7th without a
 * birthday, every 13th without a name; a few on 29 February.
 * @param {number} count @param {string} [prefix]
 */
export function generateContacts(count, prefix = "Contact") {
  return Array.from({ length: count }, (_, i) => {
    /** @type {any} */
    const person = { resourceName: `people/c${prefix}${i}`, etag: `e${i}` };
    if (i % 13 !== 5) person.names = [{ displayName: `${prefix} ${i}`, metadata: { primary: true } }];
    if (i % 7 !== 3) {
      const month = 1 + (i % 12);
      const day = month === 2 && i % 24 === 1 ? 29 : 1 + (i % 28);
      const year = i % 10 === 4 ? undefined : month === 2 && day === 29 ? 1992 : 1950 + (i % 60);
      person.birthdays = [{ date: { ...(year && { year }), month, day }, metadata: { primary: true } }];
    }
    if (i % 2 === 0) person.emailAddresses = [{ value: `contact${i}@example.com`, metadata: { primary: true } }];
    return person;
  });
}

/** The fake's state and request handler, without a server. */
export function createFakeGoogle() {
  const state = {
    /** @type {any[]} */
    contacts: [],
    /** @type {"allow" | "access_denied" | "invalid_client"} */
    nextConsent: "allow",
    /** @type {Map<string, { challenge: string; redirectUri: string; scope: string }>} */
    codes: new Map(),
    /** @type {Set<string>} */
    accessTokens: new Set(),
    /** @type {{ page: number; status: number } | null} */
    failure: null,
    /** @type {{ method: string; url: string; bearer: boolean }[]} */
    requests: [],
  };

  function reset() {
    state.contacts = [];
    state.nextConsent = "allow";
    state.codes.clear();
    state.accessTokens.clear();
    state.failure = null;
    state.requests.length = 0;
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", "http://fake-google");
    const route = `${request.method} ${url.pathname.replace(/\/+$/, "") || "/"}`;
    const body = await readBody(request);
    if (!url.pathname.startsWith("/__test")) {
      state.requests.push({
        method: request.method ?? "GET",
        url: `${url.pathname}${url.search}`,
        bearer: /^Bearer /.test(request.headers.authorization ?? ""),
      });
    }

    if (route === "GET /o/oauth2/v2/auth") return authorize(url, response);
    if (route === "POST /token") return exchange(body, response);
    if (route === "GET /v1/people/me/connections") return listConnections(request, url, response);
    if (route === "POST /__test/consent") {
      state.nextConsent = parseJson(body)?.outcome ?? "allow";
      return json(response, 200, { nextConsent: state.nextConsent });
    }
    if (route === "PUT /__test/contacts") {
      const payload = parseJson(body) ?? {};
      state.contacts = Array.isArray(payload.contacts) ? payload.contacts : generateContacts(Number(payload.generate ?? 0));
      return json(response, 200, { contacts: state.contacts.length });
    }
    if (route === "POST /__test/fail") {
      state.failure = parseJson(body);
      return json(response, 200, { failure: state.failure });
    }
    if (route === "GET /__test/requests") return json(response, 200, state.requests);
    if (route === "DELETE /__test/state") {
      reset();
      return json(response, 200, { reset: true });
    }
    if (route === "GET /") return json(response, 200, { name: "fake-google" });
    return json(response, 404, { error: { code: 404, message: `Unknown route ${route}`, status: "NOT_FOUND" } });
  }

  /** @param {URL} url @param {import("node:http").ServerResponse} response */
  function authorize(url, response) {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri");
    // Google shows its own error page, never redirecting, when it cannot trust the request.
    if (!redirectUri || query.get("client_id") !== FAKE_GOOGLE_CLIENT_ID) {
      return json(response, 400, { error: "invalid_request", error_description: "unknown client or no redirect_uri" });
    }
    const problems = [
      query.get("response_type") !== "code" && "response_type must be code",
      query.get("scope") !== CONTACTS_SCOPE && `scope must be only ${CONTACTS_SCOPE}`,
      query.get("code_challenge_method") !== "S256" && "code_challenge_method must be S256",
      !query.get("code_challenge") && "code_challenge is missing",
      query.get("access_type") !== "online" && "access_type must be online",
      !query.get("state") && "state is missing",
    ].filter(Boolean);
    if (problems.length > 0) return json(response, 400, { error: "invalid_request", error_description: problems.join("; ") });

    const back = new URL(redirectUri);
    back.searchParams.set("state", query.get("state") ?? "");
    const outcome = state.nextConsent;
    state.nextConsent = "allow";
    if (outcome !== "allow") {
      back.searchParams.set("error", outcome);
    } else {
      const code = `4/fake-${randomBytes(16).toString("base64url")}`;
      state.codes.set(code, { challenge: query.get("code_challenge") ?? "", redirectUri, scope: CONTACTS_SCOPE });
      back.searchParams.set("code", code);
      back.searchParams.set("scope", CONTACTS_SCOPE);
    }
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  /** @param {string} raw @param {import("node:http").ServerResponse} response */
  function exchange(raw, response) {
    const form = new URLSearchParams(raw);
    if (form.get("client_id") !== FAKE_GOOGLE_CLIENT_ID || form.get("client_secret") !== FAKE_GOOGLE_CLIENT_SECRET) {
      return json(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    }
    const code = form.get("code") ?? "";
    const grant = state.codes.get(code);
    state.codes.delete(code);
    if (form.get("grant_type") !== "authorization_code" || !grant || grant.redirectUri !== form.get("redirect_uri")) {
      return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
    }
    const verifier = form.get("code_verifier") ?? "";
    if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) {
      return json(response, 400, { error: "invalid_grant", error_description: "Invalid code verifier." });
    }
    const accessToken = `ya29.fake-${randomBytes(24).toString("base64url")}`;
    state.accessTokens.add(accessToken);
    return json(response, 200, { access_token: accessToken, expires_in: 3599, scope: grant.scope, token_type: "Bearer" });
  }

  /**
   * @param {import("node:http").IncomingMessage} request @param {URL} url
   * @param {import("node:http").ServerResponse} response
   */
  function listConnections(request, url, response) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !state.accessTokens.has(token)) {
      return googleError(response, 401, "UNAUTHENTICATED", "Request had invalid authentication credentials.");
    }
    const fields = (url.searchParams.get("personFields") ?? "").split(",");
    if (!fields.includes("names") || !fields.includes("birthdays")) {
      return googleError(response, 400, "INVALID_ARGUMENT", "personMask is required.");
    }
    const pageSize = Math.min(Number(url.searchParams.get("pageSize") ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const offset = Number(url.searchParams.get("pageToken") ?? 0);
    const page = Math.floor(offset / pageSize);
    if (state.failure && state.failure.page === page) {
      return googleError(response, state.failure.status, "FAILED", `The fake fails page ${page}.`);
    }
    const connections = state.contacts.slice(offset, offset + pageSize);
    const next = offset + pageSize < state.contacts.length ? String(offset + pageSize) : undefined;
    return json(response, 200, {
      ...(connections.length > 0 && { connections }),
      ...(next && { nextPageToken: next }),
      totalPeople: state.contacts.length,
      totalItems: state.contacts.length,
    });
  }

  return { state, handle, reset };
}

/**
 * Google's API error shape.
 * @param {import("node:http").ServerResponse} response @param {number} status @param {string} reason @param {string} message
 */
function googleError(response, status, reason, message) {
  json(response, status, { error: { code: status, message, status: reason } });
}

/**
 * Serves a fake on 127.0.0.1.
 * @param {ReturnType<typeof createFakeGoogle>} fake
 * @param {number} [port] 0 (default) picks a free port.
 */
export function serveFakeGoogle(fake, port = 0) {
  return serveFake(fake.handle, port, (response, error) => {
    console.error("fake Google:", error);
    googleError(response, 500, "INTERNAL", String(error));
  });
}

// Run as a process (Playwright): serve on FAKE_GOOGLE_PORT until stopped.
// (No top-level await: Jest compiles this file to CommonJS.)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runFakeProcess("fake Google", "FAKE_GOOGLE_PORT", (port) => serveFakeGoogle(createFakeGoogle(), port));
}
