"use client";

import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useGifts } from "./use-gifts";

export type GiftIdeasButtonProps = {
  birthday: { id: number; name: string };
  onOpen: () => void;
};

/**
 * "Gift ideas" on a birthday's card. The list API does not carry a count, so
 * the count shows once the ideas are in the cache (after the dialog loaded
 * them once); the button never fetches by itself.
 */
export function GiftIdeasButton({ birthday, onOpen }: GiftIdeasButtonProps) {
  const t = useTranslations("gifts");
  const { data } = useGifts(birthday.id, false);
  const count = data?.length;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onOpen}
      aria-label={
        count === undefined
          ? t("buttonLabel", { name: birthday.name })
          : t("buttonLabelCount", { name: birthday.name, count })
      }
      data-testid="gift-ideas-button"
    >
      <Gift aria-hidden="true" />
      {t("button")}
      {count !== undefined && (
        <span
          className="ml-0.5 rounded-full bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground tabular-nums"
          data-testid="gift-ideas-count"
        >
          {count}
        </span>
      )}
    </Button>
  );
}
