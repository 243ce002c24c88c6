// From Google contacts to birthdays: which contact becomes which birthday,
// and what a (second) import creates, updates and leaves alone. Pure, so
// the rules are tested without Google or a database; the server side is
// ./google-import.ts. A contact is validated exactly as a file's entry is
// (validateEntry, the birthday form's schema). Decision record:
// docs/decisions/040-google-contacts-import.md.

import type { BirthdayData } from "@/lib/birthdays/schema";
import { duplicateKey, validateEntry } from "./import";
import type { ContactEntry, FileDate } from "./types";

/** The parts of a People API person the import reads (names, birthdays, emailAddresses). */
export type GoogleContact = {
  resourceName?: string | null;
  names?: { displayName?: string | null; metadata?: { primary?: boolean | null } | null }[] | null;
  birthdays?: {
    date?: { year?: number | null; month?: number | null; day?: number | null } | null;
    metadata?: { primary?: boolean | null } | null;
  }[] | null;
  emailAddresses?: { value?: string | null; metadata?: { primary?: boolean | null } | null }[] | null;
};

/** A stored birthday of the user, as the import compares and updates it. */
export type StoredBirthday = {
  id: number;
  name: string;
  date: string;
  birthYear: number | null;
  email: string | null;
  googleContactId: string | null;
};

export type GoogleBirthday = BirthdayData & { googleContactId: string };

export type GoogleImportPlan = {
  /** New birthdays, each remembering its contact. */
  create: GoogleBirthday[];
  /** Birthdays imported before whose contact changed: their new name, date, year and e-mail. */
  update: (Pick<BirthdayData, "name" | "date" | "birthYear" | "email"> & { id: number })[];
  /** Birthdays imported before whose contact is as it was. */
  unchanged: number;
  /** Contacts without a name or a usable birthday, and those already on the list or twice among the contacts. */
  skipped: number;
};

/** The primary item of a People API list, else its first. */
function primary<T extends { metadata?: { primary?: boolean | null } | null }>(items: readonly T[]): T | undefined {
  return items.find((item) => item.metadata?.primary) ?? items[0];
}

/**
 * A contact as an import entry: its primary name; its primary birthday with
 * a month and day (else the first that has them; the year when Google knows
 * it); its primary e-mail address.
 */
export function entryOfContact(contact: GoogleContact, position: number): ContactEntry {
  const withDay = (contact.birthdays ?? []).filter((birthday) => birthday.date?.month && birthday.date.day);
  const date = primary(withDay)?.date;
  return {
    line: position,
    name: primary(contact.names ?? [])?.displayName ?? null,
    date: date ? ({ year: date.year || null, month: date.month!, day: date.day! } satisfies FileDate) : null,
    email: primary(contact.emailAddresses ?? [])?.value ?? null,
    notes: null,
  };
}

/**
 * What importing these contacts does to these stored birthdays. A contact
 * imported before (same Google id) updates its birthday; any other becomes a
 * new birthday unless a stored one or an earlier contact has the same name
 * and date (the file import's duplicate rule), which is left alone.
 */
export function planGoogleImport(contacts: readonly GoogleContact[], stored: readonly StoredBirthday[]): GoogleImportPlan {
  const linked = new Map(stored.flatMap((birthday) => (birthday.googleContactId ? [[birthday.googleContactId, birthday]] : [])));
  const valid: GoogleBirthday[] = [];
  let skipped = 0;
  contacts.forEach((contact, index) => {
    const result = contact.resourceName ? validateEntry(entryOfContact(contact, index + 1)) : null;
    if (!result || "reason" in result) skipped++;
    else valid.push({ ...result, googleContactId: contact.resourceName! });
  });

  const plan: GoogleImportPlan = { create: [], update: [], unchanged: 0, skipped };
  // Birthdays updated from their contact take their new name and date; the rest keep theirs.
  const updatedIds = new Set(valid.flatMap((birthday) => linked.get(birthday.googleContactId)?.id ?? []));
  const taken = new Set(stored.filter((row) => !updatedIds.has(row.id)).map((row) => duplicateKey(row.name, row.date)));
  for (const birthday of valid) {
    const row = linked.get(birthday.googleContactId);
    if (!row) continue;
    taken.add(duplicateKey(birthday.name, birthday.date));
    const next = { name: birthday.name, date: birthday.date, birthYear: birthday.birthYear ?? null, email: birthday.email ?? null };
    const same = row.name === next.name && row.date === next.date && row.birthYear === next.birthYear && row.email === next.email;
    if (same) plan.unchanged++;
    else plan.update.push({ id: row.id, ...next });
  }
  for (const birthday of valid) {
    if (linked.has(birthday.googleContactId)) continue;
    const key = duplicateKey(birthday.name, birthday.date);
    if (taken.has(key)) {
      plan.skipped++;
      continue;
    }
    taken.add(key);
    plan.create.push({
      googleContactId: birthday.googleContactId,
      name: birthday.name,
      date: birthday.date,
      birthYear: birthday.birthYear ?? null,
      email: birthday.email ?? null,
      notes: null,
    });
  }
  return plan;
}

/** The answer of POST /api/google/import-contacts. `count`: birthdays written (created and updated). */
export type GoogleImportResult = { count: number; created: number; updated: number; unchanged: number; skipped: number };
