"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";

/** Spec section 9: the greeting moves on to the dashboard after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;

export type WelcomeTexts = { title: string; description: string; redirecting: string; ok: string; close: string };

/**
 * After a fresh sign-in (?login=success): "Welcome back!" (or, for a new
 * account, "Welcome to Confetti!") with the address,
 * then the dashboard. The flag leaves the URL and session storage at once,
 * so reloading or going back does not greet again.
 */
export function WelcomeDialog({ texts, dashboardPath }: { texts: WelcomeTexts; dashboardPath: string }) {
  const router = useRouter();

  useEffect(() => {
    window.sessionStorage.removeItem(JUST_LOGGED_IN_KEY);
    window.history.replaceState(null, "", window.location.pathname);
    const timer = window.setTimeout(() => router.push(dashboardPath), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router, dashboardPath]);

  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && router.push(dashboardPath)}>
      <DialogContent closeLabel={texts.close} data-testid="welcome-dialog">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{texts.description}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {texts.redirecting}
        </p>
        <DialogFooter>
          <Button onClick={() => router.push(dashboardPath)}>{texts.ok}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
