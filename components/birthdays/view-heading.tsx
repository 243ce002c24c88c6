"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ImportExportMenu } from "@/components/import-export";
import { Button } from "@/components/ui/button";

/**
 * The top of a dashboard view: its title (rendered on the server) and,
 * beside it on wide screens or under it on phones, Add Birthday and the
 * import/export menu, so both are always one tap from the top.
 */
export function ViewHeading({ heading, onAdd }: { heading: ReactNode; onAdd: () => void }) {
  const t = useTranslations("birthdays");
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">{heading}</div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        <Button className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto" onClick={onAdd} data-testid="add-birthday">
          <Plus aria-hidden="true" />
          {t("addBirthday")}
        </Button>
        <ImportExportMenu />
      </div>
    </div>
  );
}
