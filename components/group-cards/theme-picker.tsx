"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { FieldMessage, useFieldControl } from "@/components/forms/fields";
import { CARD_THEMES } from "@/lib/group-cards/themes";
import { cn } from "@/lib/utils";
import { cardThemeClass } from "./card-themes";

/**
 * The Card Theme field: each theme as a small swatch of its background with
 * its name on it. Native radio buttons under the swatches, so the group is
 * one tab stop and the arrow keys move the choice, as a radio group does.
 */
export function ThemePicker({ name, legend }: { name: string; legend: string }) {
  const themes = useTranslations("groupCards.themes");
  const control = useFieldControl(name);
  const { field } = control;
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={control.describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="theme-picker">
        {CARD_THEMES.map((theme) => {
          const chosen = field.value === theme;
          return (
            <label
              key={theme}
              className={cn(
                "relative flex min-h-16 cursor-pointer items-end rounded-lg p-2 text-sm font-semibold shadow-xs ring-offset-2 ring-offset-background has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                cardThemeClass(theme),
                chosen ? "ring-2 ring-primary" : "ring-1 ring-border",
              )}
              data-testid={`theme-option-${theme}`}
            >
              <input
                type="radio"
                name={field.name}
                value={theme}
                checked={chosen}
                onChange={() => field.onChange(theme)}
                onBlur={field.onBlur}
                ref={chosen ? field.ref : undefined}
                className="sr-only"
              />
              <span className="min-w-0 break-words">{themes(theme)}</span>
              {chosen && (
                <Check
                  className="absolute top-1.5 right-1.5 size-5 rounded-full bg-primary p-0.5 text-primary-foreground"
                  aria-hidden="true"
                />
              )}
            </label>
          );
        })}
      </div>
      <FieldMessage control={control} />
    </fieldset>
  );
}
