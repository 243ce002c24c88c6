import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { MyCardsEmpty, MyCardsGrid } from "@/components/group-cards/my-cards-grid";
import { SignedCardsList } from "@/components/group-cards/signed-cards-list";
import type { MyCardDto, SignedCardDto } from "@/lib/group-cards/schema";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));

const catalogues = { en, lt, ru };
const t = en.groupCards.myCards;

function card(overrides: Partial<MyCardDto> = {}): MyCardDto {
  return {
    id: 1,
    slug: "anna-s-40th-k3m9x2q7v4pa",
    title: "Anna's 40th",
    description: "Sign before Friday!",
    greeting: null,
    recipientName: "Anna",
    recipientBirthday: "2026-12-24",
    theme: "ocean",
    isPublished: false,
    messagesOpen: true,
    surpriseGuard: true,
    deliveredAt: null,
    creatorName: "Maria",
    locale: "en",
    contributionsCount: 0,
    thankYou: null,
    createdAt: "2026-11-20T23:30:00.000Z",
    updatedAt: "2026-11-20T23:30:00.000Z",
    invitations: [],
    ...overrides,
  };
}

function renderGrid(cards: MyCardDto[], locale: keyof typeof catalogues = "en", timeZone = "UTC") {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <MyCardsGrid cards={cards} timeZone={timeZone} />
    </NextIntlClientProvider>,
  );
}

const cards = () => screen.getAllByTestId("my-card");

describe("MyCardsGrid", () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it("shows each card's title, recipient, status, description, birthday, messages and creation date", () => {
    renderGrid([card(), card({ id: 2, slug: "b-2", title: "Ben turns 30", isPublished: true, contributionsCount: 1, description: null })]);
    const [draft, published] = cards().map((each) => within(each));
    expect(draft!.getByRole("heading", { name: "Anna's 40th" })).toBeInTheDocument();
    expect(draft!.getByText("For Anna")).toBeInTheDocument();
    expect(draft!.getByTestId("my-card-status")).toHaveTextContent(t.draft);
    expect(draft!.getByText("Sign before Friday!")).toBeInTheDocument();
    expect(draft!.getByText("Birthday: Thursday, December 24")).toBeInTheDocument();
    expect(draft!.getByTestId("my-card-messages")).toHaveTextContent("0 messages");
    expect(draft!.getByText("Created Nov 20, 2026")).toBeInTheDocument();
    expect(draft!.getByText(en.groupCards.themes.ocean)).toBeInTheDocument();
    expect(published!.getByTestId("my-card-status")).toHaveTextContent(t.published);
    expect(published!.getByTestId("my-card-messages")).toHaveTextContent("1 message");
  });

  it("dates the creation in the user's time zone", () => {
    renderGrid([card()], "en", "Europe/Vilnius");
    expect(screen.getByText("Created Nov 21, 2026")).toBeInTheDocument();
  });

  it.each([
    ["lt", [[1, "1 palinkėjimas"], [3, "3 palinkėjimai"], [10, "10 palinkėjimų"], [21, "21 palinkėjimas"]]],
    ["ru", [[1, "1 пожелание"], [3, "3 пожелания"], [5, "5 пожеланий"], [21, "21 пожелание"]]],
  ] as const)("counts messages with %s plural forms", (locale, expected) => {
    renderGrid(expected.map(([count], index) => card({ id: index + 1, slug: `s-${index}`, contributionsCount: count })), locale);
    expect(screen.getAllByTestId("my-card-messages").map((each) => each.textContent)).toEqual(expected.map(([, text]) => text));
  });

  it("View goes to the card's page", () => {
    renderGrid([card()]);
    expect(screen.getByRole("link", { name: "View Anna's 40th" })).toHaveAttribute("href", "/group-cards/anna-s-40th-k3m9x2q7v4pa");
  });

  it("Share copies the card's full link and says 'Link copied!'", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderGrid([card()]);
    fireEvent.click(screen.getByRole("button", { name: "Share Anna's 40th" }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", t.linkCopied));
    expect(writeText).toHaveBeenCalledWith("http://localhost/group-cards/anna-s-40th-k3m9x2q7v4pa");
  });

  it("when the clipboard refuses, shows the link in the toast instead", async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error("denied")) } });
    renderGrid([card()]);
    fireEvent.click(screen.getByRole("button", { name: "Share Anna's 40th" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", t.copyFailed, {
        description: "http://localhost/group-cards/anna-s-40th-k3m9x2q7v4pa",
      }),
    );
  });

  it("without cards of its own: 'You haven't made a card yet' and a button to create one", () => {
    renderGrid([]);
    const empty = within(screen.getByTestId("my-cards-none-made"));
    expect(empty.getByRole("heading", { name: t.madeEmptyTitle })).toBeInTheDocument();
    expect(empty.getByRole("link", { name: t.emptyAction })).toHaveAttribute("href", "/create-group-card");
  });
});

describe("MyCardsEmpty", () => {
  it("without any card, made or signed: 'No Group Cards Yet' and a button to create one", () => {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <MyCardsEmpty />
      </NextIntlClientProvider>,
    );
    const empty = within(screen.getByTestId("my-cards-empty"));
    expect(empty.getByRole("heading", { name: t.emptyTitle })).toBeInTheDocument();
    expect(empty.getByRole("link", { name: t.emptyAction })).toHaveAttribute("href", "/create-group-card");
  });
});

function signed(overrides: Partial<SignedCardDto> = {}): SignedCardDto {
  return {
    slug: "rita-s-40th-k3m9x2q7v4pa",
    title: "Rita's 40th",
    recipientName: "Rita",
    creatorName: "Maria",
    theme: "sunset",
    state: "open",
    messagesCount: 0,
    firstMessageId: null,
    canAddMessage: true,
    ...overrides,
  };
}

function renderSigned(cards: SignedCardDto[], options: { more?: boolean; locale?: keyof typeof catalogues } = {}) {
  const locale = options.locale ?? "en";
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <SignedCardsList list={{ cards, more: options.more ?? false }} />
    </NextIntlClientProvider>,
  );
}

describe("SignedCardsList", () => {
  it("shows each card's title, recipient, who started it, its state and the user's own messages", () => {
    renderSigned([signed(), signed({ slug: "b", title: "Ben turns 30", state: "delivered", messagesCount: 2, firstMessageId: 7, canAddMessage: false })]);
    const [invited, written] = screen.getAllByTestId("signed-card").map((each) => within(each));
    expect(invited!.getByRole("heading", { name: "Rita's 40th" })).toBeInTheDocument();
    expect(invited!.getByText("For Rita")).toBeInTheDocument();
    expect(invited!.getByText("Started by Maria")).toBeInTheDocument();
    expect(invited!.getByTestId("signed-card-state")).toHaveTextContent(t.states.open);
    expect(invited!.getByTestId("signed-card-messages")).toHaveTextContent("You haven't written yet");
    expect(written!.getByTestId("signed-card-state")).toHaveTextContent(t.states.delivered);
    expect(written!.getByTestId("signed-card-messages")).toHaveTextContent("You wrote 2 messages");
  });

  it("leads back to the user's first message, to Add your message while invited and not signed, else to the card", () => {
    renderSigned([
      signed({ slug: "written", title: "Written", messagesCount: 1, firstMessageId: 42 }),
      signed({ slug: "invited", title: "Invited" }),
      signed({ slug: "closed", title: "Closed", state: "closed", canAddMessage: false }),
    ]);
    expect(screen.getByRole("link", { name: "Go to your message on Written" })).toHaveAttribute("href", "/group-cards/written#message-42");
    expect(screen.getByRole("link", { name: "Add your message to Invited" })).toHaveAttribute("href", "/group-cards/invited?add-message=1");
    expect(screen.getByRole("link", { name: "View Closed" })).toHaveAttribute("href", "/group-cards/closed");
  });

  it("says when only the most recent cards are shown", () => {
    renderSigned([signed()], { more: true });
    expect(screen.getByTestId("signed-cards-more")).toHaveTextContent("Only the 100 most recent cards are shown.");
  });

  it("without cards: 'Nothing to sign yet'", () => {
    renderSigned([]);
    expect(within(screen.getByTestId("signed-cards-empty")).getByRole("heading", { name: t.signedEmptyTitle })).toBeInTheDocument();
  });

  it.each([
    ["lt", [[1, "Parašėte 1 palinkėjimą"], [3, "Parašėte 3 palinkėjimus"], [10, "Parašėte 10 palinkėjimų"], [21, "Parašėte 21 palinkėjimą"]], "Rodoma tik 100 naujausių atvirukų."],
    ["ru", [[1, "Вы написали 1 пожелание"], [3, "Вы написали 3 пожелания"], [5, "Вы написали 5 пожеланий"], [21, "Вы написали 21 пожелание"]], "Показаны только 100 последних открыток."],
  ] as const)("counts the user's messages with %s plural forms", (locale, expected, more) => {
    renderSigned(
      expected.map(([count], index) => signed({ slug: `s-${index}`, messagesCount: count, firstMessageId: index + 1 })),
      { locale, more: true },
    );
    expect(screen.getAllByTestId("signed-card-messages").map((each) => each.textContent)).toEqual(expected.map(([, text]) => text));
    expect(screen.getByTestId("signed-cards-more")).toHaveTextContent(more);
  });

  it("names the way back in the singular for one message only, also where 21 takes the singular", () => {
    renderSigned([signed({ slug: "a", messagesCount: 21, firstMessageId: 1 })], { locale: "ru" });
    expect(screen.getByTestId("signed-card-action")).toHaveTextContent("К вашим пожеланиям");
  });
});
