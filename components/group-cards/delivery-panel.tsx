"use client";

import { Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatMomentInZone } from "@/lib/dates/date-format";
import type { DeliveryDto, GroupCardDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { PanelSection } from "./panel-section";
import { useResendDelivery, useUpdateGroupCard } from "./use-group-cards";

/**
 * The card's delivery in the creator's panel (docs/decisions/042): when (in
 * which time zone) and to whom it goes, the nudges before it, and once delivered, how its e-mail fared (sent, or failed
 * with the provider's words), sending it again to a corrected address, and
 * opening or closing the card to new messages.
 */
export function DeliveryPanel({ card, delivery }: { card: GroupCardDto; delivery: DeliveryDto }) {
  const t = useTranslations("groupCards.delivery.status");
  const format = useMomentFormat(delivery.timeZone);
  const summary = delivery.deliveredAt
    ? t("delivered", { moment: format(delivery.deliveredAt) })
    : delivery.scheduled && delivery.moment
      ? delivery.recipientEmail
        ? t("scheduledTo", { email: delivery.recipientEmail, moment: format(delivery.moment) })
        : t("scheduledPresent", { moment: format(delivery.moment) })
      : delivery.moment
        ? t("notScheduled")
        : t("noDate");
  return (
    <PanelSection title={t("heading")} foldedSummary={summary} defaultOpen data-testid="delivery-panel">
      <p className="text-sm" data-testid="delivery-summary">
        {summary}
      </p>
      {delivery.deliveredAt ? (
        <>
          <EmailStatus delivery={delivery} />
          <ResendForm cardId={card.id} delivery={delivery} />
          <MessagesSwitch card={card} />
        </>
      ) : (
        <Nudges cardId={card.id} delivery={delivery} />
      )}
    </PanelSection>
  );
}

/** A moment in the creator's own zone, naming the zone: the delivery is at 9:00 there, wherever the panel is open. */
function useMomentFormat(timeZone: string) {
  const locale = useLocale();
  return (iso: string) => formatMomentInZone(locale, timeZone, new Date(iso));
}

/**
 * The nudges before delivery (docs/decisions/042, 054): the next one, when
 * and to whom (only the creator sees these addresses), and the switch that
 * turns them off for the whole card.
 */
function Nudges({ cardId, delivery }: { cardId: number; delivery: DeliveryDto }) {
  const t = useTranslations("groupCards.delivery.nudges");
  const common = useTranslations("common");
  const format = useMomentFormat(delivery.timeZone);
  const update = useUpdateGroupCard(cardId);
  const { on, next } = delivery.nudges;
  const id = `card-nudges-${cardId}`;
  function toggle(checked: boolean) {
    update.mutate(
      { nudgesOn: checked },
      {
        onSuccess: () => showToast("success", checked ? t("onToast") : t("offToast")),
        onError: (error) => showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) }),
      },
    );
  }
  return (
    <section className="grid gap-2 border-t pt-3" aria-labelledby={`${id}-heading`} data-testid="delivery-nudges">
      <h3 id={`${id}-heading`} className="text-sm font-medium">
        {t("heading")}
      </h3>
      <div className="flex items-start gap-2">
        <Checkbox id={id} checked={on} onCheckedChange={(checked) => toggle(checked === true)} disabled={update.isPending} className="mt-0.5" data-testid="delivery-nudges-switch" />
        <Label htmlFor={id} className="text-sm leading-5 font-normal">
          {t("switch")}
        </Label>
      </div>
      <div className="text-sm text-muted-foreground" data-testid="delivery-nudges-next">
        {!on ? (
          <p>{t("off")}</p>
        ) : next ? (
          <>
            <p>{t("next", { count: next.to.length, moment: format(next.at) })}</p>
            <ul className="mt-1 grid gap-0.5 wrap-anywhere">
              {next.to.map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("none")}</p>
        )}
      </div>
    </section>
  );
}

function EmailStatus({ delivery }: { delivery: DeliveryDto }) {
  const t = useTranslations("groupCards.delivery.status");
  const { email } = delivery;
  if (!delivery.recipientEmail || !email) {
    return <p className="text-sm text-muted-foreground">{t("noRecipient")}</p>;
  }
  const text = {
    sent: () => t("emailSent", { email: email.to }),
    failed: () => t("emailFailed", { email: email.to, error: email.error ?? "" }),
    pending: () => t("emailPending", { email: email.to }),
    sending: () => t("emailPending", { email: email.to }),
    skipped: () => t("emailSkipped", { email: email.to }),
  }[email.status]();
  return (
    <p
      className={email.status === "failed" ? "text-sm wrap-anywhere text-destructive" : "text-sm wrap-anywhere"}
      role={email.status === "failed" ? "alert" : undefined}
      data-testid="delivery-email-status"
    >
      {text}
    </p>
  );
}

/** The address, correctable, and Send again. */
function ResendForm({ cardId, delivery }: { cardId: number; delivery: DeliveryDto }) {
  const t = useTranslations("groupCards.delivery.status");
  const common = useTranslations("common");
  const resend = useResendDelivery(cardId);
  const [address, setAddress] = useState(delivery.recipientEmail ?? "");

  function send(event: FormEvent) {
    event.preventDefault();
    resend.mutate(
      { recipientEmail: address.trim() },
      {
        onSuccess: (result) => showToast("success", t("resent", { email: result.recipientEmail ?? address })),
        onError: (error) => showToast("error", t("resendError"), { description: errorMessage(error, common("somethingWentWrong")) }),
      },
    );
  }

  return (
    <form className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" onSubmit={send}>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`delivery-address-${cardId}`}>{t("resendLabel")}</Label>
        <Input
          id={`delivery-address-${cardId}`}
          type="email"
          required
          autoComplete="off"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          data-testid="delivery-resend-address"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={resend.isPending} data-testid="delivery-resend">
        <Send aria-hidden="true" />
        {resend.isPending ? t("resending") : delivery.email ? t("resend") : t("send")}
      </Button>
    </form>
  );
}

/** Delivery closes the card to new messages; the creator may open it again (or close it). */
function MessagesSwitch({ card }: { card: GroupCardDto }) {
  const t = useTranslations("groupCards.delivery.status");
  const common = useTranslations("common");
  const update = useUpdateGroupCard(card.id);
  const open = card.messagesOpen;
  function toggle() {
    update.mutate(
      { messagesOpen: !open },
      {
        onSuccess: () => showToast("success", open ? t("closedToast") : t("reopenedToast")),
        onError: (error) => showToast("error", t("error"), { description: errorMessage(error, common("somethingWentWrong")) }),
      },
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground">{open ? t("messagesOpen") : t("messagesClosed")}</p>
      <Button type="button" variant="outline" onClick={toggle} disabled={update.isPending} data-testid="delivery-messages-toggle">
        {open ? t("close") : t("reopen")}
      </Button>
    </div>
  );
}
