"use client";

import { Cake, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ImportButton } from "@/components/import-export";
import { Button } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";

/** No birthdays yet: what the list is for, and the two ways to fill it (add one, import a file). */
export function BirthdaysEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations("birthdays.list");
  return (
    <StatePanel
      icon={<Cake aria-hidden="true" />}
      heading={<h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>}
      description={t("emptyDescription")}
      actions={
        <>
          <Button onClick={onAdd} className="h-auto min-h-10 max-w-full whitespace-normal" data-testid="add-first-birthday">
            <Plus aria-hidden="true" />
            {t("emptyAction")}
          </Button>
          <ImportButton label={t("emptyImport")} />
        </>
      }
      data-testid="birthdays-empty"
    />
  );
}
