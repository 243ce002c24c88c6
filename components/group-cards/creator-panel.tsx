"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ConfirmRequest } from "@/components/ui/confirm-dialog";
import { MY_CARDS_PATH } from "@/lib/group-cards/links";
import type { CardViewDto, GroupCardDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { ArrangeMessages } from "./arrange-messages";
import { DeliveryPanel } from "./delivery-panel";
import { ContributorLinkPanel } from "./contributor-link-panel";
import { InvitationsPanel } from "./invitations-panel";
import { useDeleteGroupCard, useUpdateGroupCard } from "./use-group-cards";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

// Dialogs load on their first press: the card page's JavaScript budget
// counts what a visitor downloads before any dialog opens.
const EditCardDialog = lazy(() => import("./edit-card-dialog").then((module) => ({ default: module.EditCardDialog })));
const ConfirmDialog = lazy(() =>
  import("@/components/ui/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);


/**
 * The creator's tools on the card's page (rendered for the creator only):
 * Draft or Published, edit and delete the card, its delivery, the
 * invitations, and the order of the messages. Decision record: docs/decisions/035-creator-panel.md.
 */
export function CreatorPanel({ view }: { view: CardViewDto }) {
  const t = useTranslations("groupCards.manage");
  const common = useTranslations("common");
  const headingId = useId();
  const router = useRouter();
  const { card, contributions } = view;
  const edit = useLazyDialog();
  const confirmation = useLazyDialog<ConfirmRequest>();
  const remove = useDeleteGroupCard(card.id);

  function askDelete() {
    confirmation.show({
      title: t("delete.title", { title: card.title }),
      description: t("delete.description", { count: contributions.length }),
      confirmLabel: t("delete.confirm"),
      destructive: true,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            showToast("success", t("delete.deleted"));
            router.push(MY_CARDS_PATH);
          },
          onError: (error) =>
            showToast("error", t("delete.error"), { description: errorMessage(error, common("somethingWentWrong")) }),
        }),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
      data-testid="creator-panel"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("description")}</p>
        </div>
        <Button type="button" variant="outline" onClick={() => edit.show()} data-testid="edit-card">
          <Pencil aria-hidden="true" />
          {t("actions.edit")}
        </Button>
      </header>

      <CardStatus card={card} confirm={confirmation.show} />

      {view.delivery && <DeliveryPanel card={card} delivery={view.delivery} />}

      <InvitationsPanel cardId={card.id} invitations={view.invitations ?? []} confirm={confirmation.show} />

      {view.contributorLink && <ContributorLinkPanel cardId={card.id} link={view.contributorLink} confirm={confirmation.show} />}

      {contributions.length >= 2 && <ArrangeMessages cardId={card.id} contributions={contributions} />}

      <div className="flex justify-end">
        <Button
          type="button"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={askDelete}
          disabled={remove.isPending}
          data-testid="delete-card"
        >
          <Trash2 aria-hidden="true" />
          {t("actions.delete")}
        </Button>
      </div>

      {edit.mounted && (
        <Suspense>
          <EditCardDialog card={card} delivery={view.delivery} open={edit.open} onOpenChange={edit.onOpenChange} />
        </Suspense>
      )}
      {confirmation.mounted && (
        <Suspense>
          <ConfirmDialog
            open={confirmation.open}
            onOpenChange={confirmation.onOpenChange}
            request={confirmation.payload}
            cancelLabel={t("cancel")}
            data-testid="creator-confirm"
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Draft or Published, what that means, and the switch between them.
 * Publishing a card not yet delivered delivers it, e-mails included, which
 * nothing can take back: that asks first.
 */
function CardStatus({ card, confirm }: { card: GroupCardDto; confirm: (request: ConfirmRequest) => void }) {
  const t = useTranslations("groupCards.manage.status");
  const common = useTranslations("common");
  const update = useUpdateGroupCard(card.id);
  const published = card.isPublished;

  function toggle() {
    if (published || card.deliveredAt) save();
    else confirm({ title: t("publishTitle"), description: t("publishDescription"), confirmLabel: t("publishConfirm"), onConfirm: save });
  }

  function save() {
    update.mutate(
      { isPublished: !published },
      {
        onSuccess: () => showToast("success", published ? t("unpublishedToast") : t("publishedToast")),
        onError: (error) =>
          showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) }),
      },
    );
  }

  return (
    <div
      className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="card-status"
    >
      <div className="grid min-w-0 gap-1">
        <Badge variant={published ? "default" : "outline"} data-testid="card-status-badge">
          {published ? t("published") : t("draft")}
        </Badge>
        <p className="text-sm">{published ? t("publishedHint") : t("draftHint")}</p>
        <p className="text-xs text-muted-foreground">{t("linkHint")}</p>
      </div>
      <Button
        type="button"
        variant={published ? "outline" : "secondary"}
        onClick={toggle}
        disabled={update.isPending}
        data-testid="card-publish-toggle"
      >
        {update.isPending
          ? published
            ? t("unpublishing")
            : t("publishing")
          : published
            ? t("unpublish")
            : t("publish")}
      </Button>
    </div>
  );
}
