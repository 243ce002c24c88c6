import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { localeOr, type Locale } from "@/lib/i18n/locales";
import { googleImportConfig, type GoogleImportConfig } from "./config";

// The OAuth side of the Google Contacts import: the authorization-code flow
// with `state` and PKCE (S256), both single-use and bound to the session that
// started it, and the ticket of ours that the popup carries to /auth-callback
// instead of Google's access token. Decision record:
// docs/decisions/040-google-contacts-import.md.

/** Read-only access to the user's contacts, and nothing else. */
export const CONTACTS_SCOPE = "https://www.googleapis.com/auth/contacts.readonly";
/** Time for the consent screen (choosing an account, reading what is asked). */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** The /auth-callback page presents its ticket at once; two minutes leave room for a slow phone. */
export const TICKET_TTL_MS = 2 * 60_000;

/** What Google answered, as the /auth-callback page shows it: a ticket to import with, or an error code. */
export type AuthorizationOutcome = { locale: Locale } & ({ ticket: string } | { error: string });

/**
 * Node's own fetch for Google's client libraries: left to itself their HTTP
 * layer (gaxios) loads node-fetch with a dynamic import, which fails where
 * code is compiled to CommonJS (Jest).
 */
export const GOOGLE_TRANSPORT = { fetchImplementation: fetch };

function oauthClient(config: GoogleImportConfig): OAuth2Client {
  return new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    endpoints: { oauth2AuthBaseUrl: config.authUrl, oauth2TokenUrl: config.tokenUrl },
    transporterOptions: GOOGLE_TRANSPORT,
  });
}

function requireConfig(): GoogleImportConfig {
  const config = googleImportConfig();
  if (!config) throw new AppError("not_found");
  return config;
}

/** The id of the session whose cookie this is, or null when it is not a live session. */
async function sessionIdOf(sessionToken: string | undefined): Promise<number | null> {
  if (!sessionToken) return null;
  const session = await db().session.findUnique({
    where: { tokenHash: hashToken(sessionToken) },
    select: { id: true, expiresAt: true },
  });
  return session && session.expiresAt > new Date() ? session.id : null;
}

/**
 * Starts an authorization for this session: a fresh `state` and PKCE
 * verifier are remembered (the state only as its hash), and Google's
 * consent address is returned. `access_type=online`: no refresh token.
 */
export async function startGoogleAuthorization(sessionToken: string | undefined, locale: Locale, now = new Date()): Promise<string> {
  const config = requireConfig();
  const sessionId = await sessionIdOf(sessionToken);
  if (sessionId === null) throw new AppError("unauthorized");
  const client = oauthClient(config);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const state = newToken();
  await db().googleAuthorization.create({
    data: {
      stateHash: hashToken(state),
      sessionId,
      codeVerifier,
      locale,
      expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS),
    },
  });
  return client.generateAuthUrl({
    access_type: "online",
    scope: [CONTACTS_SCOPE],
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
}

/** Google's error codes are short snake_case words; anything else is not passed on to a page. */
const GOOGLE_ERROR_CODE = /^[a-z_]{1,64}$/;

/**
 * Google's answer at the callback. The state is used up whatever happens;
 * it must be known, unexpired and from this same session, else nothing is
 * exchanged (`invalid_state`). A code is exchanged with its PKCE verifier
 * for an access token, which is kept only sealed under a new ticket.
 */
export async function finishGoogleAuthorization(
  answer: { state?: string; code?: string; error?: string },
  sessionToken: string | undefined,
  fallbackLocale: Locale,
  now = new Date(),
): Promise<AuthorizationOutcome> {
  const config = requireConfig();
  const authorization = answer.state ? await takeAuthorization(answer.state) : null;
  const sessionId = await sessionIdOf(sessionToken);
  const locale = localeOr(authorization?.locale ?? fallbackLocale);
  if (!authorization || authorization.expiresAt <= now || authorization.sessionId !== sessionId) {
    return { locale, error: "invalid_state" };
  }
  if (answer.error !== undefined) {
    return { locale, error: GOOGLE_ERROR_CODE.test(answer.error) ? answer.error : "unknown" };
  }
  if (!answer.code) return { locale, error: "invalid_request" };

  let accessToken: string;
  try {
    const { tokens } = await oauthClient(config).getToken({ code: answer.code, codeVerifier: authorization.codeVerifier });
    if (!tokens.access_token) return { locale, error: "token_exchange_failed" };
    // With granular consent a person may untick the one thing asked for.
    if (tokens.scope !== undefined && !tokens.scope.split(" ").includes(CONTACTS_SCOPE)) {
      return { locale, error: "scope_not_granted" };
    }
    accessToken = tokens.access_token;
  } catch (error) {
    // Only the status and Google's error code: the error object holds the code, verifier and secret.
    const code = oauthErrorCode(error);
    console.warn(`Google token exchange failed: ${statusOf(error) ?? "no answer"} ${code ?? ""}`.trim());
    return { locale, error: code === "invalid_client" ? "invalid_client" : "token_exchange_failed" };
  }

  const ticket = newToken();
  await db().googleImportTicket.create({
    data: {
      ticketHash: hashToken(ticket),
      sessionId,
      sealedAccessToken: seal(accessToken, ticket),
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    },
  });
  return { locale, ticket };
}

/** Deletes and returns the authorization of this state: a state works once. */
async function takeAuthorization(state: string) {
  const [authorization] = await db().$queryRaw<
    { sessionId: number; codeVerifier: string; locale: string; expiresAt: Date }[]
  >`DELETE FROM google_authorizations WHERE state_hash = ${hashToken(state)}
    RETURNING session_id AS "sessionId", code_verifier AS "codeVerifier", locale, expires_at AS "expiresAt"`;
  return authorization ?? null;
}

/**
 * Google's access token for this ticket, which is used up by asking: an
 * unknown, used or expired ticket is 401, one of another session or user
 * 403 (and gone too: a ticket that leaked is worth nothing).
 */
export async function redeemImportTicket(
  ticket: string,
  sessionToken: string | undefined,
  now = new Date(),
): Promise<string> {
  requireConfig();
  const [row] = await db().$queryRaw<{ sessionId: number; sealedAccessToken: string; expiresAt: Date }[]>`
    DELETE FROM google_import_tickets WHERE ticket_hash = ${hashToken(ticket)}
    RETURNING session_id AS "sessionId", sealed_access_token AS "sealedAccessToken", expires_at AS "expiresAt"`;
  if (!row || row.expiresAt <= now) throw new AppError("unauthorized", "googleTicketExpired");
  if (row.sessionId !== (await sessionIdOf(sessionToken))) throw new AppError("forbidden", "googleTicketNotYours");
  return unseal(row.sealedAccessToken, ticket);
}

// Google's access token rests in the database only for the moments between
// the callback and the import, encrypted under a key derived from the ticket;
// the database holds the ticket's hash, never the ticket, so what it holds
// cannot be opened.

const KEY_INFO = "confetti google import ticket";

function keyOf(ticket: string): Buffer {
  return Buffer.from(hkdfSync("sha256", Buffer.from(ticket, "base64url"), Buffer.alloc(0), KEY_INFO, 32));
}

function seal(secret: string, ticket: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(ticket), iv);
  const encrypted = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64url");
}

function unseal(sealed: string, ticket: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(ticket), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/** The HTTP status of a failed call through Google's client libraries (gaxios), if it got an answer. */
export function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === "number" ? response.status : undefined;
}

/** OAuth's `error` field of a failed token request (e.g. "invalid_client", "invalid_grant"). */
function oauthErrorCode(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const code = (data as { error?: unknown } | null)?.error;
  return typeof code === "string" && GOOGLE_ERROR_CODE.test(code) ? code : undefined;
}
