"use client";

import { useCallback, useState } from "react";
import { GiftIdeasDialog } from "@/components/gifts/gift-ideas-dialog";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { BirthdayDialog } from "./birthday-dialog";

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
        <BirthdayDialog
          open={edit.open}
          onOpenChange={(open) => setEdit((current) => ({ ...current, open }))}
          birthday={edit.birthday}
        />
        <GiftIdeasDialog
          open={gifts.open}
          onOpenChange={(open) => setGifts((current) => ({ ...current, open }))}
          birthday={gifts.birthday}
        />
      </>
    ),
  };
}
