"use client";

import { Contact, LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import { SideCard } from "@/components/dashboard/side-card";
import { Button } from "@/components/ui/button";
import { useGoogleImport } from "./use-google-import";

// The Google Contacts import's entry points: the dashboard's card, shown
// until the user has imported, and the button beside Import and Export for
// importing again. Both open the popup (./use-google-import.ts).

const GoogleImportConfigured = createContext(false);

/** Says whether the server has the import configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
export function GoogleImportProvider({ configured, children }: { configured: boolean; children: ReactNode }) {
  return <GoogleImportConfigured value={configured}>{children}</GoogleImportConfigured>;
}

/** Whether the import is on: without it, neither the card nor the button is shown. */
export const useGoogleImportConfigured = () => useContext(GoogleImportConfigured);

/** The dashboard's invitation to import the birthdays saved in Google Contacts. */
export function GoogleImportCard() {
  const t = useTranslations("googleImport");
  const { importing, start } = useGoogleImport();
  return (
    <SideCard
      titleId="google-import-title"
      icon={<Contact className="size-4" aria-hidden="true" />}
      title={t("cardTitle")}
      description={t("cardDescription")}
      data-testid="google-import-card"
    >
      <Button
        size="sm"
        className="h-auto min-h-9 py-1.5 whitespace-normal"
        onClick={start}
        disabled={importing}
        data-testid="google-import-start"
      >
        {importing && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
        {importing ? t("importing") : t("cardAction")}
      </Button>
    </SideCard>
  );
}

/** "Google Contacts" beside Import and Export: importing again after the card is gone. */
export function GoogleImportButton() {
  const t = useTranslations("googleImport");
  const { importing, start } = useGoogleImport();
  return (
    <Button
      type="button"
      variant="outline"
      className="h-auto min-h-10 max-w-full whitespace-normal"
      onClick={start}
      disabled={importing}
      data-testid="google-import-menu"
    >
      {importing ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" /> : <Contact aria-hidden="true" />}
      {importing ? t("importing") : t("menuAction")}
    </Button>
  );
}
