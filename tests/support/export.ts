import type { BirthdayData } from "@/lib/birthdays/schema";
import { exportFile } from "@/lib/contacts/import";
import type { ImportFormat } from "@/lib/contacts/types";

/** exportFile() with its parts joined into `content`: the whole file as a download gives it. */
export function exportText(format: ImportFormat, birthdays: readonly BirthdayData[]) {
  const { parts, ...file } = exportFile(format, birthdays);
  return { ...file, content: [...parts].join("") };
}
