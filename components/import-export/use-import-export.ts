"use client";

import { useMutation } from "@tanstack/react-query";
import { useRefreshBirthdays } from "@/components/birthdays/use-birthdays";
import type { ImportRequest } from "@/lib/contacts/import";
import type { ImportFormat, ImportPreview, ImportResult } from "@/lib/contacts/types";
import { apiDownload, apiFetch } from "@/lib/site/api-client";

// The import and export calls: the client module of the contacts domain.

/** POST /api/birthdays/import/preview: what an import would add and skip, saving nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      apiFetch<ImportPreview>("/api/birthdays/import/preview", { method: "POST", json: request }),
  });
}

/** POST /api/birthdays/import; then the pages and the birthday list are refreshed. */
export function useImportBirthdays() {
  const refresh = useRefreshBirthdays();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      apiFetch<ImportResult>("/api/birthdays/import", { method: "POST", json: request }),
    onSuccess: refresh,
  });
}

/**
 * Downloads GET /api/birthdays/export?format=… as a file. Fetched rather
 * than linked so a failure (an expired session, say) becomes a toast instead
 * of a JSON page; it throws an ApiError with the server's message.
 */
export async function downloadExport(format: ImportFormat): Promise<void> {
  const { blob, filename } = await apiDownload(
    `/api/birthdays/export?format=${format}`,
    format === "csv" ? "confetti-birthdays.csv" : "confetti-birthdays.vcf",
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
