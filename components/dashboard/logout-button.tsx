"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { useLogOut } from "@/components/profile/use-log-out";
import { CssTooltip } from "@/components/site/css-tooltip";
import { Button } from "@/components/ui/button";
import { loadPage } from "@/lib/site/navigation";
import { showToastAfterNavigation } from "@/lib/site/toast";

/**
 * Ends the session, then loads the home page. Spec section 4: the user goes
 * home even when the call fails; the home page then says that the server did
 * not confirm the sign-out (the session may still be valid). A full
 * page load drops every cached query and re-renders the header as signed out.
 */
export function LogoutButton({
  label,
  homeHref,
  failedTexts,
}: {
  label: string;
  homeHref: string;
  failedTexts: { title: string; description: string };
}) {
  const [pending, setPending] = useState(false);
  const logOut = useLogOut();

  async function onClick() {
    setPending(true);
    if (await logOut()) return loadPage(homeHref);
    showToastAfterNavigation("error", failedTexts.title, { description: failedTexts.description });
    // Still signed in as far as the server knows: the flag keeps the home page from sending us back.
    loadPage(`${homeHref}?logout=failed`);
  }

  return (
    // Icon only on the narrowest screens: the tooltip shows there, the label elsewhere.
    <CssTooltip label={label} className="sm:hidden">
      <Button variant="ghost" size="sm" onClick={onClick} disabled={pending} data-testid="logout">
        <LogOut aria-hidden="true" />
        {/* The label stays for screen readers. */}
        <span className="max-sm:sr-only">{label}</span>
      </Button>
    </CssTooltip>
  );
}
