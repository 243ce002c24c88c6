import { requestAccountDeletion } from "@/lib/account/deletion";
import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** E-mails the signed-in user a link that deletes their account once confirmed. */
export const POST = apiRoute({ auth: true }, async ({ user, locale }) => {
  await requestAccountDeletion(user.id, locale);
  return { sent: true };
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
