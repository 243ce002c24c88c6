import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BirthdayCard } from "@/components/birthdays/birthday-card";
import { BirthdayRow } from "@/components/birthdays/birthday-row";
import type { BirthdayCardDto } from "@/lib/group-cards/schema";
import { BIRTHDAY_AVATAR_GRADIENTS, gradientIndex } from "@/components/birthdays/birthday-card-view";
import { initialsOf } from "@/lib/text/initials";
import { createQueryClient } from "@/lib/site/query-client";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";

const catalogues = { en, lt, ru };
type Lang = keyof typeof catalogues;

function birthday(overrides: Partial<Upcoming<BirthdayDto>> = {}): Upcoming<BirthdayDto> {
  return {
    id: 7,
    name: "Ann Marie Smith",
    date: "1990-07-15",
    birthYear: 1990,
    email: "ann@example.com",
    notes: "Likes tulips.\nAllergic to cats.",
    createdAt: "2024-01-01T00:00:00.000Z",
    daysUntil: 10,
    next: { year: 2025, month: 7, day: 15 },
    turning: 35,
    ...overrides,
  };
}

function renderCard(overrides: Partial<Upcoming<BirthdayDto>> = {}, locale: Lang = "en", groupCard: BirthdayCardDto | null = null) {
  const onEdit = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <BirthdayCard birthday={birthday(overrides)} groupCard={groupCard} onEdit={onEdit} />
    </NextIntlClientProvider>,
  );
  return { onEdit };
}

const countdown = () => screen.getByTestId("birthday-countdown");

describe("initialsOf", () => {
  it.each([
    ["Ann Marie Smith", "AM"],
    ["ann", "A"],
    ["  john   doe ", "JD"],
    ["élodie roux", "ÉR"],
    ["иван петров", "ИП"],
    ["", ""],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("gradientIndex", () => {
  it("is the name's length modulo six", () => {
    expect(BIRTHDAY_AVATAR_GRADIENTS).toHaveLength(6);
    expect(gradientIndex("Ann")).toBe(3);
    expect(gradientIndex("Marija")).toBe(0);
    expect(gradientIndex("Bob Jones")).toBe(3);
    expect(gradientIndex("Jonathan Smith")).toBe(2);
  });

  it("colours the avatar with that gradient", () => {
    renderCard({ name: "Jonathan Smith" });
    const avatar = screen.getByTestId("birthday-avatar");
    expect(avatar).toHaveTextContent("JS");
    expect(avatar).toHaveAttribute("data-gradient", "2");
    expect(avatar).toHaveClass("avatar-blue");
  });
});

describe("BirthdayCard in English", () => {
  it("shows the date without a year, the coming age, e-mail and notes", () => {
    renderCard();
    expect(screen.getByRole("heading", { name: "Ann Marie Smith" })).toBeInTheDocument();
    expect(screen.getByTestId("birthday-date")).toHaveTextContent(/^July 15$/);
    expect(screen.getByTestId("birthday-age")).toHaveTextContent("turns 35");
    expect(screen.getByTestId("birthday-email")).toHaveTextContent("ann@example.com");
    expect(screen.getByTestId("birthday-notes")).toHaveClass("line-clamp-2");
  });

  it("says 'is' on the day itself", () => {
    renderCard({ daysUntil: 0, turning: 35 });
    expect(countdown()).toHaveTextContent("Today!");
    expect(screen.getByTestId("birthday-age")).toHaveTextContent("is 35");
  });

  it("counts down: Tomorrow, then days away", () => {
    renderCard({ daysUntil: 1 });
    expect(countdown()).toHaveTextContent("Tomorrow");
  });

  it.each([
    [2, "2 days away"],
    [21, "21 days away"],
    [364, "364 days away"],
  ])("%i days → %j", (days, text) => {
    renderCard({ daysUntil: days });
    expect(countdown()).toHaveTextContent(text);
  });

  it("leaves out the age, e-mail and notes when unknown", () => {
    renderCard({ birthYear: null, turning: null, email: null, notes: null, date: "2000-02-29" });
    expect(screen.getByTestId("birthday-date")).toHaveTextContent(/^February 29$/);
    expect(screen.queryByTestId("birthday-age")).toBeNull();
    expect(screen.queryByTestId("birthday-email")).toBeNull();
    expect(screen.queryByTestId("birthday-notes")).toBeNull();
  });

  it("links to the create-card form prefilled with this birthday", () => {
    renderCard();
    expect(screen.getByRole("link", { name: "Make a group card for Ann Marie Smith" })).toHaveAttribute(
      "href",
      "/create-group-card?birthday=7",
    );
  });

  it("opens its group card instead, with the messages so far or 'Delivered' (decision 044)", () => {
    const card = { id: 3, slug: "ann-s-day-abc", contributionsCount: 2, delivered: false };
    renderCard({}, "en", card);
    const open = screen.getByRole("link", { name: "Open the group card for Ann Marie Smith" });
    expect(open).toHaveAttribute("href", "/group-cards/ann-s-day-abc");
    expect(open).toHaveTextContent("Open group card");
    expect(open).toHaveAccessibleDescription("2 messages");
    expect(screen.queryByRole("link", { name: /Make a group card/ })).toBeNull();
    cleanup();
    renderCard({}, "en", { ...card, delivered: true });
    expect(screen.getByTestId("birthday-group-card-status")).toHaveTextContent("Delivered");
  });

  it("in a dense row too: the icon opens the card and the status joins the date line", () => {
    const row = (groupCard: BirthdayCardDto | null, locale: Lang = "en") =>
      render(
        <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
          <QueryClientProvider client={createQueryClient()}>
            <BirthdayRow birthday={birthday()} groupCard={groupCard} onEdit={jest.fn()} onGifts={jest.fn()} />
          </QueryClientProvider>
        </NextIntlClientProvider>,
      );
    row(null);
    expect(screen.getByRole("link", { name: "Make a group card for Ann Marie Smith" })).toHaveAttribute(
      "href",
      "/create-group-card?birthday=7",
    );
    expect(screen.queryByTestId("birthday-group-card-status")).toBeNull();
    cleanup();
    row({ id: 3, slug: "ann-s-day-abc", contributionsCount: 0, delivered: false });
    expect(screen.getByRole("link", { name: "Open the group card for Ann Marie Smith" })).toHaveAttribute(
      "href",
      "/group-cards/ann-s-day-abc",
    );
    expect(screen.getByTestId("birthday-group-card-status")).toHaveTextContent("No messages yet");
    cleanup();
    row({ id: 3, slug: "ann-s-day-abc", contributionsCount: 5, delivered: false }, "lt");
    expect(screen.getByTestId("birthday-group-card-status")).toHaveTextContent("5 palinkėjimai");
    cleanup();
    row({ id: 3, slug: "ann-s-day-abc", contributionsCount: 5, delivered: false }, "ru");
    expect(screen.getByTestId("birthday-group-card-status")).toHaveTextContent("5 пожеланий");
  });

  it("opens the editor from a labelled icon button", () => {
    const { onEdit } = renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Edit birthday of Ann Marie Smith" }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: "Ann Marie Smith" }));
  });
});

describe("BirthdayCard in Lithuanian", () => {
  it.each([
    [0, "Šiandien!"],
    [1, "Rytoj"],
    [2, "Liko 2 dienos"],
    [9, "Liko 9 dienos"],
    [10, "Liko 10 dienų"],
    [15, "Liko 15 dienų"],
    [21, "Liko 21 diena"],
    [22, "Liko 22 dienos"],
    [30, "Liko 30 dienų"],
  ])("%i days → %j", (days, text) => {
    renderCard({ daysUntil: days }, "lt");
    expect(countdown()).toHaveTextContent(text);
  });

  it("writes the date and age in Lithuanian", () => {
    renderCard({ turning: 21 }, "lt");
    expect(screen.getByTestId("birthday-date")).toHaveTextContent("liepos 15");
    expect(screen.getByTestId("birthday-age")).toHaveTextContent("sukaks 21 metai");
  });
});

describe("BirthdayCard in Russian", () => {
  it.each([
    [0, "Сегодня!"],
    [1, "Завтра"],
    [2, "Через 2 дня"],
    [4, "Через 4 дня"],
    [5, "Через 5 дней"],
    [11, "Через 11 дней"],
    [21, "Через 21 день"],
    [22, "Через 22 дня"],
    [25, "Через 25 дней"],
  ])("%i days → %j", (days, text) => {
    renderCard({ daysUntil: days }, "ru");
    expect(countdown()).toHaveTextContent(text);
  });

  it("writes the date and age in Russian", () => {
    renderCard({ turning: 35 }, "ru");
    expect(screen.getByTestId("birthday-date")).toHaveTextContent("15 июля");
    expect(screen.getByTestId("birthday-age")).toHaveTextContent("исполнится 35 лет");
  });
});
