"use client";

import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { ImportFormat } from "@/lib/contacts/types";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { cn } from "@/lib/utils";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { GoogleImportButton, useGoogleImportConfigured } from "./google-import";
import { downloadExport } from "./use-import-export";

// Loaded on the first press: the file parsing and preview, and the export
// menu's Radix layers, are not part of the dashboard's first load.
const ImportDialog = lazy(() => import("./import-dialog").then((module) => ({ default: module.ImportDialog })));
const ExportMenu = lazy(() => import("./export-menu").then((module) => ({ default: module.ExportMenu })));

export type ImportExportMenuProps = {
  /** Called after a successful import with the number of birthdays added (the list is already refreshed). */
  onImported?: (count: number) => void;
  className?: string;
};

/**
 * "Import" (a vCard or CSV file, with a preview), "Google Contacts" when
 * that import is configured, and "Export" (CSV or vCard download) for the
 * signed-in user's birthdays. Needs the
 * `importExport` and `common` message namespaces and a QueryClient.
 */
export function ImportExportMenu({ onImported, className }: ImportExportMenuProps) {
  const t = useTranslations("importExport");
  const common = useTranslations("common");
  const googleImport = useGoogleImportConfigured();

  async function exportAs(format: ImportFormat) {
    try {
      await downloadExport(format);
    } catch (error) {
      showToast("error", common("error"), { description: errorMessage(error, t("exportFailed")) });
    }
  }

  return (
    <div className={cn("flex flex-wrap gap-2", className)} data-testid="import-export-menu">
      <ImportButton onImported={onImported} />
      {googleImport && <GoogleImportButton />}
      <ExportButton onExport={(format) => void exportAs(format)} />
    </div>
  );
}

/**
 * Export, a button opening a menu of the two formats. Until the first press
 * it is a plain button announcing its menu; the press loads the menu's code
 * and shows it open (Radix then owns the button).
 */
function ExportButton({ onExport }: { onExport: (format: ImportFormat) => void }) {
  const t = useTranslations("importExport");
  const [used, setUsed] = useState(false);
  const button = (props: ComponentProps<typeof Button>) => (
    <Button type="button" variant="outline" {...props}>
      <Download aria-hidden="true" />
      {t("export")}
    </Button>
  );
  const standIn = button({ "aria-haspopup": "menu", "aria-expanded": false, onClick: () => setUsed(true) });
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ExportMenu trigger={button({})} onExport={onExport} />
    </Suspense>
  );
}

export type ImportButtonProps = Pick<ImportExportMenuProps, "onImported"> & {
  /** The button's text; "Import" by default. */
  label?: string;
  variant?: "outline" | "default";
};

/** A button opening the import dialog: the menu's, and the empty dashboard's second invitation. */
export function ImportButton({ onImported, label, variant = "outline" }: ImportButtonProps) {
  const t = useTranslations("importExport");
  // Its payload is a new key for each opening: the dialog starts again at the file picker.
  const dialog = useLazyDialog<number>();
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className="h-auto min-h-10 max-w-full whitespace-normal"
        onClick={() => dialog.show((dialog.payload ?? 0) + 1)}
      >
        <Upload aria-hidden="true" />
        {label ?? t("import")}
      </Button>
      {dialog.mounted && (
        <Suspense>
          <ImportDialog key={dialog.payload} open={dialog.open} onOpenChange={dialog.onOpenChange} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
