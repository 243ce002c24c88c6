"use client";

import { CalendarDays, House, Mails, Settings } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { CssTooltip } from "@/components/site/css-tooltip";
import { stripLocalePrefix } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/**
 * The signed-in sections, in nav order, with their paths (without a
 * language prefix); a section is also current on the pages it leads to
 * (`within`: the group cards' maker belongs to the group cards).
 *
 * `layout`: the group cards' pages render in a layout of their own
 * (app/(group-cards)/(members)). A link into the other layout is prefetched
 * once the pointer is over it or it has focus, not as soon as it is on
 * screen (Next's default): prefetching it loads that layout's chunks, which
 * repeat most of what the page has already loaded, 32 KB of scripts on every
 * visit of a dashboard view and 11 KB on My group cards (decision 047).
 */
export const DASHBOARD_SECTIONS = [
  { key: "home", path: "/dashboard", within: [], layout: "dashboard", Icon: House },
  { key: "birthdays", path: "/dashboard/birthdays", within: [], layout: "dashboard", Icon: CalendarDays },
  { key: "cards", path: "/my-group-cards", within: ["/create-group-card"], layout: "group-cards", Icon: Mails },
  { key: "settings", path: "/dashboard/settings", within: [], layout: "dashboard", Icon: Settings },
] as const;

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]["key"];

export type DashboardNavProps = {
  /** The navigation's accessible name. */
  label: string;
  /** Each section's link (with the language prefix) and its name, translated on the server. */
  links: Record<DashboardSection, { href: string; label: string }>;
  /** "bar": a tab bar fixed to the bottom of a phone's screen; "inline": links in the header from `md` up (labelled from `xl`). */
  variant: "bar" | "inline";
};

/**
 * Dashboard, All birthdays, Group cards and Settings. On phones a bottom tab
 * bar, where the thumb is (the layouts leave room for it under the page);
 * from `md` up links in the header, as icons with tooltips until `xl` (the
 * four labels and the account controls overflow a 768 or 1024 px header). The current section is marked with
 * `aria-current="page"`, read from the path, so any page under /dashboard
 * gets it right without telling.
 */
export function DashboardNav({ label, links, variant }: DashboardNavProps) {
  const current = stripLocalePrefix(usePathname());
  const isCurrent = ({ path, within }: (typeof DASHBOARD_SECTIONS)[number]) =>
    current === path || (within as readonly string[]).includes(current);
  // Pages below a section (a settings page, say) are in its layout.
  const currentLayout = DASHBOARD_SECTIONS.find(isCurrent)?.layout ?? "dashboard";
  const bar = variant === "bar";
  return (
    <nav
      aria-label={label}
      className={cn(
        bar
          ? "fixed inset-x-0 bottom-0 z-40 border-t border-border/60 bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
          : "hidden md:block",
      )}
      data-testid={`dashboard-nav-${variant}`}
    >
      <ul className={cn(bar ? "mx-auto grid max-w-md grid-cols-4" : "flex items-center gap-1")}>
        {DASHBOARD_SECTIONS.map((section) => {
          const { key, layout, Icon } = section;
          const active = isCurrent(section);
          const SectionLink = layout === currentLayout ? Link : PrefetchOnIntentLink;
          const link = (
            <SectionLink
              href={links[key].href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center font-medium transition-colors outline-ring focus-visible:outline-2 focus-visible:outline-offset-2",
                bar
                  ? "h-16 flex-col justify-center gap-1 px-1 text-center text-xs leading-tight"
                  : "h-9 gap-2 rounded-md px-2.5 text-sm whitespace-nowrap hover:bg-accent hover:text-accent-foreground xl:px-3",
                active ? (bar ? "text-primary" : "bg-accent text-accent-foreground") : "text-muted-foreground",
              )}
              data-testid={`nav-${key}`}
            >
              <Icon className={cn("shrink-0", bar ? "size-5" : "size-4")} aria-hidden="true" />
              <span className={bar ? "max-w-full text-balance break-words" : "max-xl:sr-only"}>{links[key].label}</span>
            </SectionLink>
          );
          return (
            <li key={key} className="min-w-0">
              {bar ? (
                link
              ) : (
                // Icons alone up to xl, named by a tooltip there (the label is the link's name).
                <CssTooltip label={links[key].label} align="center" className="xl:hidden">
                  {link}
                </CssTooltip>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A link whose page is prefetched once the pointer is over it (a finger
 * touching it included) or it has keyboard focus: a moment before the
 * click, rather than on every visit.
 */
export function PrefetchOnIntentLink(props: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const prefetch = () => setIntent(true);
  // A link on screen whose prefetch is switched on is prefetched at once (null: Next's default for its page).
  return <Link {...props} prefetch={intent ? null : false} onPointerEnter={prefetch} onFocus={prefetch} />;
}
