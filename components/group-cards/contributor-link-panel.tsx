"use client";

import { Copy, Link2, Link2Off, RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { ConfirmRequest } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import type { ContributorLinkDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { PanelSection } from "./panel-section";
import { useIssueContributorLink, useTurnOffContributorLink } from "./use-group-cards";

/**
 * The contributor link for a group chat (docs/decisions/051-card-passes.md):
 * off until the creator turns it on; then its address to copy, a new one in
 * its place (the old stops working), or off again. Messages written through
 * it stay either way.
 */
export function ContributorLinkPanel({
  cardId,
  link,
  confirm,
}: {
  cardId: number;
  link: ContributorLinkDto;
  confirm: (request: ConfirmRequest) => void;
}) {
  const t = useTranslations("groupCards.manage.contributorLink");
  const common = useTranslations("common");
  const issue = useIssueContributorLink(cardId);
  const turnOff = useTurnOffContributorLink(cardId);
  const busy = issue.isPending || turnOff.isPending;
  const failed = (error: unknown) => showToast("error", t("failed"), { description: errorMessage(error, common("somethingWentWrong")) });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      showToast("success", t("copied"));
    } catch {
      showToast("error", t("copyFailed"));
    }
  }

  function turnOn() {
    issue.mutate(undefined, { onSuccess: ({ url }) => url && void copy(url), onError: failed });
  }

  return (
    <PanelSection title={t("title")} summary={link.url ? t("on") : t("off")} data-testid="contributor-link">
      <p className="text-sm text-muted-foreground">{link.url ? t("onDescription") : t("offDescription")}</p>
      {link.url ? (
        <>
          <Input readOnly value={link.url} aria-label={t("address")} onFocus={(event) => event.currentTarget.select()} data-testid="contributor-link-url" />
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => void copy(link.url!)} data-testid="contributor-link-copy">
              <Copy aria-hidden="true" />
              {t("copy")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                confirm({
                  title: t("rotateTitle"),
                  description: t("rotateDescription"),
                  confirmLabel: t("rotate"),
                  onConfirm: () => issue.mutate(undefined, { onSuccess: () => showToast("success", t("rotated")), onError: failed }),
                })
              }
              data-testid="contributor-link-rotate"
            >
              <RotateCw aria-hidden="true" />
              {t("rotate")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => turnOff.mutate(undefined, { onSuccess: () => showToast("success", t("turnedOff")), onError: failed })}
              data-testid="contributor-link-off"
            >
              <Link2Off aria-hidden="true" />
              {t("turnOff")}
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" size="sm" className="justify-self-start" disabled={busy} onClick={turnOn} data-testid="contributor-link-on">
          <Link2 aria-hidden="true" />
          {t("turnOn")}
        </Button>
      )}
    </PanelSection>
  );
}
