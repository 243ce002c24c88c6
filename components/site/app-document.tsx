import { getLocale, getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { fontClassNames } from "@/components/site/fonts";
import { IntlWarmUp } from "@/components/site/intl-warm-up";
import { defaultTheme, isTheme, THEME_COOKIE } from "@/lib/site/theme";

/**
 * The <html> document every page shares: language, theme class from the
 * cookie (so the first paint already has the right theme), the typeface,
 * client providers and a skip link for keyboard users.
 */
export async function AppDocument({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("common");
  const stored = (await cookies()).get(THEME_COOKIE)?.value;
  const theme = isTheme(stored) ? stored : defaultTheme;
  return (
    <html
      lang={locale}
      className={`${theme} ${fontClassNames}`}
      style={{ colorScheme: theme }}
      suppressHydrationWarning
    >
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <IntlWarmUp locale={locale} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t("skipToContent")}
        </a>
        <Providers initialTheme={theme}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
