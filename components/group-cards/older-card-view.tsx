"use client";

import { Link2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InitialsAvatar, AVATAR_GRADIENTS } from "@/components/ui/initials-avatar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatCelebration, parseDate } from "@/lib/dates/calendar";
import { cardPath } from "@/lib/group-cards/links";
import { MESSAGE_MAX_LENGTH, type CardViewDto, type ContributionDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { AiImageDialog } from "./ai-image-dialog";
import { cardThemeClass } from "./card-themes";
import { ContributionImage } from "./contribution-image";
import { PhotoLightboxOnClick } from "./photo-lightbox-host";
import { cardUrl, useAddContribution, useGroupCardById } from "./use-group-cards";

/**
 * /group-card/{id}, the older view (spec section 2, "Card by id"), for the
 * creator and invited contributors: a header on the card's theme with Share
 * Link, the counts, every contribution with its type, and a contributor
 * form (name, e-mail, message) that asks for all three before sending
 * (spec section 5), and its Generate AI Image dialog when AI images are on
 * (`aiImages`: the server has a provider configured).
 */
export function OlderCardView({ initialView, aiImages }: { initialView: CardViewDto; aiImages: boolean }) {
  const t = useTranslations("groupCards");
  const common = useTranslations("common");
  const locale = useLocale();
  const { data: view } = useGroupCardById(initialView.card.id, initialView);
  const { card, contributions } = view;
  const birthday = card.recipientBirthday ? parseDate(card.recipientBirthday) : null;

  async function share() {
    try {
      await navigator.clipboard.writeText(cardUrl(card.slug));
      showToast("success", t("card.linkCopied"));
    } catch {
      showToast("error", t("card.copyFailed"));
    }
  }

  return (
    <div className="grid gap-6 sm:gap-8">
      <header className={`grid gap-3 rounded-xl p-5 text-center shadow-md sm:p-8 ${cardThemeClass(card.theme)}`}>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-balance sm:text-3xl">{card.title}</h1>
        <p className="font-medium text-(--card-theme-muted)">{t("preview.for", { name: card.recipientName })}</p>
        {birthday && <p className="text-sm text-(--card-theme-muted)">{formatCelebration(birthday, locale)}</p>}
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={() => void share()} data-testid="share-link">
            <Link2 aria-hidden="true" />
            {t("olderView.shareLink")}
          </Button>
          <Button asChild variant="outline">
            <Link href={cardPath(card.slug)}>{t("olderView.back")}</Link>
          </Button>
        </div>
      </header>

      <CardCounts contributions={contributions} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="contributions-title" className="grid content-start gap-3">
          <h2 id="contributions-title" className="text-xl font-semibold tracking-tight">
            {t("olderView.contributions")}
          </h2>
          {contributions.length > 0 ? (
            <PhotoLightboxOnClick closeLabel={common("close")}>
              <ul className="grid gap-3">
                {contributions.map((contribution) => (
                  <li key={contribution.id} className="grid min-w-0">
                    <ContributionItem contribution={contribution} />
                  </li>
                ))}
              </ul>
            </PhotoLightboxOnClick>
          ) : (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
              {t("preview.noMessages")}
            </p>
          )}
        </section>
        <ContributorForm cardId={card.id} prefill={view.viewer} aiImages={aiImages} />
      </div>
    </div>
  );
}

/** Contributors (told apart by name and avatar: addresses never reach this page), messages and images. */
function CardCounts({ contributions }: { contributions: ContributionDto[] }) {
  const t = useTranslations("groupCards.olderView");
  const contributors = new Set(contributions.map((each) => `${each.gradient}:${each.contributorName ?? ""}`)).size;
  const messages = contributions.filter((each) => each.type === "text").length;
  const images = contributions.length - messages;
  const cells = [
    { count: contributors, label: t("contributors", { count: contributors }), testId: "count-contributors" },
    { count: messages, label: t("messages", { count: messages }), testId: "count-messages" },
    { count: images, label: t("images", { count: images }), testId: "count-images" },
  ];
  return (
    <section aria-label={t("stats")} className="grid grid-cols-3 divide-x divide-border rounded-xl border bg-card text-card-foreground shadow-sm">
      {cells.map((cell) => (
        <p key={cell.testId} className="grid min-w-0 content-start gap-0.5 px-3 py-3 sm:px-4" data-testid={cell.testId}>
          <span className="text-2xl font-bold tabular-nums">{cell.count}</span>
          <span className="text-xs font-medium break-words hyphens-auto">{cell.label}</span>
        </p>
      ))}
    </section>
  );
}

/** One column beside the form from 1024 px, the page's width below (./contribution-image.tsx). */
const OLDER_VIEW_IMAGE_SIZES = "(min-width: 1024px) 456px, (min-width: 896px) 830px, calc(100vw - 66px)";

function ContributionItem({ contribution }: { contribution: ContributionDto }) {
  const t = useTranslations("groupCards");
  const name = contribution.contributorName || t("preview.anonymous");
  const type = {
    text: t("olderView.typeText"),
    ai_image: t("olderView.typeAiImage"),
    image: t("olderView.typeImage"),
  }[contribution.type];
  return (
    <article className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm" data-testid="contribution">
      <div className="message-head">
        <InitialsAvatar name={name} gradient={AVATAR_GRADIENTS[contribution.gradient] ?? AVATAR_GRADIENTS[0]} className="size-8 text-xs" />
        <span className="message-name" title={name}>
          {name}
        </span>
        <Badge variant={contribution.type === "text" ? "secondary" : "outline"}>{type}</Badge>
      </div>
      {contribution.image && (
        <ContributionImage
          image={contribution.image}
          alt={contribution.image.alt ?? (contribution.type === "ai_image" ? t("preview.aiImageFrom", { name }) : t("preview.photoFrom", { name }))}
          openLabel={t("preview.openPhoto")}
          sizes={OLDER_VIEW_IMAGE_SIZES}
        />
      )}
      {contribution.content && <p className="message-text">{contribution.content}</p>}
    </article>
  );
}

/**
 * Name, e-mail (read-only: the message is signed with the session's
 * address) and the message. All three are needed after trimming, else the
 * spec's 'Missing information' toast; the server checks the rest. The
 * Generate AI Image dialog signs with the same name and e-mail.
 */
function ContributorForm({ cardId, prefill, aiImages }: { cardId: number; prefill: CardViewDto["viewer"]; aiImages: boolean }) {
  const t = useTranslations("groupCards");
  const common = useTranslations("common");
  const id = useId();
  const [name, setName] = useState(prefill.name ?? "");
  const [content, setContent] = useState("");
  const email = prefill.email ?? "";
  const add = useAddContribution(cardId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !email.trim() || !content.trim()) {
      showToast("error", t("olderView.missingTitle"), { description: t("olderView.missingDescription") });
      return;
    }
    add.mutate(
      { contributorName: name.trim(), contributorEmail: email, content, type: "text" },
      {
        onSuccess: () => {
          showToast("success", t("addMessage.added"), { description: t("addMessage.addedDescription") });
          setContent("");
        },
        onError: (error) =>
          showToast("error", common("error"), { description: errorMessage(error, t("addMessage.addFailed")) }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("olderView.formTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("olderView.formDescription")}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4" data-testid="older-view-form">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>{t("olderView.name")}</Label>
          <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" data-testid="older-name" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>{t("olderView.email")}</Label>
          <Input id={`${id}-email`} type="email" value={email} readOnly className="bg-muted text-muted-foreground" data-testid="older-email" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-message`}>{t("olderView.message")}</Label>
          <Textarea
            id={`${id}-message`}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t("olderView.messagePlaceholder")}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className="field-sizing-fixed"
            data-testid="older-message"
          />
        </div>
        <Button type="submit" disabled={add.isPending} data-testid="older-submit">
          {add.isPending ? t("olderView.submitting") : t("olderView.submit")}
        </Button>
      </form>
      {aiImages && <AiImageDialog cardId={cardId} signature={{ name, email }} />}
    </section>
  );
}
