import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";

/**
 * Every /api path no route file serves: the JSON 404 an API client can
 * read, not the site's HTML page. The same for any method and any origin.
 */
const notFound = apiRoute({ allowCrossSite: true }, async () => {
  throw new AppError("not_found");
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
