import type { ImportFormat } from "@/lib/contacts/types";

/**
 * Downloads GET /api/birthdays/export?format=… as a file. Fetched rather
 * than linked so a failure (an expired session, say) becomes a toast instead
 * of a JSON page. Throws an Error with the server's translated message, or
 * with an empty message when there is none.
 */
export async function downloadExport(format: ImportFormat): Promise<void> {
  const response = await fetch(`/api/birthdays/export?format=${format}`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(await errorMessage(response));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filenameOf(response) ?? (format === "csv" ? "confetti-birthdays.csv" : "confetti-birthdays.vcf");
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function filenameOf(response: Response): string | null {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : "";
  } catch {
    return "";
  }
}
