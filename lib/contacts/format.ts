import type { ImportFormat } from "./types";

/**
 * The format of a chosen file: by its extension (.vcf/.vcard, .csv/.tsv/.txt),
 * else by its text (a vCard starts with BEGIN:VCARD); null when neither says.
 */
export function formatOfFile(fileName: string, content: string): ImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === "vcf" || extension === "vcard") return "vcard";
  if (extension === "csv" || extension === "tsv") return "csv";
  if (/^\uFEFF?\s*BEGIN\s*:\s*VCARD/i.test(content)) return "vcard";
  return extension === "txt" ? "csv" : null;
}
