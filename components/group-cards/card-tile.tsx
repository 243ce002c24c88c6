import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CardTheme } from "@/lib/group-cards/themes";
import { cardThemeClass } from "./card-themes";

/**
 * One card on My group cards, made or signed: a strip of its theme with the
 * theme's name, the title beside its status, 'For' the recipient, what the
 * list says about it, and its links along the bottom. Server-rendered.
 */
export function CardTile({
  theme,
  title,
  recipientName,
  status,
  footer,
  children,
  ...props
}: {
  theme: CardTheme;
  title: string;
  recipientName: string;
  /** The badge beside the title. */
  status: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  "data-testid": string;
}) {
  const t = useTranslations("groupCards");
  return (
    <article
      // wrap-anywhere (inherited): a word longer than the card breaks rather than pushing its badge and dates out.
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm wrap-anywhere"
      {...props}
    >
      <div className={`${cardThemeClass(theme)} flex h-14 items-end px-4 py-2 text-xs font-semibold`} data-theme={theme}>
        {t(`themes.${theme}`)}
      </div>
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          {/* h3: each card sits in its section of the page. */}
          <h3 className="min-w-0 text-lg leading-tight font-semibold">{title}</h3>
          {status}
        </div>
        <p className="-mt-2 text-sm font-medium text-muted-foreground">{t("preview.for", { name: recipientName })}</p>
        {children}
      </div>
      <div className="flex flex-wrap gap-2 border-t px-4 py-3">{footer}</div>
    </article>
  );
}
