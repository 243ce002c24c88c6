"use client";

import { FileUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatOfFile } from "@/lib/contacts/format";
import type { ImportRequest } from "@/lib/contacts/import";
import { MAX_IMPORT_BYTES } from "@/lib/contacts/limits";
import type { DateOrder, ImportResult } from "@/lib/contacts/types";
import { formatBirthday } from "@/lib/dates/calendar";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { useImportBirthdays, usePreviewImport } from "./use-import-export";

export type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful import with the number of birthdays added. */
  onImported?: (count: number) => void;
};

type FileRequest = Omit<ImportRequest, "dateOrder">;

/**
 * Imports birthdays from a vCard or CSV file: pick the file, see what would
 * be added and what is skipped (and why), confirm. Mounted afresh for each
 * opening (the menu gives it a new key), so it always starts at the picker.
 */
export function ImportDialog({ open, onOpenChange, onImported }: ImportDialogProps) {
  const t = useTranslations("importExport");
  const common = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FileRequest | null>(null);
  const [dateOrder, setDateOrder] = useState<DateOrder | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const preview = usePreviewImport();
  const save = useImportBirthdays();

  function showPreviewError(failure: unknown) {
    setError(errorMessage(failure, common("somethingWentWrong")));
  }

  function onSaved({ imported, skipped, emailsLeftOut }: ImportResult) {
    router.refresh();
    const description = [
      skipped.length > 0 && t("skippedTitle", { count: skipped.length }),
      emailsLeftOut.length > 0 && t("importedWithoutEmail", { count: emailsLeftOut.length }),
    ].filter(Boolean);
    showToast("success", t("imported", { count: imported }), {
      ...(description.length > 0 && { description: description.join(" · ") }),
    });
    onImported?.(imported);
    onOpenChange(false);
  }

  function showSaveError(failure: unknown) {
    const message = errorMessage(failure, common("somethingWentWrong"));
    setError(message);
    showToast("error", common("error"), { description: message });
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    setError(null);
    setFile(null);
    setDateOrder(undefined);
    preview.reset();
    if (chosen.size > MAX_IMPORT_BYTES) return setError(t("fileErrors.tooLarge"));
    let content: string;
    try {
      content = new TextDecoder("utf-8", { fatal: true }).decode(await chosen.arrayBuffer());
    } catch {
      return setError(t("fileErrors.notText"));
    }
    const format = formatOfFile(chosen.name, content);
    if (!format) return setError(t("fileErrors.unknownFormat"));
    setFile({ format, content });
    preview.mutate({ format, content }, { onError: showPreviewError });
  }

  function chooseDateOrder(order: DateOrder) {
    if (!file) return;
    setDateOrder(order);
    preview.mutate({ ...file, dateOrder: order }, { onError: showPreviewError });
  }

  function chooseAnother() {
    setFile(null);
    setError(null);
    preview.reset();
    inputRef.current?.click();
  }

  const result = file ? preview.data : undefined;
  const busy = preview.isPending || save.isPending;
  const count = result?.candidates.length ?? 0;
  const withoutEmail = result?.candidates.filter((candidate) => candidate.invalidEmail !== undefined) ?? [];

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={common("close")} className="sm:max-w-2xl" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>

        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".vcf,.vcard,.csv,.tsv,.txt,text/vcard,text/x-vcard,text/csv"
          className="sr-only"
          onChange={(event) => void chooseFile(event)}
          disabled={busy}
        />

        {!result && (
          <div className="grid gap-2">
            <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
              <label htmlFor={inputId} aria-disabled={busy} className={busy ? "pointer-events-none opacity-50" : undefined}>
                <FileUp aria-hidden="true" />
                {preview.isPending ? t("reading") : t("chooseFile")}
              </label>
            </Button>
            <p className="text-sm text-muted-foreground">{t("fileHint")}</p>
          </div>
        )}

        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}

        {result && (
          <div className="grid min-w-0 gap-4">
            {(result.ambiguousDates || dateOrder) && result.dateOrder && (
              <fieldset className="grid gap-2 text-sm">
                <legend className="mb-1 font-medium">{t("dateOrderLabel")}</legend>
                {(["dmy", "mdy"] as const).map((order) => (
                  <label key={order} className="flex min-h-9 items-center gap-2">
                    <input
                      type="radio"
                      name={`${inputId}-order`}
                      value={order}
                      checked={(dateOrder ?? result.dateOrder) === order}
                      onChange={() => chooseDateOrder(order)}
                      disabled={busy}
                      className="size-4 accent-primary"
                    />
                    {order === "dmy" ? t("dateOrderDmy") : t("dateOrderMdy")}
                  </label>
                ))}
              </fieldset>
            )}

            <section className="grid gap-2" aria-live="polite">
              <h3 className="text-sm font-medium">{count > 0 ? t("toAdd", { count }) : t("nothingToAdd")}</h3>
              {count > 0 && (
                <div className="max-h-64 overflow-auto rounded-md border">
                  <table className="w-full text-left text-sm">
                    <thead className="sticky top-0 bg-muted text-muted-foreground">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t("columnName")}
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          {t("columnBirthday")}
                        </th>
                        <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                          {t("columnEmail")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.candidates.map((candidate) => (
                        <tr key={candidate.line} className="border-t">
                          <td className="px-3 py-2">{candidate.name}</td>
                          <td className="px-3 py-2 whitespace-nowrap">
                            {formatBirthday(candidate.date, candidate.birthYear, locale)}
                          </td>
                          <td className="hidden px-3 py-2 sm:table-cell">
                            {candidate.email}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>

            {withoutEmail.length > 0 && (
              <section className="grid gap-2">
                <h3 className="text-sm font-medium">{t("emailsLeftOutTitle", { count: withoutEmail.length })}</h3>
                <ul className="max-h-40 overflow-auto rounded-md border text-sm" data-testid="import-emails-left-out">
                  {withoutEmail.map((candidate) => (
                    <li key={candidate.line} className="border-t px-3 py-2 first:border-t-0">
                      <span className="text-muted-foreground">{t("line", { line: candidate.line })}</span>
                      <span> · {candidate.name}</span>
                      <span className="block">
                        {t("emailLeftOut", { email: candidate.invalidEmail! })}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {result.skipped.length > 0 && (
              <section className="grid gap-2">
                <h3 className="text-sm font-medium">{t("skippedTitle", { count: result.skipped.length })}</h3>
                <ul className="max-h-40 overflow-auto rounded-md border text-sm" data-testid="import-skipped">
                  {result.skipped.map((entry) => (
                    <li key={entry.line} className="border-t px-3 py-2 first:border-t-0">
                      <span className="text-muted-foreground">{t("line", { line: entry.line })}</span>
                      {entry.name && <span> · {entry.name}</span>}
                      <span className="block">{t(`reasons.${entry.reason}`)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}

        <DialogFooter className="gap-2">
          {result ? (
            <>
              <Button type="button" variant="outline" onClick={chooseAnother} disabled={busy}>
                {t("chooseAnother")}
              </Button>
              {count === 0 ? (
                // Nothing new in the file (its notice says so): no "Add 0 birthdays" to press.
                <Button type="button" onClick={() => onOpenChange(false)} data-testid="import-close">
                  {common("close")}
                </Button>
              ) : (
                <Button
                  type="button"
                  onClick={() =>
                    file && save.mutate({ ...file, ...(dateOrder && { dateOrder }) }, { onSuccess: onSaved, onError: showSaveError })
                  }
                  disabled={busy}
                >
                  {t("confirm", { count })}
                </Button>
              )}
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("cancel")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
