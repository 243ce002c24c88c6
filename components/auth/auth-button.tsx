"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "./auth-dialog-context";

/** Opens the sign-in dialog; the header and the hero each have one. */
export function AuthButton({ label, ...props }: { label: "loginOrRegister" | "heroCta" } & ComponentProps<typeof Button>) {
  const t = useTranslations();
  const { open } = useAuthDialog();
  return (
    <Button onClick={open} {...props}>
      {label === "heroCta" ? (
        t("landing.heroCta")
      ) : (
        <>
          {/* Phones get the short label so the header fits 360 px. */}
          <span className="sm:hidden">{t("nav.login")}</span>
          <span className="hidden sm:inline">{t("nav.loginOrRegister")}</span>
        </>
      )}
    </Button>
  );
}
