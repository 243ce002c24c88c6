"use client";

import { LoaderCircle, PenLine } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { CalendarDate } from "@/lib/birthdays/dates";
import type { BirthdayContact } from "@/lib/group-cards/contacts";
import { MAX_GROUP_CARDS_PER_USER } from "@/lib/group-cards/limits";
import { DEFAULT_CARD_THEME, type CardTheme } from "@/lib/group-cards/themes";
import { CardPreview } from "./card-preview";

// The form (react-hook-form, zod, Radix's dialog, selects and menu) loads on
// the first press, or at once with `?birthday=`: then the server renders it
// and the page's HTML preloads its code.
const CreateCardDialog = dynamic(() => import("./create-card-dialog").then((module) => module.CreateCardDialog), {
  loading: () => <FormLoading />,
});

/**
 * Starts loading the form's code a moment before the press: the pointer over
 * Start your card (a finger touching it included) or keyboard focus on it, as
 * the sections' links prefetch their pages (PrefetchOnIntentLink).
 */
const loadFormOnIntent = () => void import("./create-card-dialog");

/** What the live preview shows of the form: the typed texts, the theme, and the day once it is a real one. */
export type CardSketch = {
  title: string;
  recipientName: string;
  greeting: string;
  theme: CardTheme;
  birthday: CalendarDate | null;
};

export type CreateCardMakerProps = {
  /** The page's heading and blurb, rendered on the server. */
  intro: ReactNode;
  /** 'What happens next', rendered on the server; under the preview. */
  next: ReactNode;
  /** The user's profile name: Your Name starts with it. */
  initiatorName: string;
  /** The birthday of `?birthday={id}`: the form opens at once with its name and date. */
  prefill: BirthdayContact | null;
  /** Today in the user's time zone: the picker's next celebrations and the years the date fields offer. */
  today: CalendarDate;
  /** The account keeps MAX_GROUP_CARDS_PER_USER cards: a notice, and the way to delete some, instead of the form. */
  full: boolean;
};

/**
 * The create-card page's client island: the button that opens the form, the
 * live preview beside it, and the dialog with the form. The preview follows
 * what is typed (the form hands it each change), and a closed dialog keeps
 * what was typed until the page is left (decision 033).
 */
export function CreateCardMaker({ intro, next, initiatorName, prefill, today, full }: CreateCardMakerProps) {
  const t = useTranslations("groupCards.create");
  const dialog = useLazyDialog(prefill !== null && !full);
  const [sketch, setSketch] = useState<CardSketch>(() => ({
    title: "",
    recipientName: prefill?.name ?? "",
    greeting: "",
    theme: DEFAULT_CARD_THEME,
    birthday: prefill?.next ?? null,
  }));

  return (
    <>
      {/* Phones: intro, preview, next steps; wide: the preview beside the other two. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_1fr]">
        <div className="grid content-start gap-6">
          {intro}
          {full ? (
            <section role="status" className="grid gap-3 rounded-xl border bg-card p-4 text-sm shadow-sm" data-testid="create-card-full">
              <h2 className="font-semibold">{t("fullTitle")}</h2>
              <p className="text-muted-foreground">{t("full", { max: MAX_GROUP_CARDS_PER_USER })}</p>
              <Button asChild variant="outline" className="w-full sm:w-fit">
                <Link href="/my-group-cards">{t("myCards")}</Link>
              </Button>
            </section>
          ) : (
            <Button
              type="button"
              size="lg"
              className="w-full sm:w-fit"
              // As the dialog's own trigger would announce it.
              aria-haspopup="dialog"
              aria-expanded={dialog.open}
              onPointerEnter={loadFormOnIntent}
              onFocus={loadFormOnIntent}
              onClick={() => dialog.show()}
              data-testid="create-card-open"
            >
              <PenLine aria-hidden="true" />
              {t("start")}
            </Button>
          )}
        </div>
        <section
          aria-labelledby="create-card-preview"
          className="grid content-start gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="grid gap-1">
            <h2 id="create-card-preview" className="text-xl font-semibold tracking-tight">
              {t("previewHeading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("previewHint")}</p>
          </div>
          <LivePreview sketch={sketch} />
        </section>
        <div className="lg:col-start-1 lg:row-start-2">{next}</div>
      </div>

      {dialog.mounted && (
        <CreateCardDialog
          open={dialog.open}
          onOpenChange={dialog.onOpenChange}
          initiatorName={initiatorName}
          prefill={prefill}
          today={today}
          onSketch={setSketch}
        />
      )}
    </>
  );
}

/**
 * After the first press, while the form's code loads (about 140 KB, a moment
 * on a slow phone connection): the dialog's backdrop with a spinner, so the
 * press shows at once and the page cannot be pressed again meanwhile.
 */
function FormLoading() {
  const t = useTranslations("groupCards.create");
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 motion-safe:animate-fade-in"
      data-testid="create-card-loading"
    >
      <LoaderCircle className="size-8 text-white motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** The sample card, with what has been typed so far in place of the sample's title, name and words for the birthday person. */
function LivePreview({ sketch: { title, recipientName, greeting, theme, birthday } }: { sketch: CardSketch }) {
  const t = useTranslations("groupCards.create.sample");
  return (
    <CardPreview
      theme={theme}
      title={title.trim() || t("title")}
      recipientName={recipientName.trim() || t("recipient")}
      birthday={birthday}
      greeting={greeting.trim() || t("greeting")}
      messages={[
        { id: 1, name: t("firstName"), text: t("firstMessage") },
        { id: 2, name: t("secondName"), text: t("secondMessage") },
      ]}
      titleAs="h3"
    />
  );
}
