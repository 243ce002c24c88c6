import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";

/** A form dialog's footer: Cancel closes it, Save submits the form and reads "Saving..." meanwhile. */
export function SaveCancelFooter({
  texts,
  saving,
  saveTestId,
}: {
  texts: { cancel: string; save: string; saving: string };
  saving: boolean;
  saveTestId: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {texts.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={saving} data-testid={saveTestId}>
        {saving ? texts.saving : texts.save}
      </Button>
    </DialogFooter>
  );
}
