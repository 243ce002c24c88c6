"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { FieldError } from "@/components/ui/field-error";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { giftInputSchema, giftStatuses, type GiftDto, type GiftStatus } from "@/lib/birthdays/gift-schema";
import { fieldKeys } from "@/lib/http/validation";
import { formatPrice } from "@/lib/i18n/price";
import { maxBirthYear } from "@/lib/users/profile-schema";
import { ApiError, apiFetch } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { cn } from "@/lib/utils";
import { giftsQueryKey, useGifts } from "./use-gifts";

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
  const queryClient = useQueryClient();
  const { data: gifts, isPending, isError, error: loadError, refetch, isFetching } = useGifts(birthdayId, true);
  const [editing, setEditing] = useState<GiftDto | "new" | null>(null);
  const [deleting, setDeleting] = useState<GiftDto | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  // A failed load is announced once per failure, with the server's message.
  useEffect(() => {
    if (!loadError) return;
    showToast("error", t("toasts.loadError"), {
      description: loadError instanceof ApiError ? loadError.message : common("somethingWentWrong"),
    });
  }, [loadError, t, common]);

  const { current, given } = useMemo(() => {
    const all = gifts ?? [];
    return {
      current: all.filter((gift) => gift.status !== "given"),
      // Most recent first: what was given last year matters most.
      given: all
        .filter((gift) => gift.status === "given")
        .sort((a, b) => (b.givenYear ?? 0) - (a.givenYear ?? 0) || a.title.localeCompare(b.title)),
    };
  }, [gifts]);

  const remove = useMutation({
    mutationFn: (gift: GiftDto) =>
      apiFetch<unknown>(`/api/birthdays/${birthdayId}/gifts/${gift.id}`, { method: "DELETE" }),
    onSuccess: (_, gift) => {
      queryClient.setQueryData<GiftDto[]>(giftsQueryKey(birthdayId), (list) =>
        list?.filter((each) => each.id !== gift.id),
      );
      showToast("success", t("toasts.deleted"));
      setDeleting(null);
      addButtonRef.current?.focus();
    },
    onError: (error) => {
      setDeleting(null);
      showToast("error", t("toasts.deleteError"), {
        description: error instanceof ApiError ? error.message : common("somethingWentWrong"),
      });
    },
  });

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
        <>
          {current.length > 0 && (
            <section aria-labelledby="gift-current-title" className="grid gap-2">
              <h3 id="gift-current-title" className="text-sm font-semibold">
                {t("currentTitle")}
              </h3>
              <GiftList gifts={current} onEdit={setEditing} onDelete={setDeleting} testId="gift-list-current" />
            </section>
          )}
          {given.length > 0 && (
            <section aria-labelledby="gift-given-title" className="grid gap-2">
              <div>
                <h3 id="gift-given-title" className="text-sm font-semibold">
                  {t("givenTitle")}
                </h3>
                <p className="text-xs text-muted-foreground">{t("givenHint")}</p>
              </div>
              <GiftList gifts={given} onEdit={setEditing} onDelete={setDeleting} testId="gift-list-given" />
            </section>
          )}
        </>
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
              onClick={() => deleting && remove.mutate(deleting)}
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

function GiftList({
  gifts,
  onEdit,
  onDelete,
  testId,
}: {
  gifts: GiftDto[];
  onEdit: (gift: GiftDto) => void;
  onDelete: (gift: GiftDto) => void;
  testId: string;
}) {
  return (
    <ul className="grid gap-2" data-testid={testId}>
      {gifts.map((gift) => (
        <li key={gift.id} className="min-w-0">
          <GiftItem gift={gift} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function GiftItem({
  gift,
  onEdit,
  onDelete,
}: {
  gift: GiftDto;
  onEdit: (gift: GiftDto) => void;
  onDelete: (gift: GiftDto) => void;
}) {
  const t = useTranslations("gifts");
  const locale = useLocale();
  return (
    <article className="flex min-w-0 gap-2 rounded-lg border bg-card p-3 text-card-foreground" data-testid="gift-item">
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h4 className="min-w-0 font-medium break-words">
            {gift.url ? (
              <a
                href={gift.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 underline underline-offset-4 hover:text-primary"
                data-testid="gift-link"
              >
                <span className="wrap-anywhere">{gift.title}</span>
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t("newTab")}</span>
              </a>
            ) : (
              gift.title
            )}
          </h4>
          <StatusBadge gift={gift} />
        </div>
        {gift.price !== null && (
          <p className="text-sm text-muted-foreground">
            {t("priceLabel")}:{" "}
            <span className="font-medium text-foreground tabular-nums" data-testid="gift-price">
              {formatPrice(gift.price, locale)}
            </span>
          </p>
        )}
        {gift.notes && (
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground" data-testid="gift-notes">
            {gift.notes}
          </p>
        )}
      </div>
      <div className="-mt-1 -mr-1 flex shrink-0 items-start">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={() => onEdit(gift)}
          aria-label={t("edit", { title: gift.title })}
          data-testid="gift-edit"
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:text-destructive"
          onClick={() => onDelete(gift)}
          aria-label={t("delete", { title: gift.title })}
          data-testid="gift-delete"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}

function StatusBadge({ gift }: { gift: GiftDto }) {
  const t = useTranslations("gifts");
  const label =
    gift.status === "given" && gift.givenYear !== null
      ? t("givenIn", { year: String(gift.givenYear) })
      : t(`statuses.${gift.status}`);
  return (
    <Badge
      variant={gift.status === "idea" ? "outline" : gift.status === "bought" ? "default" : "secondary"}
      data-testid="gift-status"
      data-status={gift.status}
    >
      {label}
    </Badge>
  );
}

type Field = "title" | "url" | "price" | "notes" | "status" | "givenYear";
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ["title", "url", "price", "notes", "status", "givenYear"];

/** A typed price ("25,5", "25.50", "") as the number the API takes; NaN when it is not one. */
function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, "").replace(",", ".");
  if (trimmed === "") return null;
  return /^\d*\.?\d*$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function GiftForm({ birthdayId, gift, onDone }: { birthdayId: number; gift: GiftDto | null; onDone: () => void }) {
  const t = useTranslations("gifts");
  const v = useTranslations("validation");
  const common = useTranslations("common");
  const queryClient = useQueryClient();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const givenYearRef = useRef<HTMLInputElement>(null);

  const [title, setTitle] = useState(gift?.title ?? "");
  const [url, setUrl] = useState(gift?.url ?? "");
  const [price, setPrice] = useState(gift?.price ?? "");
  const [notes, setNotes] = useState(gift?.notes ?? "");
  const [status, setStatus] = useState<GiftStatus>(gift?.status ?? "idea");
  const [givenYear, setGivenYear] = useState(String(gift?.givenYear ?? maxBirthYear()));
  const [errors, setErrors] = useState<FieldErrors>({});

  const message = (key: string) => (v.has(key) ? v(key) : v("invalid"));

  const save = useMutation({
    mutationFn: (input: unknown) =>
      gift
        ? apiFetch<GiftDto>(`/api/birthdays/${birthdayId}/gifts/${gift.id}`, { method: "PUT", json: input })
        : apiFetch<GiftDto>(`/api/birthdays/${birthdayId}/gifts`, { method: "POST", json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData<GiftDto[]>(giftsQueryKey(birthdayId), (list = []) =>
        gift ? list.map((each) => (each.id === saved.id ? saved : each)) : [...list, saved],
      );
      showToast("success", gift ? t("toasts.updated") : t("toasts.added"));
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showToast("error", gift ? t("toasts.updateError") : t("toasts.addError"), {
        description: error instanceof ApiError ? error.message : common("somethingWentWrong"),
      });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const year = givenYear.trim() === "" ? null : Number(givenYear);
    const result = giftInputSchema.safeParse({
      title,
      url,
      price: parsePrice(price),
      notes,
      status,
      givenYear: status === "given" ? year : null,
    });
    if (!result.success) {
      const found: FieldErrors = {};
      for (const [field, key] of Object.entries(fieldKeys(result.error))) {
        const known = FIELDS.find((each) => each === field);
        if (known) found[known] = message(key);
      }
      setErrors(found);
      // Focus the first field with a message, in the form's order.
      if (found.title) titleRef.current?.focus();
      else if (found.url) urlRef.current?.focus();
      else if (found.price) priceRef.current?.focus();
      else if (found.givenYear) givenYearRef.current?.focus();
      else if (found.notes) notesRef.current?.focus();
      return;
    }
    setErrors({});
    save.mutate(result.data);
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 grid-cols-1 gap-4" data-testid="gift-form">
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onDone}
          disabled={save.isPending}
          aria-label={t("back")}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <h3 className="font-semibold">{gift ? t("editTitle") : t("addTitle")}</h3>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t("titleLabel")}</Label>
        <Input
          ref={titleRef}
          id={`${id}-title`}
          autoComplete="off"
          placeholder={t("titlePlaceholder")}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy("title")}
          data-testid="gift-title"
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>{t("url")}</Label>
        <Input
          ref={urlRef}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy("url")}
          data-testid="gift-url"
        />
        <FieldError id={`${id}-url-error`} message={errors.url} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-price`}>{t("price")}</Label>
        <Input
          ref={priceRef}
          id={`${id}-price`}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-40"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={describedBy("price")}
          data-testid="gift-price-input"
        />
        <FieldError id={`${id}-price-error`} message={errors.price} />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">{t("status")}</legend>
        <div className="flex flex-wrap gap-2">
          {giftStatuses.map((each) => (
            <label
              key={each}
              className={cn(
                "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring",
                status === each && "border-primary bg-accent text-accent-foreground",
              )}
            >
              <input
                type="radio"
                name={`${id}-status`}
                value={each}
                checked={status === each}
                onChange={() => setStatus(each)}
                className="size-4 accent-primary"
                data-testid={`gift-status-${each}`}
              />
              {t(`statuses.${each}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-status-error`} message={errors.status} />
      </fieldset>

      {status === "given" && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-givenYear`}>{t("givenYear")}</Label>
          <Input
            ref={givenYearRef}
            id={`${id}-givenYear`}
            type="number"
            inputMode="numeric"
            min={1900}
            max={maxBirthYear()}
            className="sm:max-w-32"
            value={givenYear}
            onChange={(event) => setGivenYear(event.target.value)}
            aria-invalid={errors.givenYear ? true : undefined}
            aria-describedby={describedBy("givenYear")}
            data-testid="gift-given-year"
          />
          <FieldError id={`${id}-givenYear-error`} message={errors.givenYear} />
        </div>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>{t("notes")}</Label>
        <Textarea
          ref={notesRef}
          id={`${id}-notes`}
          rows={3}
          className="field-sizing-fixed"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy("notes")}
          data-testid="gift-notes-input"
        />
        <FieldError id={`${id}-notes-error`} message={errors.notes} />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="gift-save">
          {save.isPending ? t("saving") : gift ? t("save") : t("saveNew")}
        </Button>
      </div>
    </form>
  );
}
