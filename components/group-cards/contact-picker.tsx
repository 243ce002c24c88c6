"use client";

import { BookUser } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatBirthday } from "@/lib/dates/calendar";
import type { BirthdayContact } from "@/lib/group-cards/contacts";

/**
 * The create form's contact picker: the user's saved birthdays (name, date,
 * e-mail) in a menu that scrolls at a fixed height; choosing one hands it
 * to `onPick`, which fills the name and the date.
 */
export function ContactPicker({
  contacts,
  onPick,
}: {
  contacts: BirthdayContact[];
  onPick: (contact: BirthdayContact) => void;
}) {
  const t = useTranslations("groupCards.create");
  const locale = useLocale();
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
        {contacts.length === 0 ? (
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
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
