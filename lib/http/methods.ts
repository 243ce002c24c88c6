import "server-only";
import { AppError } from "./errors";
import { apiRoute } from "./route";

// Next.js answers a method a route file does not export with a bare 405 (no
// body, no Allow header) and an OPTIONS listing what the file exports. Every
// route file under app/api exports the rest of the methods from here
// (tests/integration/api-methods.test.ts checks that none is missing):
//   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** 405 in the JSON error shape with an Allow header for every method the route lacks, and OPTIONS (204) with the same Allow. */
export function otherMethods(defined: Partial<Record<Method, unknown>>) {
  const allow = [...METHODS.filter((method) => defined[method]), ...(defined.GET ? ["HEAD"] : []), "OPTIONS"]
    .sort()
    .join(", ");
  // No cross-site guard: the answer is the same for anyone, and 405 is more telling than 403.
  const notAllowed = apiRoute({ allowCrossSite: true }, async () => {
    throw new AppError("method_not_allowed", undefined, { headers: { allow } });
  });
  return {
    GET: notAllowed,
    POST: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: () => new Response(null, { status: 204, headers: { allow } }),
  };
}
