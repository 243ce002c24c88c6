import "server-only";
import { db } from "@/lib/db";

export type AdminOverview = { users: number; birthdays: number; groupCards: number };

/** Totals for the admin overview. */
export async function adminOverview(): Promise<AdminOverview> {
  const [users, birthdays, groupCards] = await Promise.all([
    db().user.count(),
    db().birthday.count(),
    db().groupCard.count(),
  ]);
  return { users, birthdays, groupCards };
}
