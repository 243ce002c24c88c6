import type { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CssTooltip } from "@/components/site/css-tooltip";
import { FileDown, Gift, Lock, LogOut, MailCheck, MessageSquarePlus, Pencil, Presentation, Share2, Trash2 } from "@/components/site/static-icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { MAX_MESSAGES_PER_AUTHOR, MAX_MESSAGES_PER_CARD } from "@/lib/group-cards/limits";
import { keepsakePath, presentPath } from "@/lib/group-cards/links";
import type { CardViewDto, ContributionDto } from "@/lib/group-cards/schema";
import { RequestOnClick, ShareOnClick, SignInLinkLabel, SignInLinkNotice, SwitchAccountLabel } from "./card-interactions";

// The card page's buttons and notices, drawn on the server (no client code
// of their own beyond the click handlers of ./card-interactions.tsx). Which
// ones a viewer gets follows CardViewerDto (decision 034).

type Translator = ReturnType<typeof useTranslations<"groupCards.card">>;

/** Share and Add Message (Present and the PDF for whoever may present), and the notice for this viewer. */
export function CardToolbar({
  view: { card, viewer },
  t,
  texts,
}: {
  view: CardViewDto;
  t: Translator;
  texts: { signInLinkSent: string; signInLinkAlreadySent: string };
}) {
  // Delivered, the card takes no new messages from anyone but its creator: no way in to offer (decision 042).
  const closed = !card.messagesOpen && !viewer.isCreator;
  // Wrote with an invitation's pass, no account: one press makes one (docs/decisions/051).
  const offerAccount = !viewer.signedIn && viewer.pass === "invitation" && viewer.wroteOne;
  // The one notice a viewer who may not write gets: why not.
  const readOnly = !closed && !viewer.canContribute && !viewer.preparing;
  return (
    <div className="grid justify-items-center gap-4 print:hidden">
      <div className="flex flex-wrap justify-center gap-2">
        <ShareOnClick slug={card.slug} texts={{ copied: t("linkCopied"), failed: t("copyFailed") }}>
          <Button type="button" variant="outline" data-testid="share-card">
            <Share2 aria-hidden="true" />
            {t("share")}
          </Button>
        </ShareOnClick>
        {viewer.canContribute && !viewer.messageLimit && !viewer.emailMismatch && (
          <RequestOnClick request={{ kind: "add" }}>
            <Button type="button" data-testid="add-message">
              <MessageSquarePlus aria-hidden="true" />
              {t("addMessage")}
            </Button>
          </RequestOnClick>
        )}
        {viewer.canPresent && (
          <>
            <Button asChild variant="outline" data-testid="present-card">
              <a href={presentPath(card.slug)}>
                <Presentation aria-hidden="true" />
                {t("present")}
              </a>
            </Button>
            <Button asChild variant="outline" data-testid="download-keepsake">
              <a href={keepsakePath(card.slug)} download>
                <FileDown aria-hidden="true" />
                {t("downloadPdf")}
              </a>
            </Button>
          </>
        )}
      </div>
      {offerAccount && (
        <Notice icon={<MailCheck aria-hidden="true" />} title={t("accountOfferTitle")} testId="account-offer" live>
          <SignInLinkNotice
            texts={{
              idle: t("accountOffer", { email: viewer.invitedEmail ?? "" }),
              sent: texts.signInLinkSent,
              alreadySent: texts.signInLinkAlreadySent,
              checkEmail: t("checkEmail", { email: viewer.invitedEmail ?? "" }),
            }}
          />
          <RequestOnClick request={{ kind: "signInLink" }}>
            <Button type="button" variant="outline" size="sm" className="mt-2 justify-self-start" data-testid="account-offer-button">
              <SignInLinkLabel idle={t("accountOfferButton")} sending={t("sendingLoginLink")} />
            </Button>
          </RequestOnClick>
        </Notice>
      )}
      {viewer.emailMismatch && !closed && (
        <Notice
          icon={<LogOut aria-hidden="true" />}
          title={t("mismatchTitle", { invitedEmail: viewer.invitedEmail ?? "" })}
          testId="mismatch-notice"
        >
          <p>{t("mismatch", { email: viewer.email ?? "", invitedEmail: viewer.invitedEmail ?? "" })}</p>
          <span className="mt-2 flex flex-wrap gap-2">
            {!viewer.messageLimit && (
              <RequestOnClick request={{ kind: "add" }}>
                <Button type="button" size="sm" data-testid="write-as-invited">
                  <MessageSquarePlus aria-hidden="true" />
                  {t("writeAsInvited", { invitedEmail: viewer.invitedEmail ?? "" })}
                </Button>
              </RequestOnClick>
            )}
            <RequestOnClick request={{ kind: "switchAccount" }}>
              <Button type="button" variant="outline" size="sm" data-testid="switch-account">
                <SwitchAccountLabel idle={t("signOutAndContinue")} busy={t("signingOut")} />
              </Button>
            </RequestOnClick>
          </span>
        </Notice>
      )}
      {viewer.preparing && (
        <Notice icon={<Gift aria-hidden="true" />} title={t("preparingTitle")} testId="preparing-notice">
          <p>{t("preparing", { recipient: card.recipientName })}</p>
        </Notice>
      )}
      {viewer.messageLimit === "card" && (
        <Notice icon={<Lock aria-hidden="true" />} title={t("cardFullTitle")} testId="message-limit-notice">
          {/* The creator may remove anyone's message; the others only their own. */}
          <p>{t(viewer.isCreator ? "cardFullCreator" : "cardFull", { max: MAX_MESSAGES_PER_CARD })}</p>
        </Notice>
      )}
      {viewer.messageLimit === "author" && (
        <Notice icon={<Lock aria-hidden="true" />} title={t("authorLimitTitle")} testId="message-limit-notice">
          <p>{t("authorLimit", { max: MAX_MESSAGES_PER_AUTHOR })}</p>
        </Notice>
      )}
      {closed && !viewer.preparing && (
        <Notice icon={<Lock aria-hidden="true" />} title={t("closedTitle")} testId="closed-notice">
          <p>{t("closed")}</p>
        </Notice>
      )}
      {readOnly && (
        <Notice icon={<Lock aria-hidden="true" />} title={t("readOnlyTitle")} testId="read-only-notice">
          <p>{t("readOnly")}</p>
        </Notice>
      )}
    </div>
  );
}

/** A note on a `bg-card` tile (text on the theme itself is kept to the titles). */
function Notice({
  icon,
  title,
  testId,
  live,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  /** Its text changes after a press: announced. */
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="grid w-full max-w-xl gap-1 rounded-lg bg-card p-4 text-sm text-card-foreground shadow-sm"
      data-testid={testId}
    >
      <p className="flex items-start gap-2 font-medium wrap-anywhere [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary">
        {icon}
        <span className="min-w-0">{title}</span>
      </p>
      <div className="grid wrap-anywhere text-muted-foreground" aria-live={live ? "polite" : undefined}>
        {children}
      </div>
    </section>
  );
}

/**
 * Edit (while the viewer may still contribute) and delete on the viewer's own
 * messages; remove on anyone's for the creator (moderation). An author may
 * remove their words even from a closed card (lib/group-cards/access.ts).
 */
export function MessageActions({
  contribution,
  isCreator,
  canEdit,
  anonymous,
  t,
}: {
  contribution: ContributionDto;
  isCreator: boolean;
  canEdit: boolean;
  anonymous: string;
  t: Translator;
}) {
  if (!contribution.mine && !isCreator) return null;
  const name = contribution.contributorName || anonymous;
  const deleteLabel = contribution.mine ? t("deleteMessage") : t("removeMessage");
  return (
    <span className="-my-2 -mr-2 flex shrink-0 items-center print:hidden">
      {isCreator && contribution.viaLink && (
        <Badge variant="outline" className="mr-1" data-testid="via-link">
          {t("viaLink")}
        </Badge>
      )}
      {contribution.mine && canEdit && (
        <CssTooltip label={t("editMessage")}>
          <RequestOnClick
            request={{
              kind: "edit",
              message: {
                id: contribution.id,
                name: contribution.contributorName ?? "",
                content: contribution.content ?? "",
                image: contribution.image,
              },
            }}
          >
            <Button type="button" variant="ghost" size="icon" aria-label={t("editMessage")} data-testid="edit-message">
              <Pencil aria-hidden="true" />
            </Button>
          </RequestOnClick>
        </CssTooltip>
      )}
      <CssTooltip label={deleteLabel}>
        <RequestOnClick request={{ kind: "delete", message: { id: contribution.id, name }, mine: contribution.mine }}>
          <Button type="button" variant="ghost" size="icon" aria-label={deleteLabel} data-testid="delete-message">
            <Trash2 aria-hidden="true" />
          </Button>
        </RequestOnClick>
      </CssTooltip>
    </span>
  );
}
