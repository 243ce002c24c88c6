import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { getProfile } from "@/lib/users/profile";

export const dynamic = "force-dynamic";

/** The signed-in user, or 401. */
export const GET = apiRoute({ auth: true }, async ({ user }) => ({ user: await getProfile(user.id) }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
