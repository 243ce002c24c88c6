import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { updateProfile } from "@/lib/users/profile";
import { profileSchema } from "@/lib/users/profile-schema";

export const dynamic = "force-dynamic";

/** Updates the signed-in user's name, birthday and, when given, time zone and e-mail language. */
export const PUT = apiRoute({ auth: true, body: profileSchema }, async ({ user, body }) => ({
  user: await updateProfile(user.id, body),
}));

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
