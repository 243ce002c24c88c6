"use client";

import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEV_LOGIN_CODE, TEST_LOGIN_EMAIL } from "@/lib/auth/dev-login-code";
import { emailField } from "@/lib/auth/email-address";
import { returnPathOf } from "@/lib/auth/return-path";
import { validationKey } from "@/lib/http/validation";
import type { Locale } from "@/lib/i18n/locales";
import { apiFetch, errorMessage } from "@/lib/site/api-client";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";
import { showToast } from "@/lib/site/toast";

export type AuthDialogIntl = { locale: Locale; messages: AbstractIntlMessages };
type Mode = "login" | "register";
type Status = { step: "editing" } | { step: "sending" } | { step: "sent"; email: string };

/** The sign-in / register dialog (spec sections 2, 4, 5 and 8). Loaded on first use. */
export function AuthDialog({
  intl,
  open,
  onOpenChange,
}: {
  intl: AuthDialogIntl;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages}>
      <Dialog open={open} onOpenChange={onOpenChange}>
        {/* Remounted on every opening, so closing resets the form. */}
        {open && <SignInForm onClose={() => onOpenChange(false)} />}
      </Dialog>
    </NextIntlClientProvider>
  );
}

function SignInForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>("login");
  const [email, setEmail] = useState("");
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ step: "editing" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === DEV_LOGIN_CODE) return devLogin();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) return setErrorKey(validationKey(parsed.error.issues[0]!));
    setErrorKey(null);
    setStatus({ step: "sending" });
    try {
      await apiFetch(mode === "login" ? "/api/auth/magic-link" : "/api/auth/register", {
        method: "POST",
        // From a members' page that sent a signed-out visitor here: the link leads back to it.
        json: { email: parsed.data, recaptchaToken: null, returnPath: returnPathOf(window.location.search) },
      });
      setStatus({ step: "sent", email: parsed.data });
    } catch (error) {
      setStatus({ step: "editing" });
      showToast("error", t(mode === "login" ? "authDialog.loginFailed" : "authDialog.registrationFailed"), {
        description: errorMessage(error, t("authDialog.unexpectedError")),
      });
    }
  }

  async function devLogin() {
    try {
      await apiFetch("/api/auth/dev-login", { method: "POST", json: { email: TEST_LOGIN_EMAIL } });
    } catch {
      showToast("error", t("authDialog.devLoginUnavailableTitle"), {
        description: t("authDialog.devLoginUnavailableDescription"),
      });
      return;
    }
    window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
    router.push(returnPathOf(window.location.search) ?? "/dashboard");
  }

  const close = t("common.close");
  if (status.step === "sent") {
    return (
      <DialogContent closeLabel={close} data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>{t("authDialog.sentTitle")}</DialogTitle>
          <DialogDescription>
            {t("authDialog.sentDescription", { email: status.email })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>{close}</Button>
        </DialogFooter>
      </DialogContent>
    );
  }

  const sending = status.step === "sending";
  return (
    <DialogContent closeLabel={close} data-testid="auth-dialog">
      <DialogHeader>
        <DialogTitle>{t(mode === "login" ? "authDialog.loginTitle" : "authDialog.registerTitle")}</DialogTitle>
        <DialogDescription>
          {t(mode === "login" ? "authDialog.loginDescription" : "authDialog.registerDescription")}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-in-email">{t("authDialog.emailLabel")}</Label>
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            placeholder={t("authDialog.emailPlaceholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errorKey !== null}
            aria-describedby={errorKey ? "sign-in-email-error" : undefined}
          />
          {errorKey && (
            <p id="sign-in-email-error" role="alert" className="text-sm text-destructive">
              {t(`validation.${errorKey}` as "validation.required")}
            </p>
          )}
        </div>
        <Button type="submit" disabled={sending}>
          {sending
            ? t("authDialog.sending")
            : t(mode === "login" ? "authDialog.sendLoginLink" : "authDialog.sendRegisterLink")}
        </Button>
        <Button
          type="button"
          variant="link"
          className="h-auto whitespace-normal"
          onClick={() => {
            setMode(mode === "login" ? "register" : "login");
            setErrorKey(null);
          }}
        >
          {t(mode === "login" ? "authDialog.switchToRegister" : "authDialog.switchToLogin")}
        </Button>
      </form>
    </DialogContent>
  );
}
