"use client";

import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { useCachedGiftCount } from "./use-gifts";

export type GiftIdeasButtonProps = {
  birthday: { id: number; name: string };
  onOpen: () => void;
  /** The icon alone (its name in a tooltip), for the dense rows of the birthdays view. */
  iconOnly?: boolean;
};

/**
 * "Gift ideas" on a birthday's card. The list API does not carry a count, so
 * the count shows once the ideas are in the cache (after the dialog loaded
 * them once); the button never fetches by itself.
 */
export function GiftIdeasButton({ birthday, onOpen, iconOnly = false }: GiftIdeasButtonProps) {
  const t = useTranslations("gifts");
  const count = useCachedGiftCount(birthday.id);
  const label =
    count === undefined ? t("buttonLabel", { name: birthday.name }) : t("buttonLabelCount", { name: birthday.name, count });
  if (iconOnly) {
    return (
      <IconButton label={label} onClick={onOpen} className="relative" data-testid="gift-ideas-button">
        <Gift aria-hidden="true" />
        {count !== undefined && count > 0 && (
          <span
            className="absolute top-0.5 right-0.5 min-w-4 rounded-full bg-primary px-1 text-xs leading-4 font-semibold text-primary-foreground tabular-nums"
            aria-hidden="true"
            data-testid="gift-ideas-count"
          >
            {count}
          </span>
        )}
      </IconButton>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onOpen}
      aria-label={label}
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
