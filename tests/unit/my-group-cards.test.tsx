import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { MyCardsGrid } from "@/components/group-cards/my-cards-grid";
import type { MyCardDto } from "@/lib/group-cards/schema";
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

  it("without cards: 'No Group Cards Yet' and a button to create one", () => {
    renderGrid([]);
    const empty = within(screen.getByTestId("my-cards-empty"));
    expect(empty.getByRole("heading", { name: t.emptyTitle })).toBeInTheDocument();
    expect(empty.getByRole("link", { name: t.emptyAction })).toHaveAttribute("href", "/create-group-card");
  });
});
