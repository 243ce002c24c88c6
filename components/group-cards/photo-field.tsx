"use client";

import { ImagePlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { IMAGE_ALT_MAX_LENGTH, type CardImageDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import type { useUploadCardImage } from "./use-group-cards";

/**
 * The types the server takes (lib/images/pipeline.ts). Listing image types
 * lets phones offer their camera beside the gallery (no `capture`, which
 * would offer only the camera), and iOS hands over an iPhone's HEIC photo as
 * JPEG because HEIC is not in the list.
 */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/gif";

type Upload = ReturnType<typeof useUploadCardImage>;

/**
 * Add a photo to a message: chosen, shown at once from the file and
 * uploaded at once (shrunk first), so it is stored by the time the message
 * is written; replaced or removed until the message is sent. The uploaded
 * picture's address is the form's `imageUrl`; the server's refusal (too
 * large, wrong type, too many uploads) is the field's message. A message
 * being edited keeps its photo: it is shown, not changed (a text message
 * being edited has no photo field: a message keeps the kind it was added as).
 * While there is a photo, its optional description (the form's `imageAlt`) is here too.
 */
export function PhotoField({ upload, existing }: { upload: Upload; existing: CardImageDto | null }) {
  const t = useTranslations("groupCards.addMessage");
  const id = useId();
  const { setValue, setError, clearErrors, getFieldState, formState } = useFormContext();
  const error = getFieldState("imageUrl", formState).error?.message;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [preview, setPreview] = useState<string | null>(existing?.smallUrl ?? null);

  // The chosen file's preview is an object URL: let it go once it is replaced or the dialog closes.
  useEffect(() => () => {
    if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File) {
    // Beside a photo the message is optional: "Message is required" goes (one too long is told again on sending).
    clearErrors(["imageUrl", "content"]);
    setValue("imageUrl", null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ url }) => setValue("imageUrl", url),
      onError: (failure) => {
        setPreview(null);
        setError("imageUrl", { type: "server", message: errorMessage(failure, t("photoFailed")) });
      },
    });
  }

  function remove() {
    // A late answer of the upload no longer attaches its picture (TanStack drops a reset mutation's callbacks).
    upload.reset();
    clearErrors("imageUrl");
    setValue("imageUrl", null);
    setPreview(null);
    // The preview and its buttons are gone: focus goes to the button that adds a photo again.
    requestAnimationFrame(() => chooseButton.current?.focus());
  }

  const described = describedBy(!!existing && `${id}-hint`, !!error && `${id}-error`);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-1 gap-2" data-testid="photo-field">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {t("photo")}
      </span>
      {preview && (
        <div className="relative overflow-hidden rounded-md border bg-muted" aria-busy={upload.isPending || undefined}>
          {/* The chosen file or the stored small variant: neither needs next/image (decision 038). */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={preview}
            alt={t("photoPreview")}
            className={`mx-auto max-h-56 w-auto object-contain ${upload.isPending ? "opacity-60" : ""}`}
            data-testid="photo-preview"
          />
          {upload.isPending && (
            <p
              role="status"
              className="absolute inset-x-0 bottom-0 bg-background/85 px-3 py-2 text-center text-sm font-medium motion-safe:animate-pulse"
              data-testid="photo-uploading"
            >
              {t("photoUploading")}
            </p>
          )}
        </div>
      )}
      {existing ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("photoKept")}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_TYPES}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after an error) is heard.
              event.target.value = "";
              if (file) choose(file);
            }}
            data-testid="photo-input"
          />
          <Button
            ref={chooseButton}
            type="button"
            variant="outline"
            onClick={() => input.current?.click()}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            data-testid="photo-choose"
          >
            <ImagePlus aria-hidden="true" />
            {preview ? t("replacePhoto") : t("addPhoto")}
          </Button>
          {preview && (
            <Button type="button" variant="ghost" onClick={remove} data-testid="photo-remove">
              {t("removePhoto")}
            </Button>
          )}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
      {/* The photo's own description, apart from the message: the card's alt text for it (decision 054). */}
      {preview && (
        <FormField name="imageAlt" label={t("photoDescription")} hint={t("photoDescriptionHint")} className="mt-2">
          {({ field, aria }) => (
            <Input
              maxLength={IMAGE_ALT_MAX_LENGTH}
              autoComplete="off"
              {...field}
              value={field.value ?? ""}
              {...aria}
              data-testid="photo-description"
            />
          )}
        </FormField>
      )}
    </div>
  );
}
