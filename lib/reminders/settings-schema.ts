import { z } from "zod";
import { timeZoneSchema } from "@/lib/users/profile-schema";

// Reminder settings as the user chooses them (profile dialog, PUT
// /api/reminders/settings). Client-safe: shared by the form and the route
// handler, so both give the same messages (keys of the "validation" namespace).

/** Days before a birthday a reminder can go out; 0 is the day itself. Spec section 9: 7, 1 and 0. */
export const REMINDER_OFFSETS = [30, 14, 7, 1, 0] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

function isReminderOffset(value: number): value is ReminderOffset {
  return (REMINDER_OFFSETS as readonly number[]).includes(value);
}

export const reminderSettingsSchema = z.object({
  enabled: z.boolean("remindersEnabledInvalid"),
  /** Any of REMINDER_OFFSETS, at least one; stored largest first, without repeats. */
  offsets: z
    .array(z.number("reminderOffsetsInvalid"), "reminderOffsetsInvalid")
    .min(1, "reminderOffsetsRequired")
    // Checked on the whole list, so the message belongs to the field, not to one item.
    .refine((offsets) => offsets.every(isReminderOffset), "reminderOffsetsInvalid")
    .transform((offsets) => [...new Set(offsets as ReminderOffset[])].sort((a, b) => b - a)),
  /** Local hour 0–23 of the digest. */
  sendHour: z.number("reminderHourInvalid").int("reminderHourInvalid").min(0, "reminderHourInvalid").max(23, "reminderHourInvalid"),
  timeZone: timeZoneSchema,
});

export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;
