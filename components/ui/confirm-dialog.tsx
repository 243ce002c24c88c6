"use client";

import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

/** What one "are you sure?" says and does. */
export type ConfirmRequest = {
  title: string;
  description: ReactNode;
  /** Paragraphs below the description, e.g. what a deletion takes with it. */
  details?: ReactNode;
  confirmLabel: string;
  /** The cancel button's words, where the dialog's usual "Cancel" could read as the action (Lithuanian "Atšaukti" also means "revoke"). */
  cancelLabel?: string;
  /** The confirm button looks destructive (deleting, turning off). */
  destructive?: boolean;
  onConfirm: () => void;
};

/**
 * One confirmation dialog shared by the actions of a section: `ask` opens it
 * with what to say and what to do. The dialog keeps the last request while
 * it closes, so its text does not change mid-animation.
 */
export function useConfirmDialog() {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  function ask(next: ConfirmRequest) {
    setRequest(next);
    setOpen(true);
  }
  return { ask, dialog: { open, onOpenChange: setOpen, request } };
}

/** The dialog of `useConfirmDialog`: spread its `dialog` here. */
export function ConfirmDialog({
  open,
  onOpenChange,
  request,
  cancelLabel,
  "data-testid": testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: ConfirmRequest | null;
  cancelLabel: string;
  "data-testid"?: string;
}) {
  return (
    <AlertDialog open={open && request !== null} onOpenChange={onOpenChange}>
      {request && (
        <AlertDialogContent data-testid={testId}>
          <AlertDialogHeader>
            <AlertDialogTitle>{request.title}</AlertDialogTitle>
            <AlertDialogDescription>{request.description}</AlertDialogDescription>
          </AlertDialogHeader>
          {request.details && <div className="grid gap-2 text-sm text-muted-foreground">{request.details}</div>}
          <AlertDialogFooter>
            <AlertDialogCancel>{request.cancelLabel ?? cancelLabel}</AlertDialogCancel>
            {/* The action closes the dialog itself. */}
            <AlertDialogAction
              className={request.destructive ? buttonVariants({ variant: "destructive" }) : undefined}
              onClick={request.onConfirm}
            >
              {request.confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
