"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { toast } from "sonner";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

type FlagToast = { kind: "success" | "error"; title: string; description: string };

/**
 * Spec section 2: the landing page's query flags (?verified=true,
 * ?error=verification-failed, ?error=authentication-failed) each show a
 * toast once, then leave the URL so a reload does not repeat it.
 */
export function LandingFlags() {
  const t = useTranslations("flags");
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const flag = flagToast(searchParams, t);
    if (!flag) return;
    toast[flag.kind](flag.title, { description: flag.description });
    const rest = new URLSearchParams(searchParams);
    rest.delete("verified");
    rest.delete("error");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }, [searchParams, pathname, router, t]);

  return null;
}

function flagToast(params: URLSearchParams, t: ReturnType<typeof useTranslations<"flags">>): FlagToast | null {
  if (params.get("verified") === "true") {
    return { kind: "success", title: t("verifiedTitle"), description: t("verifiedDescription") };
  }
  switch (params.get("error")) {
    case "verification-failed":
      return { kind: "error", title: t("verificationFailedTitle"), description: t("verificationFailedDescription") };
    case "authentication-failed":
      return { kind: "error", title: t("authenticationFailedTitle"), description: t("authenticationFailedDescription") };
    default:
      return null;
  }
}
