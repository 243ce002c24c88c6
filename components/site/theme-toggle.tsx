import { getTranslations } from "next-intl/server";
import { CssTooltip } from "@/components/site/css-tooltip";
import { Button } from "@/components/ui/button";
import { Moon, Sun } from "./static-icons";
import { ToggleThemeOnClick } from "./toggle-theme-on-click";

/**
 * Toggles dark and light. Icon and label follow the html element's class
 * through CSS, so the server-rendered button is already right for the stored
 * theme; only the click handler runs in the browser. Its label shows as a
 * tooltip drawn by CSS alone (CssTooltip): no tooltip code loads with a page
 * (docs/decisions/008-lean-public-pages.md).
 */
export async function ThemeToggle() {
  const t = await getTranslations("theme");
  const label = (
    <>
      <span className="hidden dark:inline">{t("switchToLight")}</span>
      <span className="dark:hidden">{t("switchToDark")}</span>
    </>
  );
  const button = (
    <Button variant="ghost" size="icon" data-testid="theme-toggle">
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
      <span className="sr-only hidden dark:block">{t("switchToLight")}</span>
      <span className="sr-only block dark:hidden">{t("switchToDark")}</span>
    </Button>
  );
  return (
    <ToggleThemeOnClick>
      <CssTooltip label={label} data-testid="theme-toggle-tooltip">
        {button}
      </CssTooltip>
    </ToggleThemeOnClick>
  );
}
