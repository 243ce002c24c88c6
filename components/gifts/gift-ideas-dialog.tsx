"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import type { GiftDto } from "@/lib/birthdays/gift-schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { GiftForm } from "./gift-form";
import { GiftSections } from "./gift-list";
import { useDeleteGift, useGifts } from "./use-gifts";

export type GiftIdeasDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose ideas to show; the dialog loads them (["gifts", id]) when it opens. */
  birthday: { id: number; name: string } | null;
};

/**
 * One birthday's gift ideas: current ideas and bought gifts, then the gifts
 * already given (listed apart so they are not given twice), with add, edit
 * and delete. The form replaces the list inside the same dialog, so there is
 * only ever one modal layer besides the delete confirmation.
 */
export function GiftIdeasDialog({ open, onOpenChange, birthday }: GiftIdeasDialogProps) {
  const t = useTranslations("gifts");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} className="sm:max-w-xl" data-testid="gift-ideas-dialog">
        <DialogHeader>
          <DialogTitle className="break-words">{t("title", { name: birthday?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening: the form forgets what was typed once closed. */}
        {open && birthday && <GiftIdeasPanel birthdayId={birthday.id} />}
      </DialogContent>
    </Dialog>
  );
}

function GiftIdeasPanel({ birthdayId }: { birthdayId: number }) {
  const t = useTranslations("gifts");
  const common = useTranslations("common");
  const { data: gifts, isPending, isError, error: loadError, refetch, isFetching } = useGifts(birthdayId);
  const [editing, setEditing] = useState<GiftDto | "new" | null>(null);
  const [deleting, setDeleting] = useState<GiftDto | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  // A failed load is announced once per failure, with the server's message.
  useEffect(() => {
    if (!loadError) return;
    showToast("error", t("toasts.loadError"), {
      description: errorMessage(loadError, common("somethingWentWrong")),
    });
  }, [loadError, t, common]);

  const remove = useDeleteGift(birthdayId);

  function deleteGift(gift: GiftDto) {
    remove.mutate(gift, {
      onSuccess: () => {
        showToast("success", t("toasts.deleted"));
        setDeleting(null);
        addButtonRef.current?.focus();
      },
      onError: (error) => {
        setDeleting(null);
        showToast("error", t("toasts.deleteError"), { description: errorMessage(error, common("somethingWentWrong")) });
      },
    });
  }

  if (editing) {
    return (
      <GiftForm
        birthdayId={birthdayId}
        gift={editing === "new" ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }

  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" data-testid="gift-ideas-loading">
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-16 w-full" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p className="text-sm">{t("loadError")}</p>
        <Button type="button" variant="outline" onClick={() => refetch()} disabled={isFetching}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <Button ref={addButtonRef} type="button" onClick={() => setEditing("new")} data-testid="gift-add">
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      </div>

      {gifts.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground" data-testid="gift-empty">
          {t("empty")}
        </p>
      ) : (
        <GiftSections gifts={gifts} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <AlertDialog open={deleting !== null} onOpenChange={(next) => !next && !remove.isPending && setDeleting(null)}>
        <AlertDialogContent data-testid="gift-delete-confirm">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {t("deleteDescription", { title: deleting?.title ?? "" })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t("cancel")}</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              onClick={() => deleting && deleteGift(deleting)}
              disabled={remove.isPending}
              data-testid="gift-delete-confirm-button"
            >
              {remove.isPending ? t("deleting") : t("deleteConfirm")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
