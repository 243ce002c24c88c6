"use client";

import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";
import { showToast } from "@/lib/site/toast";

const TEST_LOGIN_EMAIL = "test@confetti.localhost";
/** Spec section 9: the page reloads to the root 1 s after a test login. */
const RELOAD_DELAY_MS = 1000;

export type TestLoginTexts = { link: string; failedTitle: string; failedFallback: string; networkError: string };

/** Development only: signs in as a test user without an e-mail round trip. */
export function TestLoginLink({ texts }: { texts: TestLoginTexts }) {
  async function logIn() {
    try {
      const response = await fetch("/api/auth/dev-login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: TEST_LOGIN_EMAIL }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        showToast("error", texts.failedTitle, { description: body?.error?.message ?? texts.failedFallback });
        return;
      }
      window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
      // A full reload, as the spec asks: every server component re-reads the new session cookie.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.setTimeout(() => window.location.assign("/"), RELOAD_DELAY_MS);
    } catch {
      showToast("error", texts.failedTitle, { description: texts.networkError });
    }
  }

  return (
    <button type="button" onClick={logIn} className="underline-offset-4 hover:underline">
      {texts.link}
    </button>
  );
}
