"use client";

import { useEffect } from "react";
import { showToast, type ToastKind } from "@/lib/site/toast";

type FlagText = { title: string; description: string };
export type LandingFlagTexts = Record<"verified" | "verificationFailed" | "authenticationFailed" | "accountDeleted", FlagText>;

/**
 * Spec section 2: the landing page's query flags (?verified=true,
 * ?error=verification-failed, ?error=authentication-failed, and
 * ?account=deleted after an account is deleted) each show a toast once, then leave the URL so a reload does not repeat it. Read from
 * the address itself rather than through Next's router hooks, which would
 * need a Suspense boundary (docs/decisions/008-lean-public-pages.md).
 */
export function LandingFlags({ texts }: { texts: LandingFlagTexts }) {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const flag = flagOf(params);
    if (!flag) return;
    showToast(flag.kind, texts[flag.text].title, { description: texts[flag.text].description });
    params.delete("verified");
    params.delete("error");
    params.delete("account");
    const query = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  }, [texts]);

  return null;
}

function flagOf(params: URLSearchParams): { kind: ToastKind; text: keyof LandingFlagTexts } | null {
  if (params.get("verified") === "true") return { kind: "success", text: "verified" };
  if (params.get("account") === "deleted") return { kind: "success", text: "accountDeleted" };
  switch (params.get("error")) {
    case "verification-failed":
      return { kind: "error", text: "verificationFailed" };
    case "authentication-failed":
      return { kind: "error", text: "authenticationFailed" };
    default:
      return null;
  }
}
