"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { showToast } from "@/lib/site/toast";
import { cardUrl } from "@/lib/group-cards/links";

/**
 * Share on a card of My group cards: copies the card's full link and says
 * so ('Link copied!'). Where the clipboard is refused, the toast carries the
 * link itself so it can still be copied by hand.
 */
export function ShareCardButton({ slug, title }: { slug: string; title: string }) {
  const t = useTranslations("groupCards.myCards");
  async function share() {
    const url = cardUrl(slug);
    try {
      await navigator.clipboard.writeText(url);
      showToast("success", t("linkCopied"));
    } catch {
      showToast("error", t("copyFailed"), { description: url });
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={share}
      aria-label={t("shareLabel", { title })}
      data-testid="my-card-share"
    >
      <Share2 aria-hidden="true" />
      {t("share")}
    </Button>
  );
}
