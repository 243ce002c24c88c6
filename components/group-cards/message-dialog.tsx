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
import {
  contributionSchema,
  MESSAGE_MAX_LENGTH,
  type CardImageDto,
  type ContributionInput,
} from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { PhotoField } from "./photo-field";
import { useAddContribution, useUpdateContribution, useUploadCardImage } from "./use-group-cards";

/** A message of the viewer's, as the edit dialog starts from it (its photo stays as it is). */
export type EditedMessage = { id: number; name: string; content: string; image: CardImageDto | null };

/** The form's values: the message's fields, and the uploaded photo's address while one is attached. */
type MessageValues = Omit<ContributionInput, "type"> & { imageUrl: string | null };

export type MessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardId: number;
  recipientName: string;
  /** The viewer's own message to edit; without it the dialog adds a new one. */
  editing: EditedMessage | null;
  /**
   * The name and address a new message starts with. The address is read-only
   * where the server signs with the session's or the invitation's; a guest of
   * the contributor link may give one, or not (docs/decisions/051).
   */
  prefill: { name: string; email: string; signedWith: "session" | "invitation" | "link" };
  /** After a new message went on the card: the name it was signed with, which the next one starts from. */
  onAdded: (name: string) => void;
};

/**
 * Add Message (spec sections 2, 4, 5 and 8): Your Name, Your Email
 * (read-only: the viewer is signed in), an optional photo with its optional
 * description, and Your Birthday Message, checked by the schema the server
 * uses: with a photo the message is an "image" and its text optional
 * (decision 054). The same
 * dialog edits one of the viewer's messages. The form is mounted on each opening, so it starts from the
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
      imageUrl: editing?.image?.url ?? null,
      imageAlt: editing?.image?.alt ?? "",
    } satisfies MessageValues,
    // The photo decides the type: the schema then needs the text only without one.
    toInput: ({ imageUrl, ...values }): ContributionInput =>
      imageUrl ? { ...values, type: "image", imageUrl } : { ...values, type: "text" },
  });
  const add = useAddContribution(cardId);
  const update = useUpdateContribution(cardId);
  const upload = useUploadCardImage(cardId);
  const busy = add.isPending || update.isPending;

  const onError = (fallback: string) => (error: unknown) => {
    showServerErrors(error);
    showToast("error", common("error"), { description: errorMessage(error, fallback) });
  };

  const send = submit(({ output }) => {
    if (editing) {
      update.mutate(
        // The text beside a photo may be removed (null); a text message always has its text (the schema saw to it).
        {
          contributionId: editing.id,
          contributorName: output.contributorName,
          content: output.content,
          ...(editing.image && { imageAlt: output.imageAlt }),
        },
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
    const { imageUrl, imageAlt, ...message } = output;
    add.mutate(imageUrl ? { ...message, imageUrl, imageAlt } : message, {
      onSuccess: () => {
        showToast("success", t("added"), { description: t("addedDescription") });
        // The form resets keeping name and e-mail, the message and photo cleared.
        form.reset({ ...form.getValues(), content: "", imageUrl: null, imageAlt: "" });
        onAdded(output.contributorName);
        onDone();
      },
      onError: onError(t("addFailed")),
    });
  });

  return (
    <SchemaFormRoot form={form} onSubmit={send}>
      <TextField name="contributorName" label={t("name")} autoComplete="name" data-testid="message-name" />
      <FormField
        name="contributorEmail"
        label={prefill.signedWith === "link" ? t("emailOptional") : t("email")}
        hint={t(EMAIL_HINT[prefill.signedWith])}
      >
        {({ field, aria }) => (
          <Input
            type="email"
            readOnly={prefill.signedWith !== "link"}
            autoComplete="email"
            className={prefill.signedWith === "link" ? undefined : "bg-muted text-muted-foreground"}
            {...field}
            value={field.value ?? ""}
            {...aria}
            data-testid="message-email"
          />
        )}
      </FormField>
      {/* A message's kind is set when it is added: a text message being edited takes no photo. */}
      {(!editing || editing.image) && <PhotoField upload={upload} existing={editing?.image ?? null} />}
      <MessageField />
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            {t("cancel")}
          </Button>
        </DialogClose>
        {/* Not before the photo is stored: the message must name it. */}
        <Button type="submit" disabled={busy || upload.isPending} data-testid="message-submit">
          {editing ? (update.isPending ? t("saving") : t("save")) : add.isPending ? t("submitting") : t("submit")}
        </Button>
      </DialogFooter>
    </SchemaFormRoot>
  );
}

/** What the address field says of the address: whose it is, and who sees it. */
const EMAIL_HINT = { session: "emailHint", invitation: "emailHintInvitation", link: "emailHintLink" } as const;

/**
 * The message: a few lines that keep their breaks, with how many of the
 * 2,000 characters are used. Beside a photo it is still the message (and
 * optional); the photo's description is the photo field's own.
 */
function MessageField() {
  const t = useTranslations("groupCards.addMessage");
  const content = (useWatch({ name: "content" }) as string | null) ?? "";
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
