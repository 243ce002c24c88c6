import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie";
import type { Locale } from "@/lib/i18n/locales";
import { localeOfRequest } from "@/lib/i18n/request-locale";
import { AppError } from "./errors";
import { rejectUnsafeRequest } from "./request-guards";
import { translateOr } from "./translate";
import { fieldKeys } from "./validation";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

type HandlerInput<P, Q, B, U> = {
  request: NextRequest;
  params: P;
  query: Q;
  body: B;
  user: U;
  locale: Locale;
};

type RouteSpec<P, Q, B, Auth extends boolean> = {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** true: a signed-in user is required (401 otherwise). */
  auth?: Auth;
  /** Only for endpoints other sites must reach (e.g. one-click unsubscribe). */
  allowCrossSite?: boolean;
  /** When it returns false the endpoint does not exist: 404 before anything else. */
  available?: () => boolean;
};

/**
 * Wraps a route handler: rejects cross-site and non-JSON writes, parses
 * params, query and body with zod (400 with field errors), resolves the
 * session (401), and turns every failure into the one JSON error shape.
 * The handler returns data (sent as 200 JSON) or its own Response.
 */
export function apiRoute<P = undefined, Q = undefined, B = undefined, Auth extends boolean = false>(
  spec: RouteSpec<P, Q, B, Auth>,
  handler: (input: HandlerInput<P, Q, B, Auth extends true ? SessionUser : SessionUser | null>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    const locale = localeOfRequest(request);
    try {
      if (spec.available && !spec.available()) throw new AppError("not_found");
      if (!spec.allowCrossSite) rejectUnsafeRequest(request);
      const params = parse(spec.params, await context.params);
      const query = parse(spec.query, Object.fromEntries(request.nextUrl.searchParams));
      const body = spec.body ? parse(spec.body, await readJson(request)) : (undefined as B);
      const user = await getSessionUser(request.cookies.get(SESSION_COOKIE)?.value);
      if (spec.auth && !user) throw new AppError("unauthorized");
      const result = await handler({ request, params, query, body, locale, user: user as never });
      return result instanceof Response ? result : Response.json(result ?? null);
    } catch (error) {
      return errorResponse(error, locale);
    }
  };
}

function parse<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("validation_failed", undefined, { fields: fieldKeys(result.error) });
  return result.data;
}

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json");
  }
}

/** The one JSON error shape. Unknown errors are logged and answered with a bare 500. */
export function errorResponse(error: unknown, locale: Locale): Response {
  const appError = error instanceof AppError ? error : new AppError("internal");
  if (!(error instanceof AppError)) console.error("Unhandled error in route handler", error);
  const { fields, values, headers } = appError.options;
  const body = {
    error: {
      code: appError.code,
      message: translateOr(locale, "errors", appError.messageKey, "internal", values),
      ...(fields && {
        fields: Object.fromEntries(
          Object.entries(fields).map(([field, key]) => [field, translateOr(locale, "validation", key, "invalid")]),
        ),
      }),
    },
  };
  return Response.json(body, { status: appError.status, headers });
}
