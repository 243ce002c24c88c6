import { getLocale, getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { CssTooltip } from "@/components/site/css-tooltip";
import { FileDown, Heart, X } from "@/components/site/static-icons";
import { AVATAR_GRADIENTS, InitialsAvatar } from "@/components/ui/initials-avatar";
import { formatCelebration, parseDate } from "@/lib/dates/calendar";
import { cardPath, keepsakePath } from "@/lib/group-cards/links";
import { CARD_NAME_MAX_LENGTH, THANK_YOU_MAX_LENGTH, type CardViewDto } from "@/lib/group-cards/schema";
import { slideDuration, slidesOf, textSize, type Slide, type TextSize, type ThankYouSlide } from "@/lib/group-cards/slideshow";
import { cn } from "@/lib/utils";
import { cardThemeClass } from "./card-themes";
import { PresentControls } from "./present-controls";
import { PRESENT_CONTROL_CLASS } from "./present-styles";
import { ThankYouForm } from "./thank-you-form";

// Present mode (/group-cards/{slug}/present, decision 041): the card full
// screen, one slide at a time. Every slide is drawn here on the server; the
// browser gets only ./present-controls.tsx, which shows one of them and
// moves between them.

/** Words sized for the room: the type scale's steps stop at 60 px, a TV across a room needs the screen's measure. */
const TEXT_SIZES: Record<TextSize, string> = {
  large: "text-[clamp(1.75rem,6.5vmin,4.5rem)] leading-tight",
  medium: "text-[clamp(1.375rem,4.6vmin,3rem)] leading-snug",
  small: "text-[clamp(1.125rem,3.3vmin,2.25rem)] leading-normal",
};

/** The cover's burst of confetti: where each piece starts, when it falls and in which of the theme's colours. */
const CONFETTI = Array.from({ length: 28 }, (_, piece) => ({
  left: `${(piece * 37) % 100}%`,
  delay: `${(piece % 7) * 0.12}s`,
  duration: `${2.2 + (piece % 5) * 0.25}s`,
  // The theme's dots are pale for text to sit on; the falling pieces mix in its stronger muted colour.
  colour: piece % 4 === 3 ? "var(--card-theme-muted)" : `var(--card-theme-confetti-${(piece % 3) + 1})`,
  turn: `${piece % 2 === 0 ? 540 : -420}deg`,
}));

export async function PresentShow({
  view,
  thankYou = { mayWrite: false, token: null },
}: {
  view: CardViewDto;
  /** Whether this viewer may write the thank-you note now, and the link's secret that lets them (decision 043). */
  thankYou?: { mayWrite: boolean; token: string | null };
}) {
  const { card, contributions } = view;
  const t = await getTranslations("groupCards.present");
  const preview = await getTranslations("groupCards.preview");
  const thanks = await getTranslations("groupCards.thankYou");
  const validation = await getTranslations("validation");
  const locale = await getLocale();
  // The last slide: the note once written, else its form for whoever may write it.
  const thankYouSlide: ThankYouSlide | null = card.thankYou
    ? { kind: "thank-you", note: { text: card.thankYou.message, name: card.thankYou.name } }
    : thankYou.mayWrite
      ? { kind: "thank-you", note: null }
      : null;
  const slides = slidesOf(contributions, thankYouSlide);
  const birthdayDate = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;
  const birthday = birthdayDate && formatCelebration(birthdayDate, locale);

  return (
    <div className={cn("present-mode fixed inset-0 flex flex-col overflow-hidden", cardThemeClass(card.theme))} data-testid="present">
      <PresentControls
        durations={slides.map(slideDuration)}
        slideLabels={slides.map((_, index) => t("slide", { number: index + 1, total: slides.length }))}
        texts={{
          slideshow: t("slideshow"),
          previous: t("previous"),
          next: t("next"),
          play: t("play"),
          pause: t("pause"),
          fullscreen: t("fullscreen"),
          exitFullscreen: t("exitFullscreen"),
        }}
        corner={
          <IconLink href={cardPath(card.slug)} label={t("close")} testId="present-close">
            <X aria-hidden="true" />
          </IconLink>
        }
        extraControls={
          <IconLink href={keepsakePath(card.slug)} label={t("download")} testId="present-download" download side="top">
            <FileDown aria-hidden="true" />
          </IconLink>
        }
      >
        {slides.map((slide) =>
          slide.kind === "cover" ? (
            // Scrolls as a message's slide does: a long greeting (1,000 characters) may not fit a phone's screen.
            <div key="cover" className="relative grid h-full place-items-center overflow-y-auto p-6 text-center">
              <Confetti />
              {/* wrap-anywhere (inherited): a word wider than the screen breaks instead of being cut off. */}
              <div className="grid max-w-4xl gap-3 wrap-anywhere">
                <h1 className="text-[clamp(2rem,8vmin,5.5rem)] leading-tight font-bold tracking-tight text-balance">
                  {card.title}
                </h1>
                <p className="text-[clamp(1.25rem,4vmin,2.5rem)] font-medium text-(--card-theme-muted)">
                  {preview("for", { name: card.recipientName })}
                </p>
                {birthday && <p className="text-[clamp(1rem,2.6vmin,1.5rem)] text-(--card-theme-muted)">{birthday}</p>}
                {card.greeting && (
                  <p
                    className="mx-auto mt-2 max-w-prose text-[clamp(1rem,2.6vmin,1.5rem)] text-pretty whitespace-pre-line"
                    data-testid="present-greeting"
                  >
                    {card.greeting}
                  </p>
                )}
                {/* How to go through the slides, when there is more than the cover. */}
                {slides.length > 1 && (
                  <p className="mt-6 text-sm text-(--card-theme-muted) [@media(pointer:coarse)]:hidden" data-testid="present-hint">
                    {t("hint")}
                  </p>
                )}
              </div>
            </div>
          ) : slide.kind === "thank-you" ? (
            <div key="thank-you" className="grid h-full place-items-center overflow-y-auto p-4 sm:p-8">
              {slide.note ? (
                <figure
                  className="grid w-full max-w-4xl gap-4 rounded-xl bg-card p-5 text-card-foreground shadow-md sm:p-8"
                  data-testid="present-thank-you"
                >
                  <figcaption className="flex min-w-0 items-center gap-3 text-[clamp(1rem,2.6vmin,1.75rem)] font-semibold wrap-anywhere">
                    <Heart aria-hidden="true" className="size-8 shrink-0 text-primary" />
                    {thanks("noteTitle", { name: slide.note.name })}
                  </figcaption>
                  <blockquote className={cn("wrap-anywhere whitespace-pre-line text-pretty", TEXT_SIZES[textSize(slide.note.text, false)])}>
                    {slide.note.text}
                  </blockquote>
                </figure>
              ) : (
                <div className="w-full max-w-2xl rounded-xl bg-card p-5 text-card-foreground shadow-md sm:p-8">
                  <ThankYouForm
                    slug={card.slug}
                    token={thankYou.token}
                    texts={{
                      title: thanks("formTitle"),
                      intro: thanks("formIntro"),
                      message: thanks("message"),
                      messagePlaceholder: thanks("messagePlaceholder"),
                      limit: thanks("limit", { max: THANK_YOU_MAX_LENGTH }),
                      required: validation("thankYouRequired"),
                      name: thanks("name"),
                      nameHint: thanks("nameHint", { name: card.recipientName.slice(0, CARD_NAME_MAX_LENGTH) }),
                      submit: thanks("submit"),
                      submitting: thanks("submitting"),
                      sentTitle: thanks("sentTitle"),
                      sent: thanks("sent"),
                      failed: thanks("failed"),
                    }}
                  />
                </div>
              )}
            </div>
          ) : (
            <MessageSlide key={slide.id} slide={slide} anonymous={preview("anonymous")} alt={(name) => slide.image?.alt ?? (slide.aiImage ? preview("aiImageFrom", { name }) : preview("photoFrom", { name }))} />
          ),
        )}
      </PresentControls>
    </div>
  );
}

/** A link drawn as one of present mode's icon buttons, with its tooltip. */
function IconLink({
  href,
  label,
  testId,
  download,
  side,
  children,
}: {
  href: string;
  label: string;
  testId: string;
  download?: boolean;
  side?: "top" | "bottom";
  children: ReactNode;
}) {
  return (
    <CssTooltip label={label} side={side}>
      <a href={href} download={download} aria-label={label} data-slot="button" data-testid={testId} className={PRESENT_CONTROL_CLASS}>
        {children}
      </a>
    </CssTooltip>
  );
}

/** One message, large, on a card tile (text straight on the theme is kept to titles, docs/design.md). */
function MessageSlide({
  slide,
  anonymous,
  alt,
}: {
  slide: Extract<Slide, { kind: "message" }>;
  anonymous: string;
  alt: (name: string) => string;
}) {
  const name = slide.name.trim() || anonymous;
  return (
    <div className="grid h-full place-items-center overflow-y-auto p-4 sm:p-8">
      <figure
        className="grid w-full max-w-4xl gap-4 rounded-xl bg-card p-5 text-card-foreground shadow-md sm:p-8"
        data-testid="present-message"
      >
        {slide.image && (
          // eslint-disable-next-line @next/next/no-img-element -- the app serves its pictures optimised (contribution-image.tsx)
          <img
            src={slide.image.url}
            srcSet={`${slide.image.smallUrl} ${slide.image.smallWidth}w, ${slide.image.url} ${slide.image.width}w`}
            sizes="(min-width: 960px) 896px, 100vw"
            width={slide.image.width}
            height={slide.image.height}
            alt={alt(name)}
            loading="lazy"
            className="mx-auto h-auto max-h-[55dvh] w-auto max-w-full rounded-md bg-muted object-contain"
          />
        )}
        {(slide.text || !slide.image) && (
          <blockquote className={cn("wrap-anywhere whitespace-pre-line text-pretty", TEXT_SIZES[textSize(slide.text, slide.image !== null)])}>
            {slide.text}
          </blockquote>
        )}
        <figcaption className="flex min-w-0 items-center gap-3">
          <InitialsAvatar name={name} gradient={AVATAR_GRADIENTS[slide.gradient] ?? AVATAR_GRADIENTS[0]!} className="size-10 text-sm" />
          <span className="min-w-0 text-[clamp(1rem,2.6vmin,1.75rem)] font-medium wrap-anywhere">{name}</span>
        </figcaption>
      </figure>
    </div>
  );
}

/** A few seconds of falling confetti in the theme's colours; none at all for those who asked for less motion. */
function Confetti() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden">
      {CONFETTI.map((piece, index) => (
        <span
          key={index}
          className="confetti-piece"
          style={
            {
              left: piece.left,
              backgroundColor: piece.colour,
              animationDelay: piece.delay,
              animationDuration: piece.duration,
              "--confetti-turn": piece.turn,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
