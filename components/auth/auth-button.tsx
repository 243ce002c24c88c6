import { getTranslations } from "next-intl/server";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { OpenAuthDialogOnClick } from "./auth-dialog-context";

/** Opens the sign-in dialog; the header and the hero each have one. */
export async function AuthButton({ label, ...props }: { label: "loginOrRegister" | "heroCta" } & ComponentProps<typeof Button>) {
  const t = await getTranslations();
  return (
    <OpenAuthDialogOnClick>
      <Button {...props}>
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
    </OpenAuthDialogOnClick>
  );
}
