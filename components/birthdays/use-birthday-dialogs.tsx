"use client";

import { lazy, useCallback, useState } from "react";
import { MountOnceOpened } from "@/components/ui/mount-once-opened";
import type { BirthdayDto } from "@/lib/birthdays/schema";

// Loaded on the first press: the forms are not part of the views' first load.
const BirthdayDialog = lazy(() => import("./birthday-dialog").then((module) => ({ default: module.BirthdayDialog })));
const GiftIdeasDialog = lazy(() =>
  import("@/components/gifts/gift-ideas-dialog").then((module) => ({ default: module.GiftIdeasDialog })),
);

type DialogState = { open: boolean; birthday: BirthdayDto | null };
const closed: DialogState = { open: false, birthday: null };

/**
 * The add/edit dialog and the gift ideas dialog of a dashboard view, with
 * the calls that open them. Render `dialogs` once in the view; cards and
 * rows call `openEdit` and `openGifts`. The birthday stays set while a
 * dialog closes, so its text does not vanish during the close.
 */
export function useBirthdayDialogs() {
  const [edit, setEdit] = useState<DialogState>(closed);
  const [gifts, setGifts] = useState<DialogState>(closed);
  // Stable, so memoised rows do not re-render when a dialog opens.
  const openAdd = useCallback(() => setEdit({ open: true, birthday: null }), []);
  const openEdit = useCallback((birthday: BirthdayDto) => setEdit({ open: true, birthday }), []);
  const openGifts = useCallback((birthday: BirthdayDto) => setGifts({ open: true, birthday }), []);
  return {
    openAdd,
    openEdit,
    openGifts,
    dialogs: (
      <>
        <MountOnceOpened open={edit.open}>
          <BirthdayDialog
            open={edit.open}
            onOpenChange={(open) => setEdit((current) => ({ ...current, open }))}
            birthday={edit.birthday}
          />
        </MountOnceOpened>
        <MountOnceOpened open={gifts.open}>
          <GiftIdeasDialog
            open={gifts.open}
            onOpenChange={(open) => setGifts((current) => ({ ...current, open }))}
            birthday={gifts.birthday}
          />
        </MountOnceOpened>
      </>
    ),
  };
}
