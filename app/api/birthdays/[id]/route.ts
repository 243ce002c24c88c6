import { deleteBirthday, updateBirthday } from "@/lib/birthdays/birthdays";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { apiRoute } from "@/lib/http/route";
import { birthdayParams, existingId } from "../params";

export const dynamic = "force-dynamic";

/** Replaces one of the user's birthdays; answers with the BirthdayDto, 404 when it is not theirs. */
export const PUT = apiRoute(
  { auth: true, params: birthdayParams, body: birthdayInputSchema },
  ({ user, params, body }) => updateBirthday(user.id, existingId(params.id, "birthdayNotFound"), body),
);

/** Deletes one of the user's birthdays with its gift ideas; `{ ok: true }`, 404 when it is not theirs. */
export const DELETE = apiRoute({ auth: true, params: birthdayParams }, async ({ user, params }) => {
  await deleteBirthday(user.id, existingId(params.id, "birthdayNotFound"));
  return { ok: true };
});
