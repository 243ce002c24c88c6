import { exportUserData } from "@/lib/account/data-export";
import { otherMethods } from "@/lib/http/methods";
import { fileResponse, prettyJsonParts, textStream } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Everything kept about the signed-in user, as a JSON download sent as it is made. */
export const GET = apiRoute({ auth: true }, async ({ user }) => {
  const data = await exportUserData(user.id);
  return fileResponse(textStream(prettyJsonParts(data)), {
    type: "application/json; charset=utf-8",
    name: `confetti-data-${data.exportedAt.slice(0, 10)}.json`,
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
