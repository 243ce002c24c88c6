"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CurrentUserProfile } from "@/lib/users/profile";
import { ProfileDialog } from "./profile-dialog";

/** The profile card's Edit button and the dialog it opens. */
export function EditProfileButton({ user }: { user: CurrentUserProfile }) {
  const t = useTranslations("profile");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="profile-edit">
        <Pencil aria-hidden="true" />
        {t("edit")}
      </Button>
      <ProfileDialog open={open} onOpenChange={setOpen} initialUser={user} />
    </>
  );
}
