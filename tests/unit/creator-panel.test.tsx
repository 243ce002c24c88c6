import { QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CreatorPanel } from "@/components/group-cards/creator-panel";
import { TooltipProvider } from "@/components/ui/tooltip";
import { MAX_INVITATIONS_PER_CARD } from "@/lib/group-cards/limits";
import type { CardViewDto, ContributionDto, InvitationDto } from "@/lib/group-cards/schema";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { failOnConsoleError } from "../support/console";
import { jsonResponse, mockFetch, selects, supportRadixSelect } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push }) }));

// The dialogs load on their first press (a dynamic import): on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(supportRadixSelect);
failOnConsoleError();
const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
  push.mockClear();
});

const catalogues = { en, lt, ru };
const t = en.groupCards.manage;
/** The card's two texts, labelled as in the create form. */
const words = en.groupCards.create;
const MINUTE = 60_000;
const CARD_ID = 7;

const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function invitation(id: number, email: string, status: InvitationDto["status"], sentMinutesAgo: number): InvitationDto {
  return {
    id,
    email,
    status,
    sentAt: ago(sentMinutesAgo),
    respondedAt: null,
    resendableAt: ago(sentMinutesAgo - 60),
  };
}

function message(id: number, name: string, position: number): ContributionDto {
  return {
    id,
    type: "text",
    content: `Happy birthday from ${name}`,
    viaLink: false,
    imageUrl: null,
    image: null,
    contributorName: name,
    initials: name.slice(0, 2).toUpperCase(),
    gradient: 0,
    position,
    createdAt: ago(100),
    updatedAt: ago(100),
    mine: false,
  };
}

function cardView(changes: Partial<CardViewDto> = {}, published = false): CardViewDto {
  return {
    card: {
      id: CARD_ID,
      slug: "rita-s-40th-k3m9x2q7v4pa",
      title: "Rita's 40th",
      description: "Let's make her smile.",
      greeting: null,
      recipientName: "Rita",
      recipientBirthday: `${new Date().getFullYear()}-12-05`,
      theme: "sunset",
      isPublished: published,
      messagesOpen: true,
      surpriseGuard: true,
      deliveredAt: null,
      creatorName: "Ann",
      locale: "en",
      contributionsCount: 3,
      thankYou: null,
      createdAt: ago(1000),
      updatedAt: ago(1000),
    },
    contributions: [message(11, "Bob", 0), message(12, "Carol", 1024), message(13, "Dave", 2048)],
    viewer: {
      isCreator: true,
      signedIn: true,
      canContribute: true,
      canPresent: true,
      canThank: false,
      pass: null,
      invitedEmail: null,
      emailMismatch: false,
      loginLinkSent: false,
      wroteOne: false,
      name: "Ann",
      email: "ann@example.com",
      preparing: false,
      messageLimit: null,
    },
    invitations: [
      invitation(1, "bob@example.com", "contributed", 300),
      invitation(2, "carol@example.com", "pending", 120),
      invitation(3, "dave@example.com", "accepted", 10),
      invitation(4, "erin@example.com", "revoked", 500),
    ],
    delivery: {
      recipientEmail: null,
      deliveryDate: null,
      deliveryHour: null,
      recipientBirthday: `${new Date().getFullYear()}-12-05`,
      moment: `${new Date().getFullYear()}-12-05T09:00:00.000Z`,
      timeZone: "UTC",
      scheduled: !published,
      dailySummary: true,
      nudges: { on: true, next: null },
      deliveredAt: null,
      email: null,
    },
    contributorLink: { url: null },
    ...changes,
  };
}

function renderPanel(view = cardView(), locale: keyof typeof catalogues = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <CreatorPanel view={view} />
        </TooltipProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const rowOf = (email: string) =>
  screen.getAllByTestId("invitation-row").find((row) => row.textContent?.includes(email))!;

/** The calls made so far: method, path and parsed body. */
const calls = () =>
  fetchMock.mock.calls.map(([path, init]: [string, RequestInit]) => ({
    method: init.method ?? "GET",
    path,
    body: init.body ? JSON.parse(String(init.body)) : undefined,
  }));

describe("CreatorPanel: status", () => {
  it("shows a draft with Publish; publishing asks first, since it delivers the card, then sends isPublished", async () => {
    renderPanel();
    expect(screen.getByTestId("card-status-badge")).toHaveTextContent(t.status.draft);
    expect(screen.getByText(t.status.draftHint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: t.status.publish }));
    const question = await screen.findByRole("alertdialog", { name: t.status.publishTitle });
    expect(question).toHaveTextContent(t.status.publishDescription);
    fireEvent.click(within(question).getByRole("button", { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls()).toEqual([]);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...cardView().card, isPublished: true }));
    fireEvent.click(screen.getByRole("button", { name: t.status.publish }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: t.status.publishConfirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.status.publishedToast));
    expect(calls()).toEqual([{ method: "PATCH", path: `/api/group-cards/${CARD_ID}`, body: { isPublished: true } }]);
    expect(refresh).toHaveBeenCalled();
  });

  it("publishes a card delivered before without asking: it is not delivered again", async () => {
    const view = cardView();
    renderPanel({ ...view, card: { ...view.card, deliveredAt: new Date().toISOString() } });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...view.card, isPublished: true }));
    fireEvent.click(screen.getByRole("button", { name: t.status.publish }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.status.publishedToast));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows a published card with Back to draft", async () => {
    renderPanel(cardView({}, true));
    expect(screen.getByTestId("card-status-badge")).toHaveTextContent(t.status.published);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, cardView().card));
    fireEvent.click(screen.getByRole("button", { name: t.status.unpublish }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.status.unpublishedToast));
    expect(calls()[0]!.body).toEqual({ isPublished: false });
  });
});

describe("CreatorPanel: delivery", () => {
  const d = en.groupCards.delivery.status;
  const base = cardView().delivery!;
  const delivered = (email: NonNullable<CardViewDto["delivery"]>["email"]) =>
    cardView({
      card: { ...cardView().card, isPublished: true, messagesOpen: false, deliveredAt: "2026-12-05T09:00:00.000Z" },
      delivery: {
        ...base,
        recipientEmail: "rita@exampel.com",
        moment: "2026-12-05T09:00:00.000Z",
        scheduled: false,
        deliveredAt: "2026-12-05T09:00:00.000Z",
        email,
      },
    });

  it("says when and to whom the card will go, once while the section is open", () => {
    renderPanel(cardView({ delivery: { ...base, recipientEmail: "rita@example.com", moment: "2026-12-05T09:00:00.000Z" } }));
    const sentence = d.scheduledTo.replace("{email}", "rita@example.com").replace("{moment}", "December 5, 2026 at 9:00 AM (UTC)");
    expect(screen.getByTestId("delivery-summary")).toHaveTextContent(sentence);
    // The section's header repeats it only while folded.
    const others = screen.getAllByText(sentence).filter((element) => element !== screen.getByTestId("delivery-summary"));
    expect(others.map((element) => element.classList.contains("group-open:hidden"))).toEqual([true]);
  });

  it("names the delivery's time zone as the platform names it, in the page's language", () => {
    renderPanel(cardView({ delivery: { ...base, timeZone: "Europe/Vilnius", moment: "2026-12-05T07:00:00.000Z" } }), "lt");
    expect(screen.getByTestId("delivery-summary")).toHaveTextContent("2026 m. gruodžio 5 d. 09:00 (Rytų Europos laikas)");
  });

  const n = en.groupCards.delivery.nudges;
  it("shows the next reminder, when and to whom, and turns reminders off for the card", async () => {
    const next = { at: "2026-12-02T10:00:00.000Z", to: ["carol@example.com", "dave@example.com"] };
    renderPanel(cardView({ delivery: { ...base, nudges: { on: true, next } } }));
    const nudges = within(screen.getByTestId("delivery-nudges"));
    expect(nudges.getByTestId("delivery-nudges-next")).toHaveTextContent(
      "The next reminder goes out on December 2, 2026 at 10:00 AM (UTC) to these addresses:carol@example.comdave@example.com",
    );
    const toggle = nudges.getByRole("checkbox", { name: n.switch });
    expect(toggle).toBeChecked();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, cardView().card));
    fireEvent.click(toggle);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", n.offToast));
    expect(calls()).toEqual([{ method: "PATCH", path: `/api/group-cards/${CARD_ID}`, body: { nudgesOn: false } }]);
  });

  it("says when reminders are off, or none is left, in the singular for one address", () => {
    const { unmount } = renderPanel(cardView({ delivery: { ...base, nudges: { on: false, next: null } } }));
    expect(screen.getByRole("checkbox", { name: n.switch })).not.toBeChecked();
    expect(screen.getByTestId("delivery-nudges-next")).toHaveTextContent(n.off);
    unmount();
    const { unmount: again } = renderPanel(cardView({ delivery: { ...base, nudges: { on: true, next: null } } }));
    expect(screen.getByTestId("delivery-nudges-next")).toHaveTextContent(n.none);
    again();
    renderPanel(cardView({ delivery: { ...base, nudges: { on: true, next: { at: "2026-12-02T10:00:00.000Z", to: ["carol@example.com"] } } } }), "ru");
    expect(screen.getByTestId("delivery-nudges-next")).toHaveTextContent(
      "Следующее напоминание будет отправлено 2 декабря 2026 г. в 10:00 (UTC) на этот адрес:carol@example.com",
    );
  });

  it("shows the provider's refusal, sends again to a corrected address, and reopens the card for messages", async () => {
    renderPanel(delivered({ to: "rita@exampel.com", status: "failed", error: "Invalid `to` field.", sentAt: null }));
    expect(screen.getByTestId("delivery-email-status")).toHaveTextContent(
      d.emailFailed.replace("{email}", "rita@exampel.com").replace("{error}", "Invalid `to` field."),
    );
    fireEvent.change(screen.getByTestId("delivery-resend-address"), { target: { value: "rita@example.com" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...base, recipientEmail: "rita@example.com" }));
    fireEvent.click(screen.getByTestId("delivery-resend"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", d.resent.replace("{email}", "rita@example.com")));
    expect(calls()).toEqual([
      { method: "POST", path: `/api/group-cards/${CARD_ID}/delivery`, body: { recipientEmail: "rita@example.com" } },
    ]);

    expect(screen.getByText(d.messagesClosed)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, cardView().card));
    fireEvent.click(screen.getByRole("button", { name: d.reopen }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", d.reopenedToast));
    expect(calls()[1]).toEqual({ method: "PATCH", path: `/api/group-cards/${CARD_ID}`, body: { messagesOpen: true } });
  });
});

describe("CreatorPanel: invitations", () => {
  it("lists each invitee with the status's name and counts them", () => {
    renderPanel();
    const statuses = screen.getAllByTestId("invitation-status").map((badge) => badge.textContent);
    expect(statuses).toEqual([
      t.invitations.statuses.contributed,
      t.invitations.statuses.pending,
      t.invitations.statuses.accepted,
      t.invitations.statuses.revoked,
    ]);
    expect(screen.getByTestId("invitations-section")).toHaveTextContent("3 invited · 1 added a message");
    expect(rowOf("carol@example.com")).toHaveTextContent("Sent 2 hours ago");
  });

  it("says an invitation stamped a few seconds ahead of the browser's clock was sent now, not 'in 5 seconds'", () => {
    const view = cardView();
    renderPanel({ ...view, invitations: [invitation(9, "fay@example.com", "pending", -5 / 60)] });
    expect(rowOf("fay@example.com")).toHaveTextContent("Sent now");
  });

  it.each([
    ["lt", "3 pakviesti · 1 parašė palinkėjimą"],
    ["ru", "3 приглашённых · пожелание оставил 1 человек"],
  ] as const)("counts in %s", (locale, summary) => {
    renderPanel(cardView(), locale);
    expect(screen.getByTestId("invitations-section")).toHaveTextContent(summary);
  });

  it("offers no resend to someone who wrote a message, and no revoke of a revoked invitation", () => {
    renderPanel();
    expect(within(rowOf("bob@example.com")).queryByTestId("invitation-resend")).not.toBeInTheDocument();
    expect(within(rowOf("erin@example.com")).queryByTestId("invitation-revoke")).not.toBeInTheDocument();
    expect(
      within(rowOf("erin@example.com")).getByRole("button", { name: "Invite erin@example.com again" }),
    ).toBeInTheDocument();
  });

  it("holds the resend until resendableAt and says when", () => {
    renderPanel();
    const row = rowOf("dave@example.com");
    const resend = within(row).getByTestId("invitation-resend");
    expect(resend).toHaveAttribute("aria-disabled", "true");
    expect(resend).toHaveAccessibleName("Resend invitation to dave@example.com (possible in 50 minutes)");
    expect(within(row).getByTestId("invitation-resend-from")).toHaveTextContent("can resend in 50 minutes");
    fireEvent.click(resend);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resends to one address once it may", async () => {
    renderPanel();
    const resend = within(rowOf("carol@example.com")).getByTestId("invitation-resend");
    expect(resend).not.toHaveAttribute("aria-disabled");
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { results: [{ email: "carol@example.com", outcome: "resent" }], invitations: [] }),
    );
    fireEvent.click(resend);
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "Invitation sent again to carol@example.com"),
    );
    expect(calls()).toEqual([
      { method: "POST", path: `/api/group-cards/${CARD_ID}/invitations`, body: { emails: ["carol@example.com"] } },
    ]);
  });

  it("revokes only after the confirmation", async () => {
    renderPanel();
    fireEvent.click(within(rowOf("carol@example.com")).getByTestId("invitation-revoke"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(t.invitations.revokeTitle);
    expect(dialog).toHaveTextContent("carol@example.com will no longer be able to add or edit messages");
    // Not "Cancel": in Lithuanian its word, "Atšaukti", also means "revoke".
    expect(within(dialog).getByRole("button", { name: t.invitations.revokeKeep })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...cardView().invitations![1], status: "revoked" }));
    fireEvent.click(within(dialog).getByRole("button", { name: t.invitations.revokeConfirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.invitations.revoked));
    expect(calls()).toEqual([{ method: "DELETE", path: `/api/group-cards/${CARD_ID}/invitations/2`, body: undefined }]);
  });

  it("shows 50 invitations at a time and starts folded when there are many", () => {
    const many = Array.from({ length: 120 }, (_, index) => invitation(index + 1, `guest${index}@example.com`, "pending", 120));
    renderPanel(cardView({ invitations: many }));
    expect(screen.getByTestId("invitations-section")).not.toHaveAttribute("open");
    expect(screen.getAllByTestId("invitation-row")).toHaveLength(50);
    fireEvent.click(screen.getByRole("button", { name: "Show 50 more" }));
    fireEvent.click(screen.getByRole("button", { name: "Show 20 more" }));
    expect(screen.getAllByTestId("invitation-row")).toHaveLength(120);
    // 120 rows with tooltips take a few seconds in jsdom on a busy machine.
  }, 20_000);
});

describe("CreatorPanel: a card with every invitation it can have", () => {
  it.each([
    ["en", "This card has 500 invitations, the most one card can have."],
    ["lt", "Šis atvirukas jau turi 500 kvietimų – daugiausia, kiek gali turėti vienas atvirukas."],
    ["ru", "В этой открытке уже 500 приглашений — больше в одной открытке быть не может."],
  ] as const)("in %s, says so in place of Invite more and still offers resends", (locale, notice) => {
    const all = Array.from({ length: MAX_INVITATIONS_PER_CARD }, (_, index) => invitation(index + 1, `guest${index}@example.com`, "pending", 120));
    renderPanel(cardView({ invitations: all }), locale);
    expect(screen.queryByTestId("invite-more")).not.toBeInTheDocument();
    expect(screen.getByTestId("invitations-full")).toHaveTextContent(notice);
    expect(screen.getAllByTestId("invitation-resend")).toHaveLength(50);
  }, 20_000);

  it("offers Invite more while there is room for one more", () => {
    const all = Array.from({ length: MAX_INVITATIONS_PER_CARD - 1 }, (_, index) => invitation(index + 1, `guest${index}@example.com`, "pending", 120));
    renderPanel(cardView({ invitations: all }));
    expect(screen.getByTestId("invite-more")).toBeInTheDocument();
    expect(screen.queryByTestId("invitations-full")).not.toBeInTheDocument();
  }, 20_000);
});

describe("CreatorPanel: invite more", () => {
  async function openInviteMore() {
    fireEvent.click(screen.getByTestId("invite-more"));
    return screen.findByRole("dialog", { name: t.invite.title });
  }

  it("names the bad addresses under the field and sends nothing", async () => {
    renderPanel();
    const dialog = await openInviteMore();
    fireEvent.change(within(dialog).getByLabelText(t.invite.emails), {
      target: { value: "frank@example.com, not-an-address\nalso bad" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: t.invite.send }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "These addresses are not valid: not-an-address, also bad",
    );
    expect(within(dialog).getByLabelText(t.invite.emails)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the list and shows what happened to each address", async () => {
    renderPanel();
    const dialog = await openInviteMore();
    fireEvent.change(within(dialog).getByLabelText(t.invite.emails), {
      target: { value: "Frank@example.com\ncarol@example.com, bob@example.com;ann@example.com" },
    });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        results: [
          { email: "frank@example.com", outcome: "invited" },
          { email: "carol@example.com", outcome: "recentlySent" },
          { email: "bob@example.com", outcome: "alreadyContributed" },
          { email: "ann@example.com", outcome: "creator" },
        ],
        invitations: [],
      }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: t.invite.send }));
    const results = await within(dialog).findByTestId("invite-results");
    expect(Array.from(results.querySelectorAll("li"), (item) => item.textContent)).toEqual([
      `frank@example.com${t.invite.outcomes.invited}`,
      `carol@example.com${t.invite.outcomes.recentlySent}`,
      `bob@example.com${t.invite.outcomes.alreadyContributed}`,
      `ann@example.com${t.invite.outcomes.creator}`,
    ]);
    expect(calls()[0]).toEqual({
      method: "POST",
      path: `/api/group-cards/${CARD_ID}/invitations`,
      body: { emails: "Frank@example.com\ncarol@example.com, bob@example.com;ann@example.com" },
    });
    expect(showToast).toHaveBeenCalledWith("success", "1 invitation sent");
  });

  it("puts the server's field message on the field and its error in a toast", async () => {
    renderPanel();
    const dialog = await openInviteMore();
    fireEvent.change(within(dialog).getByLabelText(t.invite.emails), { target: { value: "ann@example.com" } });
    const notYourself = en.validation.contributorsNotYourself;
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: "validation_failed", message: notYourself, fields: { emails: notYourself } } }),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: t.invite.send }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(notYourself);
    expect(showToast).toHaveBeenCalledWith("error", t.invite.error, { description: notYourself });
  });

  it("reports the daily limit (429) in a toast and keeps the form", async () => {
    renderPanel();
    const dialog = await openInviteMore();
    fireEvent.change(within(dialog).getByLabelText(t.invite.emails), { target: { value: "frank@example.com" } });
    const limit = "You have sent many invitations today. You can invite more people in 30 minutes.";
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: { code: "rate_limited", message: limit } }));
    fireEvent.click(within(dialog).getByRole("button", { name: t.invite.send }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", t.invite.error, { description: limit }));
    expect(within(dialog).getByLabelText(t.invite.emails)).toHaveValue("frank@example.com");
  });
});

describe("CreatorPanel: edit the card", () => {
  async function openEdit() {
    fireEvent.click(screen.getByTestId("edit-card"));
    return screen.findByRole("dialog", { name: t.edit.title });
  }

  it("starts from the card and checks the fields with the API's messages", async () => {
    renderPanel();
    const dialog = await openEdit();
    const title = within(dialog).getByLabelText(t.edit.cardTitle);
    expect(title).toHaveValue("Rita's 40th");
    expect(within(dialog).getByLabelText(t.edit.recipientName)).toHaveValue("Rita");
    expect(within(dialog).getByRole("radio", { name: en.groupCards.themes.sunset })).toBeChecked();
    fireEvent.change(title, { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: t.edit.save }));
    expect(await within(dialog).findByText(en.validation.cardTitleRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the changed card", async () => {
    renderPanel();
    const dialog = await openEdit();
    fireEvent.change(within(dialog).getByLabelText(t.edit.cardTitle), { target: { value: "Rita turns 40" } });
    fireEvent.change(within(dialog).getByLabelText(words.greeting.replace("{name}", "Rita")), { target: { value: "Love you!" } });
    expect(within(dialog).getByLabelText(words.description.replace("{name}", "Rita"))).toHaveValue("Let's make her smile.");
    fireEvent.click(within(dialog).getByRole("radio", { name: en.groupCards.themes.ocean }));
    const { choose } = selects((name) => within(dialog).getByRole("combobox", { name }));
    choose(t.edit.day, "6");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, cardView().card));
    fireEvent.click(within(dialog).getByRole("button", { name: t.edit.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.edit.saved));
    expect(calls()).toEqual([
      {
        method: "PATCH",
        path: `/api/group-cards/${CARD_ID}`,
        body: {
          title: "Rita turns 40",
          greeting: "Love you!",
          description: "Let's make her smile.",
          recipientName: "Rita",
          recipientBirthday: `${new Date().getFullYear()}-12-06`,
          theme: "ocean",
          // The delivery, unchanged: no address, the birthday, 09:00.
          recipientEmail: "",
          deliveryDate: "",
          deliveryHour: 9,
          surpriseGuard: true,
          dailySummary: true,
        },
      },
    ]);
  });
  it("once the card is delivered, neither shows nor sends the note to the people invited, which nobody reads any more", async () => {
    const view = cardView();
    renderPanel({ ...view, card: { ...view.card, description: null, greeting: "Love you!", deliveredAt: ago(10) } });
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText(words.greeting.replace("{name}", "Rita"))).toHaveValue("Love you!");
    expect(within(dialog).queryByTestId("edit-card-description")).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, view.card));
    fireEvent.click(within(dialog).getByRole("button", { name: t.edit.save }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.body).toMatchObject({ greeting: "Love you!" });
    expect(calls()[0]!.body).not.toHaveProperty("description");
  });

  it("in Lithuanian, a card delivered on another day opens at that day, in lists in the page's language", async () => {
    const lt = catalogues.lt.groupCards;
    const view = cardView();
    const year = new Date().getFullYear();
    // A year the card's day lists do not offer: the chosen date's own is added.
    renderPanel({ ...view, delivery: { ...view.delivery!, deliveryDate: `${year + 5}-12-04` } }, "lt");
    fireEvent.click(screen.getByTestId("edit-card"));
    const dialog = await screen.findByRole("dialog", { name: lt.manage.edit.title });
    const delivery = within(within(dialog).getByTestId("delivery-date"));
    expect(delivery.getByRole("checkbox", { name: lt.delivery.fields.onBirthday })).not.toBeChecked();
    const { choose, optionsOf } = selects((name) => delivery.getByRole("combobox", { name }));
    expect(delivery.getByRole("combobox", { name: lt.manage.edit.month })).toHaveTextContent("Gruodis");
    expect(delivery.getByRole("combobox", { name: lt.manage.edit.day })).toHaveTextContent("4");
    expect(optionsOf(lt.manage.edit.year)).toEqual([year - 1, year, year + 1, year + 2, year + 5].map(String));

    // Back to the birthday: the lists go and the date is sent as none.
    choose(lt.manage.edit.day, "3");
    fireEvent.click(delivery.getByRole("checkbox", { name: lt.delivery.fields.onBirthday }));
    expect(delivery.queryByRole("combobox")).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, view.card));
    fireEvent.click(within(dialog).getByRole("button", { name: lt.manage.edit.save }));
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.body).toMatchObject({ deliveryDate: "" });
  });
});

describe("CreatorPanel: arrange messages", () => {
  it("moves a message with the buttons and saves only the one that moved", async () => {
    renderPanel();
    const list = screen.getByTestId("arrange-list");
    const names = () => within(list).getAllByTestId("arrange-row").map((row) => row.dataset.id);
    expect(names()).toEqual(["11", "12", "13"]);
    expect(within(list).getByRole("button", { name: "Move the message from Bob up" })).toBeDisabled();
    fireEvent.click(within(list).getByRole("button", { name: "Move the message from Dave up" }));
    expect(names()).toEqual(["11", "13", "12"]);
    expect(screen.getByRole("status")).toHaveTextContent("Message from Dave is now 2 of 3");
    fetchMock.mockResolvedValue(jsonResponse(200, message(13, "Dave", 512)));
    fireEvent.click(screen.getByRole("button", { name: t.arrange.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.arrange.saved));
    expect(calls()).toEqual([
      { method: "PATCH", path: `/api/group-cards/${CARD_ID}/contributions/13`, body: { position: 512 } },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("undoes the changes without a request", () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Move the message from Bob down" }));
    fireEvent.click(screen.getByRole("button", { name: t.arrange.reset }));
    expect(within(screen.getByTestId("arrange-list")).getAllByTestId("arrange-row").map((row) => row.dataset.id)).toEqual(
      ["11", "12", "13"],
    );
    expect(screen.queryByRole("button", { name: t.arrange.save })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is not offered for fewer than two messages", () => {
    renderPanel(cardView({ contributions: [message(11, "Bob", 0)] }));
    expect(screen.queryByTestId("arrange-section")).not.toBeInTheDocument();
  });
});

describe("CreatorPanel: delete the card", () => {
  it("names the card, deletes it after the confirmation and goes to My group cards", async () => {
    renderPanel();
    fireEvent.click(screen.getByTestId("delete-card"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Delete “Rita's 40th”?");
    expect(dialog).toHaveTextContent("all 3 messages are deleted for good");
    fetchMock.mockResolvedValueOnce(jsonResponse(204, null));
    fireEvent.click(within(dialog).getByRole("button", { name: t.delete.confirm }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/my-group-cards"));
    expect(calls()).toEqual([{ method: "DELETE", path: `/api/group-cards/${CARD_ID}`, body: undefined }]);
    expect(showToast).toHaveBeenCalledWith("success", t.delete.deleted);
  });
});
