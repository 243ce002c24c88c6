"use client";

import { MailPlus, RotateCw, UserX } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PanelIconButton } from "@/components/ui/panel-icon-button";
import type { ConfirmRequest } from "@/components/ui/confirm-dialog";
import { MAX_INVITATIONS_PER_CARD } from "@/lib/group-cards/limits";
import type { InvitationDto, InvitationStatus } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { cn } from "@/lib/utils";
import { PanelSection } from "./panel-section";
import { useInvite, useRevokeInvitation } from "./use-group-cards";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

const InviteMoreDialog = lazy(() =>
  import("./invite-more-dialog").then((module) => ({ default: module.InviteMoreDialog })),
);

/** Rows shown at first, and added by each "Show more" (docs/design.md, "Lists and cards"). */
const INVITATIONS_SLICE = 50;
/** Up to this many invitations the section starts open; a longer list starts folded, its counts in the summary. */
const OPEN_UP_TO = 10;

const STATUS_BADGE: Record<InvitationStatus, "outline" | "secondary" | "default"> = {
  pending: "outline",
  accepted: "secondary",
  contributed: "default",
  revoked: "outline",
};

/**
 * The creator's invitations: each address with its status and when it was
 * sent, Resend (not for those who wrote a message; once an hour, as the
 * API allows) and Revoke, and "Invite more". Long lists come in slices.
 */
export function InvitationsPanel({
  cardId,
  invitations,
  confirm,
}: {
  cardId: number;
  invitations: InvitationDto[];
  /** Asks "are you sure?" (the panel's one confirmation dialog). */
  confirm: (request: ConfirmRequest) => void;
}) {
  const t = useTranslations("groupCards.manage.invitations");
  const [shown, setShown] = useState(INVITATIONS_SLICE);
  const inviteMore = useLazyDialog();
  const now = useNow(invitations);
  const added = invitations.filter(({ status }) => status === "contributed").length;
  // A revoked invitation is listed (with its status) but no longer counts as someone invited.
  const invited = invitations.filter(({ status }) => status !== "revoked").length;
  const rest = invitations.length - shown;
  // Said before the server refuses (docs/decisions/048); resending stays on each row.
  const full = invitations.length >= MAX_INVITATIONS_PER_CARD;

  return (
    <PanelSection
      title={t("heading")}
      summary={t("summary", { invited, added })}
      defaultOpen={invitations.length <= OPEN_UP_TO}
      data-testid="invitations-section"
    >
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t("listLabel")} data-testid="invitation-list">
          {invitations.slice(0, shown).map((invitation) => (
            <InvitationRow key={invitation.id} cardId={cardId} invitation={invitation} now={now} confirm={confirm} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {rest > 0 && (
          <Button type="button" variant="outline" onClick={() => setShown((count) => count + INVITATIONS_SLICE)}>
            {t("showMore", { count: Math.min(rest, INVITATIONS_SLICE) })}
          </Button>
        )}
        {full ? (
          <p className="text-sm text-muted-foreground" data-testid="invitations-full">
            {t("full", { max: MAX_INVITATIONS_PER_CARD })}
          </p>
        ) : (
          <Button type="button" variant="outline" onClick={() => inviteMore.show()} data-testid="invite-more">
            <MailPlus aria-hidden="true" />
            {t("inviteMore")}
          </Button>
        )}
      </div>
      {inviteMore.mounted && (
        <Suspense>
          <InviteMoreDialog cardId={cardId} open={inviteMore.open} onOpenChange={inviteMore.onOpenChange} />
        </Suspense>
      )}
    </PanelSection>
  );
}

function InvitationRow({
  cardId,
  invitation,
  now,
  confirm,
}: {
  cardId: number;
  invitation: InvitationDto;
  now: number | null;
  confirm: (request: ConfirmRequest) => void;
}) {
  const t = useTranslations("groupCards.manage.invitations");
  const outcomes = useTranslations("groupCards.manage.invite.outcomes");
  const common = useTranslations("common");
  const format = useFormatter();
  const metaId = useId();
  const invite = useInvite(cardId);
  const revoke = useRevokeInvitation(cardId);
  const { email, status } = invitation;

  const resendableAt = new Date(invitation.resendableAt);
  // Before the page is live in the browser there is no "now" (the server's would differ): wait for it.
  const waitForResend = now === null || resendableAt.getTime() > now;
  const resendWhen = now === null ? "" : format.relativeTime(resendableAt, now);
  const canResend = status !== "contributed";

  function resend() {
    if (waitForResend || invite.isPending) return;
    invite.mutate(
      { emails: [email] },
      {
        onSuccess: ({ results }) => {
          const outcome = results.find((result) => result.email === email)?.outcome;
          if (outcome === "resent") showToast("success", t("resent", { email }));
          else if (outcome) showToast("info", outcomes(outcome));
        },
        onError: (error) =>
          showToast("error", t("resendError"), { description: errorMessage(error, common("somethingWentWrong")) }),
      },
    );
  }

  function askRevoke() {
    confirm({
      title: t("revokeTitle"),
      description: t("revokeDescription", { email }),
      confirmLabel: t("revokeConfirm"),
      cancelLabel: t("revokeKeep"),
      destructive: true,
      onConfirm: () =>
        revoke.mutate(invitation.id, {
          onSuccess: () => showToast("success", t("revoked")),
          onError: (error) =>
            showToast("error", t("revokeError"), { description: errorMessage(error, common("somethingWentWrong")) }),
        }),
    });
  }

  const resendLabel =
    status === "revoked"
      ? t("inviteAgain", { email })
      : waitForResend && now !== null
        ? t("resendLater", { email, when: resendWhen })
        : t("resend", { email });

  return (
    <li
      className="grid min-h-14 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 px-3 py-2"
      data-testid="invitation-row"
      data-status={status}
    >
      <span className="min-w-0 truncate text-sm font-medium" title={email}>
        {email}
      </span>
      <span className="row-span-2 flex items-center">
        {canResend && (
          <PanelIconButton
            label={resendLabel}
            onClick={resend}
            aria-disabled={waitForResend || invite.isPending ? true : undefined}
            aria-describedby={metaId}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            data-testid="invitation-resend"
          >
            <RotateCw aria-hidden="true" />
          </PanelIconButton>
        )}
        {status !== "revoked" && (
          <PanelIconButton
            label={t("revoke", { email })}
            onClick={askRevoke}
            disabled={revoke.isPending}
            className="text-destructive hover:text-destructive"
            data-testid="invitation-revoke"
          >
            <UserX aria-hidden="true" />
          </PanelIconButton>
        )}
      </span>
      <span id={metaId} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <Badge
          variant={STATUS_BADGE[status]}
          className={cn(status === "revoked" && "text-muted-foreground")}
          data-testid="invitation-status"
        >
          {t(`statuses.${status}`)}
        </Badge>
        {now !== null && (
          <span>
            {invitation.sentAt
              ? // Never "in 2 seconds": an invitation just sent, or a server clock ahead of the browser's, reads "now".
                t("sent", { when: format.relativeTime(Math.min(new Date(invitation.sentAt).getTime(), now), now) })
              : t("notSent")}
            {canResend && waitForResend && (
              <>
                {" · "}
                <span data-testid="invitation-resend-from">{t("resendFrom", { when: resendWhen })}</span>
              </>
            )}
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * The time the rows measure against: null until the page runs in the
 * browser, then the current moment, moved on when the next invitation
 * becomes resendable and every minute (the "sent … ago" texts).
 */
function useNow(invitations: InvitationDto[]): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    if (now === null) return tick();
    const next = invitations
      .map(({ resendableAt }) => new Date(resendableAt).getTime())
      .filter((time) => time > now)
      .reduce((soonest, time) => Math.min(soonest, time), Infinity);
    const timer = setTimeout(tick, Math.min(next - now + 100, MINUTE));
    return () => clearTimeout(timer);
  }, [invitations, now]);
  return now;
}

const MINUTE = 60_000;
