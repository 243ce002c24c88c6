import { useLocale, useTranslations } from "next-intl";
import { InitialsAvatar } from "@/components/ui/initials-avatar";
import type { CalendarDate } from "@/lib/birthdays/dates";
import { formatCelebration } from "@/lib/dates/calendar";
import type { CardTheme } from "@/lib/group-cards/themes";
import { cn } from "@/lib/utils";
import { cardThemeClass, contributionGradient } from "./card-themes";

export type CardPreviewMessage = {
  id: string | number;
  /** Empty for a contributor who left no name: shown as 'Anonymous'. */
  name: string;
  /** Picks the avatar's colour; the name does when there is none. */
  email?: string | null;
  text: string;
};

export type CardPreviewProps = {
  theme: CardTheme;
  title: string;
  recipientName: string;
  /** The day the card is for, shown with its weekday. */
  birthday?: CalendarDate | null;
  description?: string | null;
  messages: CardPreviewMessage[];
  /** The title's heading level: h2 where the card is the page's subject, h3 inside a section. */
  titleAs?: "h2" | "h3";
  className?: string;
};

/**
 * A group card as its friends see it: the theme's background, the title,
 * 'For' the birthday person, the day, the description and the messages as
 * tiles with initials avatars (spec section 2, "Group card by slug").
 * Presentational and free of client code: the landing page draws its sample
 * with it on the server, and the create-card page's live preview can reuse
 * it in the browser (docs/design.md, "Group-card themes").
 */
export function CardPreview({
  theme,
  title,
  recipientName,
  birthday,
  description,
  messages,
  titleAs: Title = "h2",
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
        <Title className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</Title>
        <p className="font-medium text-(--card-theme-muted)">{t("for", { name: recipientName })}</p>
        {birthday && <p className="text-sm text-(--card-theme-muted)">{formatCelebration(birthday, locale)}</p>}
        {description && <p className="mx-auto max-w-prose text-sm text-pretty">{description}</p>}
      </header>
      {messages.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("messages")}>
          {messages.map((message) => (
            <li key={message.id} className="grid min-w-0">
              <MessageTile message={message} anonymous={t("anonymous")} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-current/40 p-4 text-center text-sm">{t("noMessages")}</p>
      )}
    </article>
  );
}

function MessageTile({ message, anonymous }: { message: CardPreviewMessage; anonymous: string }) {
  const name = message.name.trim() || anonymous;
  return (
    <figure className="grid content-start gap-2 rounded-lg bg-card p-4 text-card-foreground shadow-sm">
      <figcaption className="flex min-w-0 items-center gap-2">
        <InitialsAvatar name={name} gradient={contributionGradient(message.email || name)} className="size-8 text-xs" />
        <span className="min-w-0 truncate text-sm font-medium" title={name}>
          {name}
        </span>
      </figcaption>
      <blockquote className="text-sm break-words whitespace-pre-line">{message.text}</blockquote>
    </figure>
  );
}
