"use client";

import { BookUser, LoaderCircle, RotateCw } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { useBirthdays } from "@/components/birthdays/use-birthdays";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import type { CalendarDate } from "@/lib/birthdays/dates";
import { formatBirthday } from "@/lib/dates/calendar";
import { birthdayContacts, type BirthdayContact } from "@/lib/group-cards/contacts";
import { localeOr } from "@/lib/i18n/locales";

/**
 * The create form's contact picker: the user's saved birthdays (name, date,
 * e-mail) in a menu that scrolls at a fixed height; choosing one hands it
 * to `onPick`, which fills the name and the date. The list is the
 * birthdays' own query (GET /api/birthdays), fetched when the form opens,
 * not sent with the page; until it is in, the menu says so over rows shaped
 * like its options, and a failed load offers to try again.
 */
export function ContactPicker({ today, onPick }: { today: CalendarDate; onPick: (contact: BirthdayContact) => void }) {
  const t = useTranslations("groupCards.create");
  const locale = localeOr(useLocale());
  const birthdays = useBirthdays();
  const contacts = useMemo(
    () => birthdays.data && birthdayContacts(birthdays.data, today, locale),
    [birthdays.data, today, locale],
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="w-fit max-w-full" data-testid="contact-picker">
          <BookUser aria-hidden="true" />
          <span className="min-w-0 truncate" title={t("pickContact")}>
            {t("pickContact")}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-64 w-80 max-w-[calc(100vw-2rem)] overflow-y-auto"
        data-testid="contact-list"
      >
        <DropdownMenuLabel>{t("contactsHeading")}</DropdownMenuLabel>
        {contacts ? (
          contacts.length === 0 ? (
            <p className="px-2 pb-2 text-sm text-muted-foreground" data-testid="contact-list-empty">
              {t("noContacts")}
            </p>
          ) : (
            contacts.map((contact) => {
              const details = [formatBirthday(contact.date, null, locale), contact.email].filter(Boolean).join(" · ");
              return (
                <DropdownMenuItem
                  key={contact.id}
                  onSelect={() => onPick(contact)}
                  className="grid gap-0.5"
                  data-testid="contact-option"
                >
                  <span className="truncate font-medium" title={contact.name}>
                    {contact.name}
                  </span>
                  <span className="truncate text-xs text-muted-foreground" title={details}>
                    {details}
                  </span>
                </DropdownMenuItem>
              );
            })
          )
        ) : birthdays.isError && !birthdays.isFetching ? (
          <>
            <p role="alert" className="px-2 pb-1 text-sm text-muted-foreground" data-testid="contact-list-error">
              {t("contactsError")}
            </p>
            <DropdownMenuItem
              onSelect={(event) => {
                // The menu stays open, to show the list once it is in.
                event.preventDefault();
                void birthdays.refetch();
              }}
              data-testid="contact-list-retry"
            >
              <RotateCw aria-hidden="true" />
              {t("contactsRetry")}
            </DropdownMenuItem>
          </>
        ) : (
          <div aria-busy="true" data-testid="contact-list-loading">
            <p role="status" className="flex items-center gap-2 px-2 pb-1 text-sm text-muted-foreground">
              <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              {t("contactsLoading")}
            </p>
            {/* Shaped like the options that replace them: a name over 'date · e-mail'. */}
            {[0, 1, 2].map((row) => (
              <div key={row} className="grid gap-1.5 px-2 py-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48 max-w-full" />
              </div>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
