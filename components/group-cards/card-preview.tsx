import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AVATAR_GRADIENTS, InitialsAvatar } from "@/components/ui/initials-avatar";
import type { CalendarDate } from "@/lib/birthdays/dates";
import { formatCelebration } from "@/lib/dates/calendar";
import type { CardImageDto } from "@/lib/group-cards/schema";
import { messageAnchor } from "@/lib/group-cards/links";
import type { CardTheme } from "@/lib/group-cards/themes";
import { cn } from "@/lib/utils";
import { cardThemeClass, contributionGradient } from "./card-themes";
import { ContributionImage, type ImageLoading } from "./contribution-image";

export type CardPreviewMessage = {
  id: string | number;
  /** Empty for a contributor who left no name: shown as 'Anonymous'. */
  name: string;
  /**
   * The avatar's colour, 0–7 (ContributionDto.gradient, computed on the
   * server from the contributor's address); samples without one get theirs
   * from their name.
   */
  gradient?: number;
  /** A picture message's caption or an AI image's prompt may be empty. */
  text: string;
  /** The message's picture (a photo, or an AI image with `aiImage`), shown above its text. */
  image?: CardImageDto | null;
  aiImage?: boolean;
};

export type CardPreviewProps = {
  theme: CardTheme;
  title: string;
  recipientName: string;
  /** The day the card is for, shown with its weekday. */
  birthday?: CalendarDate | null;
  /** The card's own words for the birthday person. */
  greeting?: string | null;
  messages: CardPreviewMessage[];
  /** The title's heading level: h1 on the card's own page, h2 where it is a page's subject, h3 inside a section. */
  titleAs?: "h1" | "h2" | "h3";
  /** Under the card's header: the card page's buttons and notices. */
  actions?: ReactNode;
  /** Beside a message's name: the card page's edit and remove buttons for the messages this viewer may change. */
  messageActions?: (message: CardPreviewMessage) => ReactNode;
  /** In place of "no messages yet" when there are none to show (the surprise guard keeps them for later). */
  emptyText?: string;
  /** Above the messages: the birthday person's thank-you note, once written (decision 043). */
  highlight?: ReactNode;
  /**
   * Each message's tile gets its anchor (`#message-{id}`, messageAnchor), a
   * target that links lead to: the card page's, not samples', whose ids repeat.
   */
  anchorMessages?: boolean;
  /**
   * After the messages, inside their list: the card page's later messages,
   * drawn as the reader nears them (decision 056).
   */
  laterMessages?: ReactNode;
  className?: string;
};

/**
 * A group card as its friends see it: the theme's background, the title,
 * 'For' the birthday person, the day, the card's words for them and the
 * messages as tiles with initials avatars (docs/decisions/034-card-page.md).
 * Presentational and free of client code: the landing page draws its sample
 * with it on the server, and the create-card page's live preview can reuse
 * it in the browser (docs/design.md, "Group-card themes").
 */
export function CardPreview({
  theme,
  title,
  recipientName,
  birthday,
  greeting,
  messages,
  titleAs: Title = "h2",
  actions,
  messageActions,
  emptyText,
  highlight,
  anchorMessages = false,
  laterMessages,
  className,
}: CardPreviewProps) {
  const t = useTranslations("groupCards.preview");
  const locale = useLocale();
  return (
    <article
      className={cn("grid gap-5 rounded-xl p-5 shadow-md sm:p-8", cardThemeClass(theme), className)}
      data-testid="card-preview"
      data-theme={theme}
    >
      <header className="grid gap-1 text-center">
        {/* wrap-anywhere: a word longer than the card (a pasted link, "T" × 120) breaks
            instead of widening the card, and the page with it, past a phone's screen. */}
        <Title className="text-2xl font-bold tracking-tight text-balance wrap-anywhere sm:text-3xl">{title}</Title>
        <p className="font-medium wrap-anywhere text-(--card-theme-muted)">{t("for", { name: recipientName })}</p>
        {birthday && <p className="text-sm text-(--card-theme-muted)">{formatCelebration(birthday, locale)}</p>}
        {greeting && (
          <p className="mx-auto max-w-prose text-sm wrap-anywhere text-pretty whitespace-pre-line" data-testid="card-greeting">
            {greeting}
          </p>
        )}
      </header>
      {actions}
      {highlight}
      {messages.length > 0 ? (
        // items-start: each tile as tall as its message, not as its row's photo.
        // The items' classes are the list's (*:), said once rather than on each.
        <ul className="grid items-start gap-3 sm:grid-cols-2 *:grid *:min-w-0" aria-label={t("messages")}>
          <MessageItems messages={messages} anchorMessages={anchorMessages} messageActions={messageActions} />
          {laterMessages}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-current/40 p-4 text-center text-sm">{emptyText ?? t("noMessages")}</p>
      )}
    </article>
  );
}

/**
 * The messages' list items. `firstPictureEager` (the card's first messages)
 * lets the first picture load before the page is painted; later ones always
 * wait until they are near.
 */
export function MessageItems({
  messages,
  anchorMessages,
  messageActions,
  firstPictureEager = true,
}: Pick<CardPreviewProps, "messages" | "anchorMessages" | "messageActions"> & { firstPictureEager?: boolean }) {
  const t = useTranslations("groupCards.preview");
  const firstPicture = firstPictureEager ? messages.findIndex((message) => message.image) : -1;
  return messages.map((message, index) => (
    <li key={message.id}>
      <MessageTile
        message={message}
        anonymous={t("anonymous")}
        anchor={anchorMessages ? messageAnchor(message.id) : undefined}
        actions={messageActions?.(message)}
        imageLoading={index === firstPicture ? "first" : "lazy"}
      />
    </li>
  ));
}

function MessageTile({
  message,
  anonymous,
  anchor,
  actions,
  imageLoading,
}: {
  message: CardPreviewMessage;
  anonymous: string;
  anchor?: string;
  actions?: ReactNode;
  imageLoading: ImageLoading;
}) {
  const t = useTranslations("groupCards.preview");
  const name = message.name.trim() || anonymous;
  const gradient = message.gradient === undefined ? contributionGradient(name) : AVATAR_GRADIENTS[message.gradient];
  // The tile's classes are app/globals.css's (.message and its parts): a card
  // page repeats them for every message, in its HTML and in its React payload.
  return (
    // An anchor's tile takes focus when a link lands on it (tabIndex -1: not a
    // stop of its own for Tab), so the keyboard goes on from the message.
    // Spread only when there is one: the page's payload spells out even an
    // undefined prop, once per tile.
    <figure className="message" {...(anchor && { id: anchor, tabIndex: -1 })} data-testid="card-message">
      <figcaption className="message-head">
        <InitialsAvatar name={name} gradient={gradient ?? AVATAR_GRADIENTS[0]} className="size-8 text-xs" />
        <span className="message-name" title={name}>
          {name}
        </span>
        {actions}
      </figcaption>
      {message.image && (
        <ContributionImage
          image={message.image}
          // Its author's description when they gave one (decision 054), else who it is from.
          alt={message.image.alt ?? (message.aiImage ? t("aiImageFrom", { name }) : t("photoFrom", { name }))}
          openLabel={t("openPhoto")}
          loading={imageLoading}
        />
      )}
      {(message.text || !message.image) && (
        <blockquote className="message-text">{message.text}</blockquote>
      )}
    </figure>
  );
}
