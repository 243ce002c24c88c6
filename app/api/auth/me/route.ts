import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";
import { getProfile } from "@/lib/users/profile";

export const dynamic = "force-dynamic";

/** The signed-in user, or 401. */
export const GET = apiRoute({ auth: true }, async ({ user }) => {
  const profile = await getProfile(user.id);
  if (!profile) throw new AppError("unauthorized");
  return { user: profile };
});
