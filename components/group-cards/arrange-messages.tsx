"use client";

import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PanelIconButton } from "@/components/ui/panel-icon-button";
import { positionChanges } from "@/lib/group-cards/positions";
import type { ContributionDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { PanelSection } from "./panel-section";
import { useArrangeContributions } from "./use-group-cards";

type Direction = "up" | "down";

/**
 * The creator puts the card's messages in the order they want: each row
 * moves up or down a place (buttons, so the keyboard does it as well as a
 * pointer), the new order shows at once, and Save order sends a position for
 * each message that has to move (lib/group-cards/positions.ts). Removing a
 * message happens on the message itself.
 */
export function ArrangeMessages({ cardId, contributions }: { cardId: number; contributions: ContributionDto[] }) {
  const t = useTranslations("groupCards.manage.arrange");
  const common = useTranslations("common");
  const arrange = useArrangeContributions(cardId);
  // The order being made, as ids; null while it is the card's own.
  const [draft, setDraft] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfterMove = useRef<{ id: number; direction: Direction } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const saved = contributions.map(({ id }) => id);
  const order = reconcile(draft, saved);
  const byId = new Map(contributions.map((contribution) => [contribution.id, contribution]));
  const changed = order.some((id, index) => id !== saved[index]);
  const nameOf = (contribution: ContributionDto) => contribution.contributorName?.trim() || t("anonymous");

  // Focus stays on the button that was pressed, in the message's new row (or on its other arrow at an end).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || !list.current) return;
    focusAfterMove.current = null;
    const buttons = ["up", "down"].map((direction) =>
      list.current!.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${direction}"]`),
    );
    const [pressed, other] = target.direction === "up" ? buttons : [buttons[1], buttons[0]];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  });

  function move(id: number, direction: Direction) {
    const from = order.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    [next[from], next[to]] = [next[to]!, next[from]!];
    focusAfterMove.current = { id, direction };
    setDraft(next);
    setAnnouncement(t("moved", { name: nameOf(byId.get(id)!), place: to + 1, count: order.length }));
  }

  function save() {
    arrange.mutate(positionChanges(contributions, order), {
      onSuccess: () => showToast("success", t("saved")),
      onError: (error) =>
        showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) }),
    });
  }

  return (
    <PanelSection title={t("heading")} summary={t("hint")} data-testid="arrange-section">
      <ol
        ref={list}
        className="max-h-[28rem] divide-y overflow-y-auto rounded-lg border"
        aria-label={t("listLabel")}
        data-testid="arrange-list"
      >
        {order.map((id, index) => {
          const contribution = byId.get(id)!;
          const name = nameOf(contribution);
          return (
            <li
              key={id}
              className="grid min-h-14 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-2 py-1 pr-1 pl-3"
              data-testid="arrange-row"
              data-id={id}
            >
              <span className="w-6 text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              <span className="grid min-w-0">
                <span className="truncate text-sm font-medium" title={name}>
                  {name}
                </span>
                {contribution.content && (
                  <span className="truncate text-xs text-muted-foreground" title={contribution.content}>
                    {contribution.content}
                  </span>
                )}
              </span>
              <span className="flex">
                <PanelIconButton
                  label={t("moveUp", { name })}
                  onClick={() => move(id, "up")}
                  disabled={index === 0 || arrange.isPending}
                  data-move={`${id}-up`}
                >
                  <ArrowUp aria-hidden="true" />
                </PanelIconButton>
                <PanelIconButton
                  label={t("moveDown", { name })}
                  onClick={() => move(id, "down")}
                  disabled={index === order.length - 1 || arrange.isPending}
                  data-move={`${id}-down`}
                >
                  <ArrowDown aria-hidden="true" />
                </PanelIconButton>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {changed && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setDraft(null)} disabled={arrange.isPending}>
            {t("reset")}
          </Button>
          <Button type="button" onClick={save} disabled={arrange.isPending} data-testid="arrange-save">
            {arrange.isPending ? t("saving") : t("save")}
          </Button>
        </div>
      )}
    </PanelSection>
  );
}

/**
 * The order being made, kept in step with the card: messages removed
 * meanwhile drop out, new ones join at the end. Once the card has been saved
 * in this order the draft equals it and nothing shows as changed.
 */
function reconcile(draft: number[] | null, saved: number[]): number[] {
  if (!draft) return saved;
  const present = new Set(saved);
  const kept = draft.filter((id) => present.has(id));
  const known = new Set(kept);
  return [...kept, ...saved.filter((id) => !known.has(id))];
}
