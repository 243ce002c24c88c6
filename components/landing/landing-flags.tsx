"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { showToast, type ToastKind } from "@/lib/site/toast";

type FlagText = { title: string; description: string };
export type LandingFlagTexts = Record<"verified" | "verificationFailed" | "authenticationFailed", FlagText>;

/**
 * Spec section 2: the landing page's query flags (?verified=true,
 * ?error=verification-failed, ?error=authentication-failed) each show a
 * toast once, then leave the URL so a reload does not repeat it.
 */
export function LandingFlags({ texts }: { texts: LandingFlagTexts }) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const flag = flagOf(searchParams);
    if (!flag) return;
    showToast(flag.kind, texts[flag.text].title, { description: texts[flag.text].description });
    const rest = new URLSearchParams(searchParams);
    rest.delete("verified");
    rest.delete("error");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [searchParams, pathname, router, texts]);

  return null;
}

function flagOf(params: URLSearchParams): { kind: ToastKind; text: keyof LandingFlagTexts } | null {
  if (params.get("verified") === "true") return { kind: "success", text: "verified" };
  switch (params.get("error")) {
    case "verification-failed":
      return { kind: "error", text: "verificationFailed" };
    case "authentication-failed":
      return { kind: "error", text: "authenticationFailed" };
    default:
      return null;
  }
}
