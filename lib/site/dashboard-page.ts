import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { leaveEndedSession } from "@/lib/auth/current-user";
import { AppError } from "@/lib/http/errors";
import { stripLocalePrefix, type Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";

// What every page under /dashboard does alike: its metadata, and what
// happens when the account is gone while its session cookie still works.

/** The message namespaces the client components of every dashboard view translate with (app/[locale]/dashboard/layout.tsx). */
export const DASHBOARD_CLIENT_NAMESPACES = [
  "common",
  "validation",
  "birthdays",
  // The error boundary of every dashboard view.
  "dashboardStates",
  "gifts",
  "importExport",
  "googleImport",
  // The settings page's error state.
  "settings",
] as const;

/**
 * What the settings page's forms add (profile, reminders, calendar feed, the
 * "delete account" dialog, which says what goes as the confirm page does):
 * sent with that page only, not with every view's HTML.
 */
export const SETTINGS_CLIENT_NAMESPACES = ["profile", "reminders", "calendarFeed", "account"] as const;

/** The dashboard's views (app/[locale]/dashboard), by path without a language prefix. */
const DASHBOARD_VIEWS = ["/dashboard", "/dashboard/birthdays", "/dashboard/settings"];

/** Whether a path is one of the dashboard's views, in any language: a miss below /dashboard is not. */
export function isDashboardView(path: string): boolean {
  return DASHBOARD_VIEWS.includes(stripLocalePrefix(path));
}

type DashboardTranslator = Awaited<ReturnType<typeof getTranslations<"dashboard">>>;

/** A dashboard page's title, description and links, kept out of search results (a private page). */
export async function dashboardMetadata(
  locale: Locale,
  path: string,
  texts: (t: DashboardTranslator) => { title: string; description: string },
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const meta = await getTranslations({ locale, namespace: "meta" });
  return {
    ...pageMetadata({ locale, path, ...texts(t), siteName: meta("siteName") }),
    robots: { index: false },
  };
}

/**
 * A page's loads for the signed-in user. When the account was removed
 * while its session was still valid (the loads answer "unauthorized"), the
 * session ends and the visitor goes home instead of seeing an error.
 */
export async function loadForSession<T>(locale: Locale, loads: Promise<T>): Promise<T> {
  try {
    return await loads;
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthorized") leaveEndedSession(locale);
    throw error;
  }
}
