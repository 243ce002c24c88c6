"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type AuthDialogTexts = { title: string; description: string; close: string };

/** The sign-in / register dialog. Its form arrives with passwordless sign-in (issue 3). */
export function AuthDialog({
  texts,
  open,
  onOpenChange,
}: {
  texts: AuthDialogTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={texts.close}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
