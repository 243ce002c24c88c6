"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { CARD_THEMES, type CardTheme } from "@/lib/group-cards/themes";
import { cn } from "@/lib/utils";
import { cardThemeClass } from "./card-themes";

export type ThemePickerProps = {
  legend: string;
  value: CardTheme;
  onChange: (theme: CardTheme) => void;
  /** aria-describedby of the group (its message). */
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The five card themes as a grid of swatches, each drawn in its own theme
 * with its name on it. Native radio buttons underneath: arrow keys move the
 * choice, and the group is one stop for Tab.
 */
export function ThemePicker({ legend, value, onChange, describedBy, invalid }: ThemePickerProps) {
  const t = useTranslations("groupCards.themes");
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy} aria-invalid={invalid}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {CARD_THEMES.map((theme) => {
          const chosen = theme === value;
          return (
            <label
              key={theme}
              className={cn(
                "relative flex min-h-14 cursor-pointer items-end rounded-md p-2 text-sm font-medium shadow-xs ring-offset-2 ring-offset-background has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                cardThemeClass(theme),
                chosen && "ring-2 ring-primary",
              )}
              data-testid={`theme-option-${theme}`}
            >
              <input
                type="radio"
                name={name}
                value={theme}
                checked={chosen}
                onChange={() => onChange(theme)}
                className="sr-only"
              />
              <span className="min-w-0 break-words">{t(theme)}</span>
              {chosen && (
                <Check className="absolute top-2 right-2 size-4" aria-hidden="true" />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
