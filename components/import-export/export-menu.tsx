"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { ImportFormat } from "@/lib/contacts/types";

/**
 * Export's two formats as a menu, loaded (and opened) on the first press of
 * the Export button (ImportExportMenu): `trigger` is that button.
 */
export function ExportMenu({ trigger, onExport }: { trigger: ReactNode; onExport: (format: ImportFormat) => void }) {
  const t = useTranslations("importExport");
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onExport("csv")}>{t("exportCsv")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport("vcard")}>{t("exportVcard")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
