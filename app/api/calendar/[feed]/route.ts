import { z } from "zod";
import { calendarForSegment } from "@/lib/calendar-feed/feed";
import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * The private calendar feed: GET /api/calendar/<token>.ics. No session
 * (calendar apps cannot sign in): the secret token in the URL is the key.
 * Calendar apps and other sites fetch it, so cross-site requests are allowed;
 * an unknown and a malformed token both answer 404.
 */
export const GET = apiRoute(
  { params: z.object({ feed: z.string() }), allowCrossSite: true },
  async ({ params }) => {
    const calendar = await calendarForSegment(params.feed);
    if (calendar === null) throw new AppError("not_found");
    return new Response(calendar, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="confetti-birthdays.ics"',
        "Cache-Control": "private, max-age=3600",
        // The URL is a secret: never send it on as a Referer, never index it.
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  },
);
