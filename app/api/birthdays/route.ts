import { createBirthday, listBirthdaysJson } from "@/lib/birthdays/birthdays";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { otherMethods } from "@/lib/http/methods";
import { created, jsonText } from "@/lib/http/responses";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The signed-in user's birthdays (BirthdayDto[]), by month, day and name. */
export const GET = apiRoute({ auth: true }, async ({ user }) =>
  jsonText(await listBirthdaysJson(user.id, user.birthdaysVersion)),
);

/** Adds a birthday; 201 with the BirthdayDto. */
export const POST = apiRoute({ auth: true, body: birthdayInputSchema }, async ({ user, body }) =>
  created(await createBirthday(user.id, body)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
