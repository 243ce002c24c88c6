"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormField, SchemaFormRoot, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { contributionSchema, MESSAGE_MAX_LENGTH, type ContributionInput } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { useAddContribution, useUpdateContribution } from "./use-group-cards";

/** A message of the viewer's, as the edit dialog starts from it. */
export type EditedMessage = { id: number; name: string; content: string };

export type MessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardId: number;
  recipientName: string;
  /** The viewer's own message to edit; without it the dialog adds a new one. */
  editing: EditedMessage | null;
  /** The name and address a new message starts with (the address is read-only: the server signs with the session's). */
  prefill: { name: string; email: string };
  /** After a new message went on the card: the name it was signed with, which the next one starts from. */
  onAdded: (name: string) => void;
};

/**
 * Add Message (spec sections 2, 4, 5 and 8): Your Name, Your Email
 * (read-only: the viewer is signed in) and Your Birthday Message, checked
 * by the schema the server uses. The same dialog edits one of the viewer's
 * messages. The form is mounted on each opening, so it starts from the
 * message or the prefill.
 */
export function MessageDialog({ open, onOpenChange, editing, recipientName, ...props }: MessageDialogProps) {
  const t = useTranslations("groupCards.addMessage");
  const common = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} data-testid="message-dialog">
        <DialogHeader>
          <DialogTitle>{editing ? t("editTitle") : t("title")}</DialogTitle>
          <DialogDescription>
            {editing ? t("editDescription", { name: recipientName }) : t("description", { name: recipientName })}
          </DialogDescription>
        </DialogHeader>
        <MessageForm {...props} editing={editing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MessageForm({
  cardId,
  editing,
  prefill,
  onAdded,
  onDone,
}: Omit<MessageDialogProps, "open" | "onOpenChange" | "recipientName"> & { onDone: () => void }) {
  const t = useTranslations("groupCards.addMessage");
  const common = useTranslations("common");
  const { form, submit, showServerErrors } = useSchemaForm({
    schema: contributionSchema,
    defaultValues: {
      contributorName: editing?.name ?? prefill.name,
      contributorEmail: prefill.email,
      content: editing?.content ?? "",
      type: "text",
    } satisfies ContributionInput,
  });
  const add = useAddContribution(cardId);
  const update = useUpdateContribution(cardId);
  const busy = add.isPending || update.isPending;

  const onError = (fallback: string) => (error: unknown) => {
    showServerErrors(error);
    showToast("error", common("error"), { description: errorMessage(error, fallback) });
  };

  const send = submit(({ output }) => {
    if (editing) {
      update.mutate(
        { contributionId: editing.id, contributorName: output.contributorName, content: output.content },
        {
          onSuccess: () => {
            showToast("success", t("updated"));
            onDone();
          },
          onError: onError(t("updateFailed")),
        },
      );
      return;
    }
    add.mutate(output, {
      onSuccess: () => {
        showToast("success", t("added"), { description: t("addedDescription") });
        // The form resets keeping name and e-mail, the message cleared.
        form.reset({ ...form.getValues(), content: "" });
        onAdded(output.contributorName);
        onDone();
      },
      onError: onError(t("addFailed")),
    });
  });

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <TextField name="contributorName" label={t("name")} autoComplete="name" data-testid="message-name" />
      <FormField name="contributorEmail" label={t("email")} hint={t("emailHint")}>
        {({ field, aria }) => (
          <Input
            type="email"
            readOnly
            className="bg-muted text-muted-foreground"
            {...field}
            value={field.value ?? ""}
            {...aria}
            data-testid="message-email"
          />
        )}
      </FormField>
      <MessageField />
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            {t("cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} data-testid="message-submit">
          {editing ? (update.isPending ? t("saving") : t("save")) : add.isPending ? t("submitting") : t("submit")}
        </Button>
      </DialogFooter>
    </SchemaFormRoot>
  );
}

/** The message: a few lines that keep their breaks, with how many of the 2,000 characters are used. */
function MessageField() {
  const t = useTranslations("groupCards.addMessage");
  const content = useWatch({ name: "content" }) as string;
  return (
    <FormField
      name="content"
      label={t("message")}
      hint={t("characters", { count: content.length, max: MESSAGE_MAX_LENGTH })}
    >
      {({ field, aria }) => (
        <Textarea
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t("messagePlaceholder")}
          className="field-sizing-fixed"
          {...field}
          value={field.value ?? ""}
          {...aria}
          data-testid="message-content"
        />
      )}
    </FormField>
  );
}
