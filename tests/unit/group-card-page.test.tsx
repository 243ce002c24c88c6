import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { CardErrorBoundary } from "@/components/group-cards/card-error-boundary";
import { CardInteractions } from "@/components/group-cards/card-interactions";
import { CardToolbar, MessageActions } from "@/components/group-cards/card-toolbar";
import { OlderCardView } from "@/components/group-cards/older-card-view";
import { QueryProvider } from "@/components/site/query-provider";
import type { CardViewDto, CardViewerDto, ContributionDto } from "@/lib/group-cards/schema";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { jsonResponse, mockFetch, selects, supportRadixSelect } from "../support/dom";

// The card page's buttons and notices for each kind of viewer (CardViewerDto),
// the lazily loaded Add Message dialog, the invited visitor's sign-in link,
// editing and deleting one's own message, and the older view's form.

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
const replace = jest.fn();
const router = { refresh, replace };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.setTimeout(20_000);

const fetchMock = mockFetch();
beforeEach(() => {
  // The name last signed with stays on the device between messages, not between tests.
  window.localStorage.clear();
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
  replace.mockClear();
});

const texts = en.groupCards;
const t = createTranslator({ locale: "en", messages: en, namespace: "groupCards.card" });

const visitor: CardViewerDto = {
  isCreator: false,
  signedIn: false,
  canContribute: false,
  canPresent: false,
  canThank: false,
  pass: null,
  invitedEmail: null,
  emailMismatch: false,
  loginLinkSent: false,
  wroteOne: false,
  name: null,
  email: null,
  preparing: false,
  messageLimit: null,
};
const viewers = {
  visitor,
  creator: { ...visitor, isCreator: true, signedIn: true, canContribute: true, canPresent: true, name: "Ann", email: "ann@example.com" },
  invitee: { ...visitor, signedIn: true, canContribute: true, name: "Bob", email: "bob@example.com" },
  invitedSignedOut: { ...visitor, pass: "invitation", canContribute: true, invitedEmail: "carol@example.com", email: "carol@example.com" },
  mismatch: {
    ...visitor,
    signedIn: true,
    pass: "invitation",
    canContribute: true,
    invitedEmail: "carol@example.com",
    emailMismatch: true,
    email: "dave@example.com",
  },
  stranger: { ...visitor, signedIn: true, email: "dave@example.com" },
} satisfies Record<string, CardViewerDto>;

const contribution = (overrides: Partial<ContributionDto> = {}): ContributionDto => ({
  id: 7,
  type: "text",
  content: "Happy birthday!\nSee you soon.",
  imageUrl: null,
  image: null,
  contributorName: "Bob",
  initials: "B",
  gradient: 2,
  position: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  mine: false,
  viaLink: false,
  ...overrides,
});

function view(viewer: CardViewerDto, contributions: ContributionDto[] = []): CardViewDto {
  return {
    card: {
      id: 5,
      slug: "rita-s-40th-k3m9x2q7v4pa1",
      title: "Rita's 40th",
      description: null,
      greeting: null,
      recipientName: "Rita",
      recipientBirthday: "2026-12-05",
      theme: "sunset",
      isPublished: false,
      messagesOpen: true,
      surpriseGuard: true,
      deliveredAt: null,
      creatorName: "Ann",
      locale: "en",
      contributionsCount: contributions.length,
      thankYou: null,
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
    contributions,
    viewer,
    invitations: null,
    delivery: null,
    contributorLink: null,
  };
}

/** The card page's interactive part, as the server renders it, for a viewer. */
function renderCard(
  viewer: CardViewerDto,
  {
    contributions = [],
    openAddMessage = false,
    messagesOpen = true,
  }: { contributions?: ContributionDto[]; openAddMessage?: boolean; messagesOpen?: boolean } = {},
) {
  const open = view(viewer, contributions);
  const cardView = { ...open, card: { ...open.card, messagesOpen } };
  render(
    <CardInteractions
      controller={{
        intl: { locale: "en", messages: en },
        card: { id: 5, slug: cardView.card.slug, recipientName: "Rita" },
        viewer,
      }}
      openAddMessage={openAddMessage}
      alreadySentText={texts.signInLinkAlreadySent}
      lightboxCloseLabel="Close"
    >
      <CardToolbar view={cardView} t={t} texts={{ signInLinkSent: texts.signInLinkSent, signInLinkAlreadySent: texts.signInLinkAlreadySent }} />
      <ul>
        {contributions.map((each) => (
          <li key={each.id} data-testid={`message-${each.id}`}>
            {each.content}
            <MessageActions contribution={each} isCreator={viewer.isCreator} canEdit={viewer.canContribute} anonymous="Anonymous" t={t} />
          </li>
        ))}
      </ul>
    </CardInteractions>,
  );
}

const addButton = () => screen.queryByTestId("add-message");
const lastBody = () => JSON.parse(fetchMock.mock.calls.at(-1)![1].body as string);

describe("the card page for each kind of viewer", () => {
  it("gives whoever may present the card Present and Download PDF, as plain links", () => {
    renderCard(viewers.creator);
    expect(screen.getByTestId("present-card")).toHaveAttribute("href", "/group-cards/rita-s-40th-k3m9x2q7v4pa1/present");
    expect(screen.getByTestId("present-card")).toHaveTextContent(texts.card.present);
    expect(screen.getByTestId("download-keepsake")).toHaveAttribute("href", "/api/group-cards/slug/rita-s-40th-k3m9x2q7v4pa1/keepsake");
    expect(screen.getByTestId("download-keepsake")).toHaveAttribute("download");
    expect(screen.getByTestId("download-keepsake")).toHaveTextContent(texts.card.downloadPdf);
  });

  it.each([["visitor"], ["stranger"], ["invitee"], ["invitedSignedOut"], ["mismatch"]] as const)(
    "gives a %s neither Present nor Download PDF",
    (kind) => {
      renderCard(viewers[kind]);
      expect(screen.queryByTestId("present-card")).toBeNull();
      expect(screen.queryByTestId("download-keepsake")).toBeNull();
    },
  );

  it.each([["visitor"], ["stranger"]] as const)("shows a %s the read-only notice and no Add Message", (kind) => {
    renderCard(viewers[kind]);
    expect(screen.getByTestId("read-only-notice")).toHaveTextContent(texts.card.readOnlyTitle);
    expect(addButton()).toBeNull();
    expect(screen.getByTestId("share-card")).toHaveTextContent(texts.card.share);
  });

  // A delivered card is closed: the server says no one but its creator may contribute (canContribute false).
  it.each([["visitor"], ["stranger"], ["invitedSignedOut"], ["mismatch"]] as const)(
    "tells a %s on a delivered card that it takes no new messages, with no way to add one",
    (kind) => {
      renderCard({ ...viewers[kind], canContribute: false }, { messagesOpen: false });
      expect(screen.getByTestId("closed-notice")).toHaveTextContent(texts.card.closedTitle);
      expect(screen.getByTestId("closed-notice")).toHaveTextContent(texts.card.closed);
      expect(addButton()).toBeNull();
      for (const other of ["read-only-notice", "account-offer", "mismatch-notice"]) expect(screen.queryByTestId(other)).toBeNull();
    },
  );

  it("lets an invitee remove but no longer edit their message on a delivered card", () => {
    renderCard({ ...viewers.invitee, canContribute: false }, { messagesOpen: false, contributions: [contribution({ mine: true })] });
    expect(screen.getByTestId("closed-notice")).toBeInTheDocument();
    expect(addButton()).toBeNull();
    expect(screen.queryByTestId("edit-message")).toBeNull();
    expect(screen.getByTestId("delete-message")).toBeInTheDocument();
  });

  it("still offers the creator Add Message on a delivered card", () => {
    renderCard(viewers.creator, { messagesOpen: false });
    expect(addButton()).not.toBeNull();
    expect(screen.queryByTestId("closed-notice")).toBeNull();
  });

  it("tells a contributor at a limit which one, instead of offering Add Message", () => {
    renderCard({ ...viewers.invitee, messageLimit: "author" });
    expect(addButton()).toBeNull();
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent(texts.card.authorLimitTitle);
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent("You have added 25 messages to this card, the most one person can.");
    expect(screen.queryByTestId("read-only-notice")).toBeNull();
  });

  it("tells an invitee on a full card that their own messages can still be edited", () => {
    renderCard({ ...viewers.invitee, messageLimit: "card" });
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent(texts.card.cardFullTitle);
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent("You can still edit or remove your own.");
  });

  it("tells the creator of a full card so", () => {
    renderCard({ ...viewers.creator, messageLimit: "card" });
    expect(addButton()).toBeNull();
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent(texts.card.cardFullTitle);
    expect(screen.getByTestId("message-limit-notice")).toHaveTextContent(
      "It already has 500 messages, the most one card can hold. Remove some to make room for new ones.",
    );
    // Present and the PDF stay.
    expect(screen.getByTestId("present-card")).toBeVisible();
  });

  it.each([["creator"], ["invitee"]] as const)("lets the %s add a message through the dialog", async (kind) => {
    renderCard(viewers[kind]);
    expect(screen.queryByTestId("read-only-notice")).toBeNull();
    fireEvent.click(addButton()!);
    const dialog = within(await screen.findByTestId("message-dialog"));
    expect(dialog.getByTestId("message-name")).toHaveValue(viewers[kind].name);
    expect(dialog.getByTestId("message-email")).toHaveValue(viewers[kind].email);
    expect(dialog.getByTestId("message-email")).toHaveAttribute("readonly");

    fireEvent.click(dialog.getByTestId("message-submit"));
    expect(await dialog.findByText(en.validation.messageRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, contribution({ mine: true })));
    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "Line one\nLine two" } });
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.addMessage.added, { description: texts.addMessage.addedDescription }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/group-cards/5/contributions");
    expect(lastBody()).toEqual({
      contributorName: viewers[kind].name,
      contributorEmail: viewers[kind].email,
      content: "Line one\nLine two",
      type: "text",
    });
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId("message-dialog")).toBeNull());

    // Opened again: the name kept, the message cleared.
    fireEvent.click(addButton()!);
    const again = within(await screen.findByTestId("message-dialog"));
    expect(again.getByTestId("message-name")).toHaveValue(viewers[kind].name);
    expect(again.getByTestId("message-content")).toHaveValue("");
  });

  it("shows the server's message when adding fails, else 'Failed to add contribution'", async () => {
    renderCard(viewers.invitee);
    fireEvent.click(addButton()!);
    const dialog = within(await screen.findByTestId("message-dialog"));
    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "Hi" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: { code: "forbidden", message: en.errors.cardContributeForbidden } }));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "Error", { description: en.errors.cardContributeForbidden }));
    fetchMock.mockRejectedValueOnce(new TypeError("network"));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "Error", { description: texts.addMessage.addFailed }));
    expect(screen.getByTestId("message-dialog")).toBeInTheDocument();
  });

  it("opens the dialog by itself after an invitation's link, and drops the flag from the address", async () => {
    window.history.replaceState(null, "", "/group-cards/rita-s-40th-k3m9x2q7v4pa1?add-message=1");
    renderCard(viewers.invitee, { openAddMessage: true });
    expect(await screen.findByTestId("message-dialog")).toBeInTheDocument();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/group-cards/rita-s-40th-k3m9x2q7v4pa1", { scroll: false });
  });
});

describe("the holder of an invitation's pass who is not signed in", () => {
  it("writes at once: Add Message opens the dialog with the invited address fixed", async () => {
    renderCard(viewers.invitedSignedOut);
    expect(screen.queryByTestId("read-only-notice")).toBeNull();
    expect(screen.queryByTestId("account-offer")).toBeNull();
    fireEvent.click(addButton()!);
    const email = await screen.findByTestId("message-email");
    expect(email).toHaveValue("carol@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByTestId("message-dialog")).toHaveTextContent(en.groupCards.addMessage.emailHintInvitation);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers an account after writing, in one press, to the invited address", async () => {
    renderCard({ ...viewers.invitedSignedOut, wroteOne: true });
    const offer = screen.getByTestId("account-offer");
    expect(offer).toHaveTextContent(texts.card.accountOfferTitle);
    expect(offer).toHaveTextContent("carol@example.com");

    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByTestId("account-offer-button"));
    expect(screen.getByTestId("account-offer-button")).toHaveTextContent(texts.card.sendingLoginLink);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/group-cards/slug/rita-s-40th-k3m9x2q7v4pa1/sign-in-link");
    // The pass travels in the card's cookie, never in what the page's script sends.
    expect(lastBody()).toEqual({});
    answer(jsonResponse(200, { status: "sent", message: "sent" }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.signInLinkSent));
    expect(offer).toHaveTextContent(texts.signInLinkSent);

    fireEvent.click(screen.getByTestId("account-offer-button"));
    expect(showToast).toHaveBeenLastCalledWith("info", texts.signInLinkAlreadySent);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says the link was already sent after a reload, without sending another", () => {
    renderCard({ ...viewers.invitedSignedOut, wroteOne: true, loginLinkSent: true });
    expect(screen.getByTestId("account-offer")).toHaveTextContent(texts.signInLinkAlreadySent);
    fireEvent.click(screen.getByTestId("account-offer-button"));
    expect(showToast).toHaveBeenCalledWith("info", texts.signInLinkAlreadySent);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets a contributor-link guest give an address, or none", async () => {
    renderCard({ ...viewers.visitor, pass: "link", canContribute: true });
    fireEvent.click(addButton()!);
    const email = await screen.findByTestId("message-email");
    expect(email).toHaveValue("");
    expect(email).not.toHaveAttribute("readonly");
    expect(screen.getByTestId("message-dialog")).toHaveTextContent(en.groupCards.addMessage.emailHintLink);
  });
});

describe("someone signed in with another address than the invitation's", () => {
  it("names both addresses and writes as the invited one only when asked", async () => {
    renderCard(viewers.mismatch);
    const notice = screen.getByTestId("mismatch-notice");
    expect(notice).toHaveTextContent("This invitation is for carol@example.com");
    expect(notice).toHaveTextContent("You're signed in as dave@example.com");
    expect(addButton()).toBeNull();
    expect(screen.queryByTestId("read-only-notice")).toBeNull();

    fireEvent.click(screen.getByTestId("write-as-invited"));
    expect(await screen.findByTestId("message-email")).toHaveValue("carol@example.com");
  });

  it("signs out on request", async () => {
    renderCard(viewers.mismatch);
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    fireEvent.click(screen.getByTestId("switch-account"));
    expect(screen.getByTestId("switch-account")).toHaveTextContent(texts.card.signingOut);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" })));
  });
});

describe("the viewer's own messages", () => {
  it("can be edited in the same dialog and deleted after a confirmation", async () => {
    renderCard(viewers.invitee, { contributions: [contribution({ mine: true }), contribution({ id: 8, contributorName: "Ann" })] });
    const other = within(screen.getByTestId("message-8"));
    expect(other.queryByTestId("edit-message")).toBeNull();
    expect(other.queryByTestId("delete-message")).toBeNull();

    const own = within(screen.getByTestId("message-7"));
    fireEvent.click(own.getByTestId("edit-message"));
    const dialog = within(await screen.findByTestId("message-dialog"));
    expect(dialog.getByRole("heading", { name: texts.addMessage.editTitle })).toBeInTheDocument();
    expect(dialog.getByTestId("message-content")).toHaveValue("Happy birthday!\nSee you soon.");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, contribution({ mine: true, content: "Changed" })));
    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "Changed" } });
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.addMessage.updated));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/group-cards/5/contributions/7");
    expect(fetchMock.mock.calls[0]![1].method).toBe("PATCH");
    expect(lastBody()).toEqual({ contributorName: "Bob", content: "Changed" });

    fireEvent.click(own.getByTestId("delete-message"));
    const confirm = within(await screen.findByTestId("delete-message-confirm"));
    expect(confirm.getByText(texts.card.deleteTitle)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { deleted: true }));
    fireEvent.click(confirm.getByRole("button", { name: texts.card.deleteMessage }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.card.deleted));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/group-cards/5/contributions/7");
    expect(fetchMock.mock.calls[1]![1].method).toBe("DELETE");
  });

  it("lets the creator remove anyone's message, naming its author", async () => {
    renderCard(viewers.creator, { contributions: [contribution({ contributorName: null })] });
    const message = within(screen.getByTestId("message-7"));
    expect(message.queryByTestId("edit-message")).toBeNull();
    fireEvent.click(message.getByRole("button", { name: texts.card.removeMessage }));
    const confirm = within(await screen.findByTestId("delete-message-confirm"));
    expect(confirm.getByText(/The message from Anonymous will be removed/)).toBeInTheDocument();
  });
});

describe("the older view", () => {
  it("asks for name, e-mail and message before sending", async () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <QueryProvider>
          <OlderCardView initialView={view(viewers.invitee, [contribution(), contribution({ id: 8, type: "ai_image", content: "A cake", imageUrl: "/img.png" })])} aiImages={false} />
        </QueryProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("count-messages")).toHaveTextContent("1message");
    expect(screen.getByTestId("count-images")).toHaveTextContent("1image");
    expect(screen.getByTestId("count-contributors")).toHaveTextContent("1contributor");
    expect(screen.getAllByTestId("contribution")[1]).toHaveTextContent(texts.olderView.typeAiImage);

    fireEvent.change(screen.getByTestId("older-message"), { target: { value: "   " } });
    fireEvent.click(screen.getByTestId("older-submit"));
    expect(showToast).toHaveBeenCalledWith("error", texts.olderView.missingTitle, { description: texts.olderView.missingDescription });
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, contribution({ id: 9, mine: true })));
    fetchMock.mockResolvedValue(jsonResponse(200, view(viewers.invitee)));
    fireEvent.change(screen.getByTestId("older-message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByTestId("older-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.addMessage.added, { description: texts.addMessage.addedDescription }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      contributorName: "Bob",
      contributorEmail: "bob@example.com",
      content: "Hello",
      type: "text",
    });
    expect(screen.getByTestId("older-message")).toHaveValue("");
  });
});

describe("the card pages' error boundary", () => {
  it("speaks the page's language once its words have loaded, and tries again", async () => {
    document.documentElement.lang = "lt";
    const reset = jest.fn();
    render(<CardErrorBoundary error={new Error("database down")} reset={reset} />);
    const panel = await screen.findByTestId("card-error");
    expect(panel).toHaveTextContent(lt.groupCards.card.errorTitle);
    expect(panel).not.toHaveTextContent("database down");
    fireEvent.click(within(panel).getByTestId("card-error-retry"));
    expect(refresh).toHaveBeenCalled();
    expect(reset).toHaveBeenCalled();
    document.documentElement.lang = "";
  });
});

// The older view's Generate AI Image dialog: hidden when AI images are off,
// the spec's checks before anything is sent, progress while the picture is
// made, cancel, the ai_image message after it, and the errors' texts.

const aiTexts = en.groupCards.aiImage;
const aiImage = { url: "/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp", width: 1024, height: 1024 };

function renderOlderView(options: { aiImages?: boolean; contributions?: ContributionDto[]; name?: string | null } = {}) {
  const viewer = { ...viewers.invitee, name: options.name === undefined ? viewers.invitee.name : options.name };
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryProvider>
        <OlderCardView initialView={view(viewer, options.contributions)} aiImages={options.aiImages ?? true} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

function openAiDialog() {
  fireEvent.click(screen.getByTestId("ai-image-open"));
  return within(screen.getByTestId("ai-image-dialog"));
}

const bodyOfCall = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1].body as string);

describe("Generate AI Image in the older view", () => {
  beforeAll(supportRadixSelect);

  it("is not offered when AI images are off", () => {
    renderOlderView({ aiImages: false });
    expect(screen.queryByTestId("ai-image-open")).toBeNull();
  });

  it("asks for a description, then for the name and e-mail it signs with, before sending anything", () => {
    renderOlderView({ name: null });
    const dialog = openAiDialog();
    fireEvent.click(dialog.getByTestId("ai-image-generate"));
    expect(showToast).toHaveBeenCalledWith("error", aiTexts.missingPromptTitle, { description: aiTexts.missingPromptDescription });

    fireEvent.change(dialog.getByTestId("ai-image-prompt"), { target: { value: "A cake" } });
    fireEvent.click(dialog.getByTestId("ai-image-generate"));
    expect(showToast).toHaveBeenLastCalledWith("error", aiTexts.missingIdentity);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("generates in the chosen style, adds the picture as an ai_image message and closes", async () => {
    renderOlderView();
    const dialog = openAiDialog();
    expect(selects((name) => dialog.getByLabelText(name)).optionsOf(aiTexts.style)).toEqual(Object.values(aiTexts.styles));
    selects((name) => dialog.getByLabelText(name)).choose(aiTexts.style, aiTexts.styles.vintage);
    fireEvent.change(dialog.getByTestId("ai-image-prompt"), { target: { value: "  A cake with candles " } });

    let answer!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    fetchMock.mockResolvedValue(jsonResponse(200, view(viewers.invitee)));
    fireEvent.click(dialog.getByTestId("ai-image-generate"));
    expect(await dialog.findByTestId("ai-image-progress")).toHaveTextContent(aiTexts.stepSending);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/ai/generate-image");
    expect(bodyOfCall(0)).toEqual({ prompt: "A cake with candles", style: "vintage", groupCardId: 5 });

    await act(async () => answer(jsonResponse(200, aiImage)));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", en.groupCards.addMessage.added, {
        description: en.groupCards.addMessage.addedDescription,
      }),
    );
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/group-cards/5/contributions");
    expect(bodyOfCall(1)).toEqual({
      contributorName: "Bob",
      contributorEmail: "bob@example.com",
      content: "A cake with candles",
      type: "ai_image",
      imageUrl: aiImage.url,
    });
    await waitFor(() => expect(screen.queryByTestId("ai-image-dialog")).toBeNull());
    expect(openAiDialog().getByTestId("ai-image-prompt")).toHaveValue("");
  });

  it("shows the server's message, or 'Failed to generate AI image', and stays open", async () => {
    renderOlderView();
    const dialog = openAiDialog();
    fireEvent.change(dialog.getByTestId("ai-image-prompt"), { target: { value: "A cake" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { error: { code: "ai_refused", message: en.errors.aiRefused } }));
    fireEvent.click(dialog.getByTestId("ai-image-generate"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", en.common.error, { description: en.errors.aiRefused }));

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    fireEvent.click(dialog.getByTestId("ai-image-generate"));
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith("error", en.common.error, { description: aiTexts.failed }));
    expect(dialog.getByTestId("ai-image-prompt")).toHaveValue("A cake");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("counts the seconds while it waits, and Cancel stops waiting without an error", async () => {
    jest.useFakeTimers();
    try {
      renderOlderView();
      const dialog = openAiDialog();
      fireEvent.change(dialog.getByTestId("ai-image-prompt"), { target: { value: "A cake" } });
      fetchMock.mockImplementationOnce(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError"))),
          ),
      );
      fireEvent.click(dialog.getByTestId("ai-image-generate"));
      await act(async () => jest.advanceTimersByTimeAsync(12_000));
      expect(dialog.getByTestId("ai-image-progress")).toHaveTextContent(aiTexts.stepDrawing);
      expect(dialog.getByTestId("ai-image-elapsed")).toHaveTextContent("12 seconds");
      await act(async () => jest.advanceTimersByTimeAsync(20_000));
      expect(dialog.getByTestId("ai-image-progress")).toHaveTextContent(aiTexts.stepAlmost);

      fireEvent.click(dialog.getByTestId("ai-image-cancel"));
      await act(async () => jest.advanceTimersByTimeAsync(0));
      expect(dialog.queryByTestId("ai-image-progress")).toBeNull();
      expect(showToast).not.toHaveBeenCalled();
      expect(dialog.getByTestId("ai-image-prompt")).toHaveValue("A cake");
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows a picture with its sizes, lazily, with the AI Image badge", () => {
    renderOlderView({
      contributions: [
        contribution({
          id: 8,
          type: "ai_image",
          content: "A cake",
          imageUrl: aiImage.url,
          image: { ...aiImage, alt: null, smallUrl: "/api/images/AAAAAAAAAAAAAAAAAAAAAA-small.webp", smallWidth: 512, smallHeight: 512, gridWidths: [] },
        }),
      ],
    });
    const picture = screen.getByTestId("contribution-image");
    expect(picture).toHaveAttribute("src", aiImage.url);
    expect(picture).toHaveAttribute("width", "1024");
    expect(picture).toHaveAttribute("height", "1024");
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture.getAttribute("srcset")).toContain("-small.webp 512w");
    expect(screen.getByTestId("contribution")).toHaveTextContent(en.groupCards.olderView.typeAiImage);
  });
});
