"use client";

import { useRouter } from "next/navigation";
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { ADD_MESSAGE_PARAM, cardUrl } from "@/lib/group-cards/links";
import { showToast } from "@/lib/site/toast";
import type { CardControllerBase, CardControllerState, CardRequest, SignInLinkStatus } from "./card-controller";
import { PhotoLightboxOnClick } from "./photo-lightbox-host";

// The card page's client code that every visitor downloads: click handlers
// on buttons drawn on the server, and the few labels that change. The
// dialogs, the form layer, the query client and the translations load with
// ./card-controller on the first press (docs/decisions/034-card-page.md,
// 008-lean-public-pages.md).

const CardController = lazy(() => import("./card-controller").then((module) => ({ default: module.CardController })));

type CardInteractionsState = {
  request: (request: CardRequest) => void;
  signInLink: SignInLinkStatus;
  switchingAccount: boolean;
};

const CardInteractionsContext = createContext<CardInteractionsState | null>(null);

function useCardInteractions(): CardInteractionsState {
  const state = useContext(CardInteractionsContext);
  if (!state) throw new Error("Card page buttons must be inside CardInteractions");
  return state;
}

export type CardInteractionsProps = {
  /** What the controller needs once loaded: the card, the viewer, the translations. */
  controller: CardControllerBase;
  /** Arrived from the invitee's sign-in link (`?add-message=1`) and may contribute: the dialog starts open, once. */
  openAddMessage: boolean;
  /** The toast of a repeat press once the link went out: 'Login link already sent'. */
  alreadySentText: string;
  /** The close button's name in the lightbox of the card's pictures. */
  lightboxCloseLabel: string;
  children: ReactNode;
};

/**
 * What the page's buttons ask for (add, edit, delete, the sign-in link,
 * switching account), held here; the controller that acts on it loads with
 * the first request.
 */
export function CardInteractions({
  controller,
  openAddMessage,
  alreadySentText,
  lightboxCloseLabel,
  children,
}: CardInteractionsProps) {
  const [loaded, setLoaded] = useState(openAddMessage);
  const [dialog, setDialog] = useState<CardControllerState["dialog"]>({ open: openAddMessage, editing: null });
  const [deleting, setDeleting] = useState<CardControllerState["deleting"]>({ open: false, target: null });
  const [signInLink, setSignInLink] = useState<SignInLinkStatus>(
    controller.viewer.loginLinkSent ? "alreadySent" : "idle",
  );
  const [switchingAccount, setSwitchingAccount] = useState(false);
  const router = useRouter();

  useEffect(() => {
    if (!openAddMessage) return;
    // The flag opens the dialog once: a reload or a copied address must not open it again.
    // Through the router, not history.replaceState: the router writes its own address
    // back after a refresh (a message added), flag included.
    const url = new URL(window.location.href);
    url.searchParams.delete(ADD_MESSAGE_PARAM);
    router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
  }, [openAddMessage, router]);

  function request(next: CardRequest) {
    switch (next.kind) {
      case "add":
        setDialog({ open: true, editing: null });
        break;
      case "edit":
        setDialog({ open: true, editing: next.message });
        break;
      case "delete":
        setDeleting({ open: true, target: next });
        break;
      case "signInLink":
        if (signInLink === "sending") return;
        // Once per invite token (decision 031): a repeat press only says so.
        if (signInLink !== "idle") return showToast("info", alreadySentText);
        setSignInLink("sending");
        break;
      case "switchAccount":
        setSwitchingAccount(true);
        break;
    }
    setLoaded(true);
  }

  return (
    <CardInteractionsContext.Provider value={{ request, signInLink, switchingAccount }}>
      <PhotoLightboxOnClick closeLabel={lightboxCloseLabel}>{children}</PhotoLightboxOnClick>
      {loaded && (
        <Suspense>
          <CardController
            {...controller}
            dialog={dialog}
            onDialogOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            deleting={deleting}
            onDeletingOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
            sendingSignInLink={signInLink === "sending"}
            onSignInLinkStatus={setSignInLink}
            switchingAccount={switchingAccount}
          />
        </Suspense>
      )}
    </CardInteractionsContext.Provider>
  );
}

/**
 * Gives the server-rendered button inside it a request of the page (a
 * `display: contents` wrapper that hears the button's click as it bubbles,
 * as ToggleThemeOnClick does).
 */
export function RequestOnClick({ request, children }: { request: CardRequest; children: ReactNode }) {
  const { request: send } = useCardInteractions();
  return (
    <span className="contents" onClick={() => send(request)}>
      {children}
    </span>
  );
}

/** After a failed load, how long the list waits before asking again. */
const RETRY_MS = 5_000;

/**
 * The end of the card's list for a reader who got its first messages only
 * (decision 056): as it nears the screen (a screen's height ahead), it asks
 * the server for the rest, drawn there (`draw`, a server action), and puts
 * them in its place, in the list's order.
 */
export function LaterMessages({ draw }: { draw: () => Promise<ReactNode> }) {
  const [messages, setMessages] = useState<ReactNode>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        draw().then(setMessages, () => setTimeout(() => observer.observe(end.current!), RETRY_MS));
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(end.current!);
    return () => observer.disconnect();
  }, [draw]);
  return messages ?? <li ref={end} aria-hidden="true" className="min-h-24" />;
}

/** Copies the card's full address (Share), then says so. */
export function ShareOnClick({
  slug,
  texts,
  children,
}: {
  slug: string;
  texts: { copied: string; failed: string };
  children: ReactNode;
}) {
  async function share() {
    try {
      await navigator.clipboard.writeText(cardUrl(slug));
      showToast("success", texts.copied);
    } catch {
      showToast("error", texts.failed);
    }
  }
  return (
    <span className="contents" onClick={() => void share()}>
      {children}
    </span>
  );
}

/** The invited visitor's Add Message label: 'Sending Login Link...' while the link goes out. */
export function SignInLinkLabel({ idle, sending }: { idle: string; sending: string }) {
  const { signInLink } = useCardInteractions();
  return <span aria-live="polite">{signInLink === "sending" ? sending : idle}</span>;
}

/** What the invited visitor's notice says: how it works, then that the link was sent (lasting, also after a reload). */
export function SignInLinkNotice({
  texts,
}: {
  texts: { idle: string; sent: string; alreadySent: string; checkEmail: string };
}) {
  const { signInLink } = useCardInteractions();
  if (signInLink === "sent") return <p data-testid="sign-in-link-notice">{texts.sent}</p>;
  if (signInLink === "alreadySent") {
    return (
      <p data-testid="sign-in-link-notice">
        <span className="font-medium">{texts.alreadySent}.</span> {texts.checkEmail}
      </p>
    );
  }
  return <p data-testid="sign-in-link-notice">{texts.idle}</p>;
}

/** The mismatch notice's button label: 'Signing out...' once pressed. */
export function SwitchAccountLabel({ idle, busy }: { idle: string; busy: string }) {
  const { switchingAccount } = useCardInteractions();
  return <span aria-live="polite">{switchingAccount ? busy : idle}</span>;
}
