"use client";

import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TimeZoneCities } from "@/lib/dates/time-zone-cities";
import { timeZoneNaming, type TimeZoneNaming } from "./time-zones";

// The page's city table, handed down once by the server page: the browser
// never loads the other languages' tables. Without it, cities are named from
// their ids (English).
const CitiesContext = createContext<TimeZoneCities>({});

export function TimeZoneCitiesProvider({ cities, children }: { cities: TimeZoneCities; children: ReactNode }) {
  return <CitiesContext value={cities}>{children}</CitiesContext>;
}

/** How this page names zones: its language, its city table and its messages. */
export function useTimeZoneNaming(): TimeZoneNaming {
  const cities = useContext(CitiesContext);
  const locale = useLocale();
  const t = useTranslations("profile");
  return useMemo(() => timeZoneNaming(locale, cities, t), [locale, cities, t]);
}
