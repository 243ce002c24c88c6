import { otherMethods } from "@/lib/http/methods";
import { apiRoute } from "@/lib/http/route";
import { getReminderOverview, getReminderStatus, updateReminderSettings } from "@/lib/reminders/settings";
import { reminderSettingsSchema } from "@/lib/reminders/settings-schema";

export const dynamic = "force-dynamic";

/** The signed-in user's reminder settings and what became of their reminders: { settings, status }. */
export const GET = apiRoute({ auth: true }, ({ user }) => getReminderOverview(user.id));

/** Saves the signed-in user's reminder settings; answers { settings, status } as after GET. */
export const PUT = apiRoute({ auth: true, body: reminderSettingsSchema }, async ({ user, body }) => {
  const settings = await updateReminderSettings(user.id, body);
  return { settings, status: await getReminderStatus(user.id) };
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
