"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useLogOut } from "@/components/profile/use-log-out";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { CardViewerDto } from "@/lib/group-cards/schema";
import { errorMessage } from "@/lib/site/api-client";
import { showToast } from "@/lib/site/toast";
import { CardClientProviders, type CardIntl } from "./card-client-providers";
import { MessageDialog, type EditedMessage } from "./message-dialog";
import { useDeleteContribution, useInviteSignInLink } from "./use-group-cards";

// The card page's actions, loaded on the first press (./card-interactions.tsx,
// which holds what was asked for): the Add Message and edit dialog, the
// delete confirmation, the invited visitor's sign-in link and the mismatch
// notice's sign-out. It brings its own translations and query client, so
// the page itself ships neither.

type DeleteRequest = { kind: "delete"; message: { id: number; name: string }; mine: boolean };

/** What a button of the page asks for. */
export type CardRequest =
  | { kind: "add" }
  | { kind: "edit"; message: EditedMessage }
  /** `mine`: the author deletes their own; otherwise the creator removes someone's (moderation). */
  | DeleteRequest
  | { kind: "signInLink" }
  | { kind: "switchAccount" };

export type SignInLinkStatus = "idle" | "sending" | "sent" | "alreadySent";

/** What the page gives the controller. */
export type CardControllerBase = {
  intl: CardIntl;
  card: { id: number; slug: string; recipientName: string };
  viewer: CardViewerDto;
};

/**
 * What the buttons asked for. The dialogs keep their message while they
 * close, so their text does not change mid-animation.
 */
export type CardControllerState = {
  dialog: { open: boolean; editing: EditedMessage | null };
  deleting: { open: boolean; target: DeleteRequest | null };
};

export type CardControllerProps = CardControllerBase &
  CardControllerState & {
    onDialogOpenChange: (open: boolean) => void;
    onDeletingOpenChange: (open: boolean) => void;
    /** The account offered after writing with an invitation's pass was asked for: send the sign-in link. */
    sendingSignInLink: boolean;
    onSignInLinkStatus: (status: SignInLinkStatus) => void;
    /** The mismatch notice's button was pressed: sign out and load the same address again. */
    switchingAccount: boolean;
  };

export function CardController({ intl, ...props }: CardControllerProps) {
  return (
    <CardClientProviders intl={intl}>
      <CardActions {...props} />
    </CardClientProviders>
  );
}

function CardActions({
  card,
  viewer,
  dialog,
  onDialogOpenChange,
  deleting,
  onDeletingOpenChange,
  sendingSignInLink,
  onSignInLinkStatus,
  switchingAccount,
}: Omit<CardControllerProps, "intl">) {
  const t = useTranslations("groupCards.card");
  const common = useTranslations("common");
  // A new message starts from the name last signed with on this device, else the account's or the invitation's.
  const [lastName, setLastName] = useState(() => rememberedName() ?? viewer.name ?? "");
  const remove = useDeleteContribution(card.id);
  const target = deleting.target;

  return (
    <>
      <MessageDialog
        open={dialog.open}
        onOpenChange={onDialogOpenChange}
        cardId={card.id}
        recipientName={card.recipientName}
        editing={dialog.editing}
        prefill={{
          name: lastName,
          // Writing with an invitation's pass signs with its address, also for someone signed in as another.
          email: (viewer.pass === "invitation" ? viewer.invitedEmail : viewer.email) ?? "",
          signedWith: viewer.pass ?? "session",
        }}
        onAdded={(name) => {
          setLastName(name);
          rememberName(name);
        }}
      />
      <ConfirmDialog
        open={deleting.open}
        onOpenChange={onDeletingOpenChange}
        request={
          target && {
            title: target.mine ? t("deleteTitle") : t("removeTitle"),
            description: target.mine ? t("deleteDescription") : t("removeDescription", { name: target.message.name }),
            confirmLabel: target.mine ? t("deleteMessage") : t("removeMessage"),
            destructive: true,
            onConfirm: () =>
              remove.mutate(target.message.id, {
                onSuccess: () => showToast("success", t("deleted")),
                onError: (error) =>
                  showToast("error", t("deleteFailed"), {
                    description: errorMessage(error, common("somethingWentWrong")),
                  }),
              }),
          }
        }
        cancelLabel={t("cancel")}
        data-testid="delete-message-confirm"
      />
      {sendingSignInLink && <SendSignInLink slug={card.slug} onStatus={onSignInLinkStatus} />}
      {switchingAccount && <SignOutAndReload />}
    </>
  );
}

/**
 * Sends the sign-in link of the account offered once it mounts (once: React
 * runs effects twice in development), to the invitation's address only (the
 * server takes it from the card's pass), then says what happened.
 */
function SendSignInLink({ slug, onStatus }: { slug: string; onStatus: (status: SignInLinkStatus) => void }) {
  const groupCards = useTranslations("groupCards");
  const common = useTranslations("common");
  const { mutate } = useInviteSignInLink(slug);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(undefined, {
      onSuccess: ({ status }) => {
        onStatus(status);
        if (status === "sent") showToast("success", groupCards("signInLinkSent"));
        else showToast("info", groupCards("signInLinkAlreadySent"));
      },
      onError: () => {
        onStatus("idle");
        showToast("error", common("error"), { description: groupCards("card.loginLinkFailed") });
      },
    });
  }, [mutate, onStatus, groupCards, common]);
  return null;
}

/** Where this device remembers the name its messages were last signed with. */
const NAME_KEY = "confetti:signature";

function rememberedName(): string | null {
  try {
    return window.localStorage.getItem(NAME_KEY);
  } catch {
    return null; // storage blocked: the prefill is a convenience
  }
}

function rememberName(name: string): void {
  try {
    window.localStorage.setItem(NAME_KEY, name);
  } catch {
    // storage blocked or full: nothing to keep
  }
}

/** Signs out (whatever the server answers) and loads the same address, invite token included, as a visitor. */
function SignOutAndReload() {
  const logOut = useLogOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut().then(() => window.location.reload());
  }, [logOut]);
  return null;
}
