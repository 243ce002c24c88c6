import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { localeOfRequest } from "@/lib/i18n/request-locale";
import { DEFAULT_BODY_LIMIT, readBody } from "./body";
import { AppError } from "./errors";
import { rejectUnsafeRequest } from "./request-guards";
import { translateOr } from "./translate";
import { fieldKeys, fieldValues } from "./validation";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type HandlerInput<P, Q, B, U> = { request: NextRequest; params: P; query: Q; body: B; user: U; locale: Locale };

type RouteSpec<P, Q, B, Auth extends boolean> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** The body's schema: of the parsed JSON, or of a multipart form's fields (files arrive as File). */
  body?: z.ZodType<B>;
  /** true: the body is a multipart/form-data upload instead of JSON. */
  multipart?: boolean;
  /** The largest body read, in bytes (413 beyond); DEFAULT_BODY_LIMIT unless given. */
  maxBodyBytes?: number;
  /** true: a signed-in user is required (401 otherwise, before the body is read). */
  auth?: Auth;
  /** true (without auth): the signed-in user when there is one, else null; the answer is never cached. */
  optionalSession?: boolean;
  /** Only for endpoints other sites must reach (e.g. one-click unsubscribe). */
  allowCrossSite?: boolean;
  /** When it returns false the endpoint does not exist: 404 before anything else. */
  available?: () => boolean;
};

/**
 * Wraps a route handler: rejects cross-site writes and bodies of the wrong
 * type, resolves the session (401) before reading anything the client sent,
 * parses params, query and a size-limited body with zod (400 with field
 * errors, 413), and turns every failure into the one JSON error shape.
 * The handler returns data (sent as 200 JSON) or a Response (see
 * ./responses.ts). No answer is cached unless a handler of a route without
 * a session says so.
 */
export function apiRoute<P = undefined, Q = undefined, B = undefined, Auth extends boolean = false>(
  spec: RouteSpec<P, Q, B, Auth>,
  handler: (input: HandlerInput<P, Q, B, Auth extends true ? SessionUser : SessionUser | null>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    const locale = localeOfRequest(request);
    let response: Response;
    try {
      if (spec.available && !spec.available()) throw new AppError("not_found");
      const kind = spec.multipart ? "multipart" : "json";
      if (!spec.allowCrossSite) rejectUnsafeRequest(request, kind);
      const user = spec.auth
        ? await requireSession(request)
        : spec.optionalSession
          ? await getSessionUser(request.cookies.get(SESSION_COOKIE)?.value)
          : null;
      const params = parse(spec.params, await context.params);
      const query = parse(spec.query, Object.fromEntries(request.nextUrl.searchParams));
      const body = spec.body
        ? parse(spec.body, await readBody(request, kind, spec.maxBodyBytes ?? DEFAULT_BODY_LIMIT))
        : (undefined as B);
      const result = await handler({ request, params, query, body, locale, user: user as never });
      response = result instanceof Response ? result : Response.json(result ?? null);
    } catch (error) {
      response = errorResponse(error, locale);
    }
    // What depends on the session must never be stored by a browser or proxy.
    if (spec.auth || spec.optionalSession || !response.headers.has("cache-control")) {
      response.headers.set("cache-control", "no-store");
    }
    return response;
  };
}

async function requireSession(request: NextRequest): Promise<SessionUser> {
  const user = await getSessionUser(request.cookies.get(SESSION_COOKIE)?.value);
  if (!user) throw new AppError("unauthorized");
  return user;
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("validation_failed", undefined, {
      fields: fieldKeys(result.error),
      fieldValues: fieldValues(result.error),
    });
  }
  return result.data;
}

/** Seconds a client waits before repeating a write the database had no room for. */
const BUSY_RETRY_AFTER_S = 5;

/** The "not found" message of a record Prisma could not find, by its model. */
const notFoundMessageKey: Record<string, string> = { Birthday: "birthdayNotFound", GiftIdea: "giftNotFound" };

/**
 * A thrown value as the AppError the client sees, or null for a failure
 * that must stay hidden. Prisma's "record not found" (P2025: an update,
 * delete or connect found no row among the user's own) and "foreign key"
 * (P2003: a row the write refers to was removed meanwhile, such as the
 * account of a session in use) are 404s, and a transaction that could not
 * start in time (P2028) is a 503 to retry, mapped here once so domain code
 * never checks Prisma's codes.
 */
function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  if (error.code === "P2025") {
    // A nested connect names the record it could not find in `model` (a gift added to a
    // birthday that is not the user's is a missing Birthday); other operations in `modelName`.
    const missing = error.meta?.model ?? error.meta?.modelName;
    return new AppError("not_found", notFoundMessageKey[typeof missing === "string" ? missing : ""]);
  }
  if (error.code === "P2003") return new AppError("not_found");
  // No connection came free for a transaction in time (a burst on a small pool, the
  // embedded database's one connection): nothing was written, so the client may
  // simply try again.
  if (error.code === "P2028") return new AppError("busy", undefined, { headers: { "retry-after": String(BUSY_RETRY_AFTER_S) } });
  return null;
}

/** The one JSON error shape. Unknown errors are logged and answered with a bare 500. */
function errorResponse(error: unknown, locale: Locale): Response {
  const known = toAppError(error);
  if (!known) console.error("Unhandled error in route handler", error);
  const appError = known ?? new AppError("internal");
  const { fields, fieldValues, values, headers } = appError.options;
  const body = {
    error: {
      code: appError.code,
      message: translateOr(locale, "errors", appError.messageKey, "internal", values),
      ...(fields && {
        fields: Object.fromEntries(
          Object.entries(fields).map(([field, key]) => [
            field,
            translateOr(locale, "validation", key, "invalid", fieldValues?.[field]),
          ]),
        ),
      }),
    },
  };
  return Response.json(body, { status: appError.status, headers });
}
