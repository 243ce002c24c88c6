import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

// The building blocks of the settings page (decision 028), drawn like a
// grouped list in a phone's own settings: a section heading with one line of
// description, then one panel whose rows are divided by hairlines. No hooks
// here, so server components (the profile) and client components (reminders,
// calendar feed, your data) draw their rows with the same pieces.

/** The page scrolls a section's heading clear of the sticky header (64 px, 96 px with the phone's e-mail line). */
const SECTION_SCROLL_MARGIN = "scroll-mt-28 lg:scroll-mt-24";

/** A label and value row's layout: stacked on phones, the label in a column of its own from `sm` up. */
export const FACT_ROW_LAYOUT = "grid min-w-0 gap-0.5 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:px-6";

/** An action row's layout: the hint beside the button from `sm` up, above it on phones. */
export const ACTION_ROW_LAYOUT =
  "flex min-w-0 flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6";

/** One section of the settings page: an anchor (`id`) for the section index, a heading and what it is for. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={cn("grid min-w-0 content-start gap-4", SECTION_SCROLL_MARGIN)}>
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The card of one section; its children are rows, divided by hairlines. */
export function SettingsPanel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("divide-y overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

/** A row of a panel with the panel's gutters: free content (a hint, a block of fields). */
export function SettingsRow({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid min-w-0 gap-2 px-4 py-4 text-sm sm:px-6", className)} {...props} />;
}

/** Label and value rows (a `<dl>`). `testId` marks the value, which tests read. */
export function SettingsFacts({ facts }: { facts: { key: string; label: string; value: ReactNode; testId: string }[] }) {
  return (
    <dl className="divide-y">
      {facts.map((fact) => (
        <div key={fact.key} className={FACT_ROW_LAYOUT}>
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="min-w-0 font-medium break-words" data-testid={fact.testId}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An action (its button) with what it does. */
export function SettingsAction({ hint, children }: { hint: ReactNode; children: ReactNode }) {
  return (
    <div className={ACTION_ROW_LAYOUT}>
      <p className="min-w-0 text-sm text-muted-foreground">{hint}</p>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** The panel's buttons, on a quiet strip at its foot. */
export function SettingsPanelFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap items-center gap-2 bg-muted/40 px-4 py-3 sm:px-6", className)} {...props} />;
}
