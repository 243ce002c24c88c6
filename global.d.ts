import type { Messages } from "@/lib/i18n/messages";
import type { routing } from "@/lib/i18n/routing";

// next-intl's typing (AppConfig): a message key that is not in
// messages/en.json, or a locale that is not one of ours, fails the type check.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
