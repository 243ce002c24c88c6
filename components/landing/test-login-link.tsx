"use client";

import { TEST_LOGIN_EMAIL } from "@/lib/auth/dev-login-code";
import { apiFetch, errorMessage } from "@/lib/site/api-client";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";
import { showToast } from "@/lib/site/toast";

/** Spec section 9: the page reloads to the root 1 s after a test login. */
const RELOAD_DELAY_MS = 1000;

export type TestLoginTexts = { link: string; failedTitle: string; failedFallback: string; networkError: string };

/** Development only: signs in as a test user without an e-mail round trip. */
export function TestLoginLink({ texts }: { texts: TestLoginTexts }) {
  async function logIn() {
    try {
      await apiFetch("/api/auth/dev-login", { method: "POST", json: { email: TEST_LOGIN_EMAIL } });
    } catch (error) {
      // The server's message (or a fallback when it sent none); anything else: the network failed.
      const description = errorMessage(error, texts.networkError) || texts.failedFallback;
      showToast("error", texts.failedTitle, { description });
      return;
    }
    window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
    // A full reload: every server component re-reads the new session cookie.
    // The flag makes the landing page greet instead of redirecting at once.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.setTimeout(() => window.location.assign("/?login=success"), RELOAD_DELAY_MS);
  }

  return (
    <button type="button" onClick={logIn} className="underline-offset-4 hover:underline">
      {texts.link}
    </button>
  );
}
