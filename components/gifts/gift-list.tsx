"use client";

import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { PanelIconButton } from "@/components/ui/panel-icon-button";
import type { GiftDto } from "@/lib/birthdays/gift-schema";
import { compareNames } from "@/lib/i18n/collation";
import { localeOr } from "@/lib/i18n/locales";
import { formatPrice } from "@/lib/i18n/price";

// One birthday's gift ideas as lists: each idea with its link, status, price
// and notes, and buttons to edit or delete it.

/**
 * Current ideas and bought gifts, then the gifts already given, listed apart
 * (most recent first) so they are not given twice.
 */
export function GiftSections({
  gifts,
  onEdit,
  onDelete,
}: {
  gifts: GiftDto[];
  onEdit: (gift: GiftDto) => void;
  onDelete: (gift: GiftDto) => void;
}) {
  const t = useTranslations("gifts");
  const byTitle = compareNames(localeOr(useLocale()));
  const { current, given } = useMemo(
    () => ({
      current: gifts.filter((gift) => gift.status !== "given"),
      // Most recent first: what was given last year matters most.
      given: gifts
        .filter((gift) => gift.status === "given")
        .sort((a, b) => (b.givenYear ?? 0) - (a.givenYear ?? 0) || byTitle(a.title, b.title)),
    }),
    [gifts, byTitle],
  );
  return (
    <>
      {current.length > 0 && (
        <section aria-labelledby="gift-current-title" className="grid gap-2">
          <h3 id="gift-current-title" className="text-sm font-semibold">
            {t("currentTitle")}
          </h3>
          <GiftList gifts={current} onEdit={onEdit} onDelete={onDelete} testId="gift-list-current" />
        </section>
      )}
      {given.length > 0 && (
        <section aria-labelledby="gift-given-title" className="grid gap-2">
          <div>
            <h3 id="gift-given-title" className="text-sm font-semibold">
              {t("givenTitle")}
            </h3>
            <p className="text-xs text-muted-foreground">{t("givenHint")}</p>
          </div>
          <GiftList gifts={given} onEdit={onEdit} onDelete={onDelete} testId="gift-list-given" />
        </section>
      )}
    </>
  );
}

function GiftList({
  gifts,
  onEdit,
  onDelete,
  testId,
}: {
  gifts: GiftDto[];
  onEdit: (gift: GiftDto) => void;
  onDelete: (gift: GiftDto) => void;
  testId: string;
}) {
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {gifts.map((gift) => (
        <li key={gift.id} className="min-w-0">
          <GiftItem gift={gift} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function GiftItem({
  gift,
  onEdit,
  onDelete,
}: {
  gift: GiftDto;
  onEdit: (gift: GiftDto) => void;
  onDelete: (gift: GiftDto) => void;
}) {
  const t = useTranslations("gifts");
  const locale = useLocale();
  return (
    <article className="flex min-w-0 gap-2 rounded-lg border bg-card p-3 text-card-foreground" data-testid="gift-item">
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="min-w-0 font-medium break-words">
            {gift.url ? (
              <a
                href={gift.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-primary"
                data-testid="gift-link"
              >
                <span className="wrap-anywhere">{gift.title}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t("newTab")}</span>
              </a>
            ) : (
              gift.title
            )}
          </h4>
          <StatusBadge gift={gift} />
        </div>
        {gift.price !== null && (
          <p className="text-sm text-muted-foreground">
            {t("priceLabel")}:{" "}
            <span className="font-medium text-foreground tabular-nums" data-testid="gift-price">
              {formatPrice(gift.price, locale)}
            </span>
          </p>
        )}
        {gift.notes && (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground" data-testid="gift-notes">
            {gift.notes}
          </p>
        )}
      </div>
      <div className="-mt-1 -mr-1 flex shrink-0 items-start">
        <PanelIconButton
          type="button"
          className="size-9"
          onClick={() => onEdit(gift)}
          label={t("edit", { title: gift.title })}
          data-testid="gift-edit"
        >
          <Pencil aria-hidden="true" />
        </PanelIconButton>
        <PanelIconButton
          type="button"
          className="size-9 text-destructive hover:text-destructive"
          onClick={() => onDelete(gift)}
          label={t("delete", { title: gift.title })}
          data-testid="gift-delete"
        >
          <Trash2 aria-hidden="true" />
        </PanelIconButton>
      </div>
    </article>
  );
}

function StatusBadge({ gift }: { gift: GiftDto }) {
  const t = useTranslations("gifts");
  const label =
    gift.status === "given" && gift.givenYear !== null
      ? t("givenIn", { year: String(gift.givenYear) })
      : t(`statuses.${gift.status}`);
  return (
    <Badge
      variant={gift.status === "idea" ? "outline" : gift.status === "bought" ? "default" : "secondary"}
      data-testid="gift-status"
      data-status={gift.status}
    >
      {label}
    </Badge>
  );
}
