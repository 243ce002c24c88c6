"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/site/api-client";

/**
 * Ends the session, then loads the home page. Spec section 4: the user goes
 * home even when the call fails (the failure is logged). A full page load
 * drops every cached query and re-renders the header as signed out.
 */
export function LogoutButton({ label, homeHref }: { label: string; homeHref: string }) {
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    try {
      await apiFetch("/api/auth/logout", { method: "POST", json: {} });
    } catch (error) {
      console.error("Logout failed", error);
    }
    window.location.assign(homeHref);
  }

  return (
    <Button variant="ghost" size="sm" onClick={logOut} disabled={pending} data-testid="logout">
      <LogOut aria-hidden="true" />
      {/* Icon only on the narrowest screens; the label stays for screen readers. */}
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}
