"use client";

import { lazy, Suspense, useCallback } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { MAX_BIRTHDAYS_PER_USER } from "@/lib/birthdays/limits";
import type { BirthdayDto } from "@/lib/birthdays/schema";

// Loaded on the first press: the forms are not part of the views' first load.
const BirthdayDialog = lazy(() => import("./birthday-dialog").then((module) => ({ default: module.BirthdayDialog })));
const GiftIdeasDialog = lazy(() =>
  import("@/components/gifts/gift-ideas-dialog").then((module) => ({ default: module.GiftIdeasDialog })),
);

/**
 * The add/edit dialog and the gift ideas dialog of a dashboard view, with
 * the calls that open them. Render `dialogs` once in the view; cards and
 * rows call `openEdit` and `openGifts`. The birthday stays set while a
 * dialog closes, so its text does not vanish during the close.
 * `birthdayCount`, the user's birthdays as far as the view knows (undefined
 * while loading), lets Add Birthday say the account is full before the form
 * is filled in rather than after.
 */
export function useBirthdayDialogs(birthdayCount: number | undefined) {
  const edit = useLazyDialog<BirthdayDto>();
  const gifts = useLazyDialog<BirthdayDto>();
  const { show: showEdit } = edit;
  // Stable (as `show` is), so memoised rows do not re-render when a dialog opens.
  const openAdd = useCallback(() => showEdit(), [showEdit]);
  return {
    openAdd,
    openEdit: showEdit,
    openGifts: gifts.show,
    dialogs: (
      <>
        {edit.mounted && (
          <Suspense>
            <BirthdayDialog
              open={edit.open}
              onOpenChange={edit.onOpenChange}
              birthday={edit.payload}
              full={(birthdayCount ?? 0) >= MAX_BIRTHDAYS_PER_USER}
            />
          </Suspense>
        )}
        {gifts.mounted && (
          <Suspense>
            <GiftIdeasDialog open={gifts.open} onOpenChange={gifts.onOpenChange} birthday={gifts.payload} />
          </Suspense>
        )}
      </>
    ),
  };
}
