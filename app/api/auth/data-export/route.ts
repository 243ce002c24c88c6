import { exportUserData } from "@/lib/account/data-export";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Everything kept about the signed-in user, as a JSON download. */
export const GET = apiRoute({ auth: true }, async ({ user }) => {
  const data = await exportUserData(user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="confetti-data-${data.exportedAt.slice(0, 10)}.json"`,
      "cache-control": "private, no-store",
    },
  });
});
