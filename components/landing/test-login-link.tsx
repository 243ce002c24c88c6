"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";

const TEST_LOGIN_EMAIL = "test@confetti.localhost";
/** Spec section 9: the page reloads to the root 1 s after a test login. */
const RELOAD_DELAY_MS = 1000;

/** Development only: signs in as a test user without an e-mail round trip. */
export function TestLoginLink() {
  const t = useTranslations("testLogin");
  const footer = useTranslations("footer");

  async function logIn() {
    try {
      const response = await fetch("/api/auth/dev-login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: TEST_LOGIN_EMAIL }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        toast.error(t("failedTitle"), { description: body?.error?.message ?? t("failedFallback") });
        return;
      }
      window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
      // A full reload, as the spec asks: every server component re-reads the new session cookie.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.setTimeout(() => window.location.assign("/"), RELOAD_DELAY_MS);
    } catch {
      toast.error(t("failedTitle"), { description: t("networkError") });
    }
  }

  return (
    <button type="button" onClick={logIn} className="underline-offset-4 hover:underline">
      {footer("testLogin")}
    </button>
  );
}
