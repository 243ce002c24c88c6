"use client";

import { Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { Button } from "@/components/ui/button";

/**
 * Toggles dark and light. Icon and label follow the html element's class
 * through CSS, so the server-rendered button is already right for the
 * stored theme and hydration never disagrees with it.
 */
export function ThemeToggle() {
  const t = useTranslations("theme");
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      onClick={() => setTheme(resolvedTheme === "light" ? "dark" : "light")}
    >
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
      <span className="sr-only hidden dark:block">{t("switchToLight")}</span>
      <span className="sr-only block dark:hidden">{t("switchToDark")}</span>
    </Button>
  );
}
