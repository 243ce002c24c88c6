import { z } from "zod";
import { deleteBirthday, updateBirthday } from "@/lib/birthdays/birthdays";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { otherMethods } from "@/lib/http/methods";
import { existingId, recordId } from "@/lib/http/params";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const idParams = z.object({ id: recordId });

/** Replaces one of the user's birthdays; answers with the BirthdayDto, 404 when it is not theirs. */
export const PUT = apiRoute({ auth: true, params: idParams, body: birthdayInputSchema }, ({ user, params, body }) =>
  updateBirthday(user.id, existingId(params.id, "birthdayNotFound"), body),
);

/** Deletes one of the user's birthdays with its gift ideas; `{ ok: true }`, 404 when it is not theirs. */
export const DELETE = apiRoute({ auth: true, params: idParams }, async ({ user, params }) => {
  await deleteBirthday(user.id, existingId(params.id, "birthdayNotFound"));
  return { ok: true };
});

export const { GET, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
