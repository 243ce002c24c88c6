import type { ComponentProps, ReactNode } from "react";

export type SideCardProps = Omit<ComponentProps<"section">, "title"> & {
  /** The heading's id, which labels the section. */
  titleId: string;
  /** A lucide icon (decorative: give it aria-hidden and size-4). */
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The card's buttons, under the text. */
  children: ReactNode;
};

/**
 * A small card in the dashboard's side column (under the counts on wide
 * screens, after the list on phones): an icon, a heading, one line and its
 * buttons. The group-cards card and the Import Google Contacts card.
 */
export function SideCard({ titleId, icon, title, description, children, ...props }: SideCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      {...props}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">{icon}</span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold">
            {title}
          </h2>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
