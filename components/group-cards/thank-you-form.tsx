"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Heart, MailCheck } from "@/components/site/static-icons";
import { buttonVariants } from "@/components/ui/button";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CARD_NAME_MAX_LENGTH, THANK_YOU_MAX_LENGTH } from "@/lib/group-cards/limits";
import type { ThankYouDto } from "@/lib/group-cards/schema";
import { ApiError, apiFetch } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";

// The thank-you note's form, present mode's last slide for whoever opened the
// delivery e-mail's link (or the birthday person signed in) while the card
// has no note (decision 043). Like the rest of present mode it brings no
// translations catalogue and no query client: its texts come as props, and
// one request writes the note.

/** What the form says, in the page's language. */
export type ThankYouFormTexts = {
  title: string;
  intro: string;
  message: string;
  messagePlaceholder: string;
  /** The longest note, as a hint under the field ('At most 1,000 characters.'). */
  limit: string;
  required: string;
  name: string;
  nameHint: string;
  submit: string;
  submitting: string;
  sentTitle: string;
  sent: string;
  failed: string;
};

export function ThankYouForm({ slug, token, texts }: { slug: string; token: string | null; texts: ThankYouFormTexts }) {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ message?: string; name?: string }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ThankYouDto | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!message.trim()) {
      setErrors({ message: texts.required });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      setSent(
        await apiFetch<ThankYouDto>(`/api/group-cards/slug/${slug}/thank-you`, {
          method: "POST",
          json: { token, message, name: name.trim() || null },
        }),
      );
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.fields) setErrors(apiError.fields);
      showToast("error", texts.failed, { description: apiError?.message });
      // Written meanwhile (another tab, another device): the page shows that note instead.
      if (apiError?.status === 409) router.refresh();
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div className="grid gap-4 text-center" data-testid="thank-you-sent" role="status">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 className="text-2xl font-bold tracking-tight text-balance">{texts.sentTitle}</h2>
        <p className="text-muted-foreground">{texts.sent}</p>
        <blockquote className="rounded-lg bg-muted/60 p-4 text-left wrap-anywhere whitespace-pre-line">
          {sent.message}
          <footer className="mt-2 font-medium">— {sent.name}</footer>
        </blockquote>
      </div>
    );
  }

  const messageError = `${id}-message-error`;
  const nameHint = `${id}-name-hint`;
  const nameError = `${id}-name-error`;
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="thank-you-form" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Heart aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {texts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {texts.message}
        </label>
        <Textarea
          id={`${id}-message`}
          rows={5}
          maxLength={THANK_YOU_MAX_LENGTH}
          placeholder={texts.messagePlaceholder}
          className="field-sizing-fixed"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            // A complaint about the words goes once they change; the server checks them again.
            setErrors((shown) => ({ ...shown, message: undefined }));
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(`${id}-limit`, !!errors.message && messageError)}
          disabled={sending}
          data-testid="thank-you-message"
        />
        <p id={`${id}-limit`} className="text-xs text-muted-foreground">
          {texts.limit}
        </p>
        <FieldError id={messageError} message={errors.message} />
      </div>
      <div className="grid gap-2">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {texts.name}
        </label>
        <Input
          id={`${id}-name`}
          maxLength={CARD_NAME_MAX_LENGTH}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((shown) => ({ ...shown, name: undefined }));
          }}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(nameHint, !!errors.name && nameError)}
          disabled={sending}
          data-testid="thank-you-name"
        />
        <p id={nameHint} className="text-xs text-muted-foreground">
          {texts.nameHint}
        </p>
        <FieldError id={nameError} message={errors.name} />
      </div>
      {/* A plain button in the button's style: present mode loads no Radix (decision 041). */}
      <button
        type="submit"
        disabled={sending}
        aria-disabled={sending || undefined}
        className={buttonVariants({ className: "justify-self-end" })}
        data-slot="button"
        data-testid="thank-you-submit"
      >
        {sending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
