import { getTranslations } from "next-intl/server";
import { CssTooltip } from "@/components/site/css-tooltip";
import { Button } from "@/components/ui/button";
import type { WithTooltip } from "@/components/ui/icon-button";
import { Moon, Sun } from "./static-icons";
import { ToggleThemeOnClick } from "./toggle-theme-on-click";

/**
 * Toggles dark and light. Icon and label follow the html element's class
 * through CSS, so the server-rendered button is already right for the stored
 * theme; only the click handler runs in the browser. The signed-in header
 * passes `Tooltip` to show the label as a tooltip; it is a prop rather than an
 * import so the public pages do not ship the tooltip's code
 * (docs/decisions/008-lean-public-pages.md). There the label shows through
 * CSS alone (CssTooltip).
 */
export async function ThemeToggle({ Tooltip }: { Tooltip?: typeof WithTooltip }) {
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
      {Tooltip ? (
        <Tooltip label={label}>{button}</Tooltip>
      ) : (
        <CssTooltip label={label} data-testid="theme-toggle-tooltip">
          {button}
        </CssTooltip>
      )}
    </ToggleThemeOnClick>
  );
}
