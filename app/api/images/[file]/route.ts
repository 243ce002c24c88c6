import { z } from "zod";
import { servedImage } from "@/lib/images/serve";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** A stored picture (lib/images/urls.ts names them), with long immutable caching; 404 otherwise. */
export const GET = apiRoute({ params: z.object({ file: z.string() }) }, ({ params, request }) =>
  servedImage(params.file, request.headers.get("if-none-match")),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
