import { z } from "zod";
import { calendarForSegment } from "@/lib/calendar-feed/feed";
import { otherMethods } from "@/lib/http/methods";
import { fileResponse, textStream } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The private calendar feed: GET /api/calendar/<token>.ics. No session
 * (calendar apps cannot sign in): the secret token in the URL is the key.
 * Calendar apps and other sites fetch it, so cross-site requests are allowed;
 * an unknown and a malformed token both answer 404. Sent as it is made: a
 * feed can run to megabytes.
 */
export const GET = apiRoute({ params: z.object({ feed: z.string() }), allowCrossSite: true }, async ({ params }) =>
  fileResponse(textStream(await calendarForSegment(params.feed)), {
    type: "text/calendar; charset=utf-8",
    name: "confetti-birthdays.ics",
    inline: true,
    headers: {
      "Cache-Control": "private, max-age=3600",
      // The URL is a secret: never send it on as a Referer, never index it.
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    },
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
