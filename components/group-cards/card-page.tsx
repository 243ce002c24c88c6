import type { AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { Heart } from "@/components/site/static-icons";
import { parseDate } from "@/lib/dates/calendar";
import { firstMessages, laterMessages, linksIntoMessages } from "@/lib/group-cards/pages";
import type { CardViewDto } from "@/lib/group-cards/schema";
import { shownMessage } from "@/lib/group-cards/slideshow";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { CardInteractions, LaterMessages } from "./card-interactions";
import { CardPageFrame } from "./card-page-chrome";
import { CardPreview } from "./card-preview";
import { CardToolbar, MessageActions } from "./card-toolbar";
import { ContributorNote } from "./contributor-note";
import { CreatorPanelSlot } from "./creator-panel-slot";

/**
 * /group-cards/{slug} (docs/decisions/034-card-page.md): the card as
 * its theme draws it, with Share and Add Message under its title, the one
 * notice that fits this viewer (the account offered after writing with an
 * invitation's pass, signed in as someone else, or read-only), and edit and
 * remove buttons on the messages the viewer may change. Above the card, for
 * those who read it, the creator's note to the people signing
 * (./contributor-note.tsx). Everything is rendered on the server; the
 * buttons' behaviour loads on the first press (./card-interactions.tsx). The
 * creator also gets the creator panel below the card.
 */
export async function CardPage({
  view,
  openAddMessage,
  drawLaterMessages,
}: {
  view: CardViewDto;
  /** The address carried `?add-message=1` (an invitation's link, through the proxy). */
  openAddMessage: boolean;
  /** The server action drawing the messages after the first ones, bound to the card (decision 056). */
  drawLaterMessages: () => Promise<ReactNode>;
}) {
  const { card, contributions, viewer } = view;
  const t = await getTranslations("groupCards.card");
  const groupCards = await getTranslations("groupCards");
  const common = await getTranslations("common");
  const locale = (await getLocale()) as Locale;
  const messages = (await getMessages()) as Messages;
  const { card: cardTexts, addMessage, signInLinkSent, signInLinkAlreadySent } = messages.groupCards;
  // Only what the dialogs say travels to the browser, not the whole catalogue,
  // and nothing for a viewer who can only read and share (most visitors): no
  // button of theirs loads the controller.
  const mayAct = viewer.canContribute || viewer.wroteOne;
  const controllerMessages: AbstractIntlMessages = mayAct
    ? {
        common: messages.common,
        validation: messages.validation,
        groupCards: { card: cardTexts, addMessage, signInLinkSent, signInLinkAlreadySent },
      }
    : {};
  const byId = new Map(contributions.map((contribution) => [contribution.id, contribution]));

  return (
    <CardPageFrame signedIn={viewer.signedIn}>
      {card.description && <ContributorNote note={card.description} recipientName={card.recipientName} />}
      <CardInteractions
        controller={{
          intl: { locale, messages: controllerMessages },
          card: { id: card.id, slug: card.slug, recipientName: card.recipientName },
          viewer,
        }}
        openAddMessage={openAddMessage && viewer.canContribute && !viewer.emailMismatch && !viewer.messageLimit}
        alreadySentText={signInLinkAlreadySent}
        lightboxCloseLabel={common("close")}
      >
        <CardPreview
          theme={card.theme}
          titleAs="h1"
          title={card.title}
          recipientName={card.recipientName}
          birthday={card.recipientBirthday ? parseDate(card.recipientBirthday) : null}
          greeting={card.greeting}
          messages={firstMessages(view).map(shownMessage)}
          // Visitors, the most of a card's readers on its day, get no anchors to carry,
          // and the messages after the first screenful as they near them (decision 056).
          anchorMessages={linksIntoMessages(viewer)}
          laterMessages={laterMessages(view).length > 0 && <LaterMessages draw={drawLaterMessages} />}
          emptyText={viewer.preparing ? t("preparingEmpty") : undefined}
          highlight={
            card.thankYou && (
              <section
                className="grid gap-2 rounded-lg bg-card p-4 text-card-foreground shadow-sm ring-2 ring-primary/50 break-inside-avoid"
                aria-labelledby="card-thank-you-title"
                data-testid="card-thank-you"
              >
                <h2 id="card-thank-you-title" className="flex min-w-0 items-center gap-2 font-semibold wrap-anywhere">
                  <Heart aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {groupCards("thankYou.noteTitle", { name: card.thankYou.name })}
                </h2>
                <blockquote className="wrap-anywhere whitespace-pre-line">{card.thankYou.message}</blockquote>
              </section>
            )
          }
          actions={<CardToolbar view={view} t={t} texts={{ signInLinkSent, signInLinkAlreadySent }} />}
          messageActions={(message) => {
            const contribution = byId.get(message.id as number);
            return contribution && (
              <MessageActions
                contribution={contribution}
                isCreator={viewer.isCreator}
                canEdit={viewer.canContribute}
                t={t}
                anonymous={groupCards("preview.anonymous")}
              />
            );
          }}
          className="sm:p-10"
        />
      </CardInteractions>
      {viewer.isCreator && (
        <div className="print:hidden">
          <CreatorPanelSlot
            view={view}
            intl={{ locale, messages: { common: messages.common, validation: messages.validation, groupCards: messages.groupCards } }}
          />
        </div>
      )}
    </CardPageFrame>
  );
}
