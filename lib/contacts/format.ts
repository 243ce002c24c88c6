import { hasCsvColumns } from "./csv";
import type { ImportFormat } from "./types";

/**
 * The format of a chosen file: by its extension (.vcf/.vcard, .csv/.tsv),
 * else by its text: a vCard starts with BEGIN:VCARD, a CSV file's first row
 * names a name and a birthday column. Null when neither says (a .txt file of
 * notes gets "choose a vCard or CSV file", not the CSV header error).
 */
export function formatOfFile(fileName: string, content: string): ImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === "vcf" || extension === "vcard") return "vcard";
  if (extension === "csv" || extension === "tsv") return "csv";
  if (/^\uFEFF?\s*BEGIN\s*:\s*VCARD/i.test(content)) return "vcard";
  return hasCsvColumns(content) ? "csv" : null;
}
