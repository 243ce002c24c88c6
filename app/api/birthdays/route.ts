import { createBirthday, listBirthdaysJson } from "@/lib/birthdays/birthdays";
import { birthdayInputSchema } from "@/lib/birthdays/schema";
import { apiRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The signed-in user's birthdays (BirthdayDto[]), by month, day and name. */
export const GET = apiRoute(
  { auth: true },
  async ({ user }) =>
    new Response(await listBirthdaysJson(user.id, user.birthdaysVersion), { headers: { "content-type": "application/json" } }),
);

/** Adds a birthday; 201 with the BirthdayDto. */
export const POST = apiRoute({ auth: true, body: birthdayInputSchema }, async ({ user, body }) =>
  Response.json(await createBirthday(user.id, body), { status: 201 }),
);
