"use client";

import { Cake, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { ImportButton } from "@/components/import-export";
import { Button } from "@/components/ui/button";

/** No birthdays yet: what the list is for, and the two ways to fill it (add one, import a file). */
export function BirthdaysEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations("birthdays.list");
  return (
    <div
      className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center sm:p-10"
      data-testid="birthdays-empty"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Cake className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t("emptyDescription")}</p>
      <div className="flex max-w-full flex-wrap justify-center gap-2">
        <Button onClick={onAdd} className="h-auto min-h-10 max-w-full whitespace-normal" data-testid="add-first-birthday">
          <Plus aria-hidden="true" />
          {t("emptyAction")}
        </Button>
        <ImportButton label={t("emptyImport")} />
      </div>
    </div>
  );
}
