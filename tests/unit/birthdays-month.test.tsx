import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BirthdayRow } from "@/components/birthdays/birthday-row";
import { BirthdaysMonth } from "@/components/birthdays/birthdays-month";
import { byUpcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { createQueryClient } from "@/lib/site/query-client";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";

const today = { year: 2026, month: 11, day: 23 };

function birthday(id: number, name: string, date: string): BirthdayDto {
  return { id, name, date, birthYear: null, email: null, notes: null, createdAt: "2024-01-01T00:00:00.000Z" };
}

const list = byUpcoming(
  [
    birthday(1, "Ona", "2000-11-23"),
    birthday(2, "Jonas", "2000-11-23"),
    birthday(3, "Eglė", "2000-11-23"),
    birthday(4, "Rūta", "2000-11-05"),
    birthday(5, "Tomas", "2000-01-02"),
  ],
  today,
  "en",
);

function renderMonth(locale: "en" | "lt" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : lt} timeZone="UTC">
      <BirthdaysMonth birthdays={list} today={today} renderItem={(each) => <span data-testid="row">{each.name}</span>} />
    </NextIntlClientProvider>,
  );
}

const title = () => screen.getByTestId("month-title");
const rows = () => screen.queryAllByTestId("row").map((row) => row.textContent);
const cell = (day: number) => screen.getAllByTestId("month-day").find((each) => each.dataset.day === String(day))!;

describe("BirthdaysMonth", () => {
  it("opens on this month with today marked and the birthdays on their days", () => {
    renderMonth();
    expect(title()).toHaveTextContent("November 2026");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(cell(23)).toHaveAttribute("aria-current", "date");
    expect(screen.getAllByTestId("month-day").filter((each) => each.getAttribute("aria-current"))).toHaveLength(1);
    // Two names, then how many more.
    expect(within(cell(23)).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Eglė", "Jonas", "+1 more"]);
    expect(within(cell(5)).getByText("Rūta")).toBeInTheDocument();
    // Under the grid: the month's birthdays by day, then by name.
    expect(rows()).toEqual(["Rūta", "Eglė", "Jonas", "Ona"]);
  });

  it("moves to the next and previous months, says when a month has none, and comes back to this month", () => {
    renderMonth();
    fireEvent.click(screen.getByRole("button", { name: en.birthdays.month.next }));
    expect(title()).toHaveTextContent("December 2026");
    expect(screen.getByTestId("month-empty")).toHaveTextContent(en.birthdays.month.empty);
    expect(rows()).toEqual([]);
    expect(screen.getAllByTestId("month-day").filter((each) => each.getAttribute("aria-current"))).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: en.birthdays.month.next }));
    expect(title()).toHaveTextContent("January 2027");
    expect(rows()).toEqual(["Tomas"]);

    fireEvent.click(screen.getByRole("button", { name: en.birthdays.month.current }));
    expect(title()).toHaveTextContent("November 2026");
    expect(screen.queryByRole("button", { name: en.birthdays.month.current })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: en.birthdays.month.previous }));
    expect(title()).toHaveTextContent("October 2026");
  });

  it("starts the week on Monday in Lithuanian", () => {
    renderMonth("lt");
    expect(screen.getAllByRole("columnheader")[0]).toHaveTextContent(/^pr/i);
    expect(title()).toHaveTextContent("2026 m. lapkritis");
  });
});

describe("BirthdaysMonth rows in other years' months", () => {
  const born = (id: number, name: string, date: string) => ({
    ...birthday(id, name, date),
    birthYear: Number(date.slice(0, 4)),
  });
  const people = byUpcoming(
    [
      born(1, "Baby", "2025-11-30"),
      born(2, "Rūta", "2000-11-05"),
      born(3, "Tomas", "2000-01-02"),
      born(4, "Leap", "2004-02-29"),
      born(5, "Spalis", "1990-10-10"),
    ],
    today,
    "en",
  );

  /** The month view as the birthdays view renders it, with the real rows. */
  function renderRows() {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <QueryClientProvider client={createQueryClient()}>
          <BirthdaysMonth
            birthdays={people}
            today={today}
            renderItem={(each, showCountdown) => (
              <BirthdayRow birthday={each} showCountdown={showCountdown} onEdit={jest.fn()} onGifts={jest.fn()} />
            )}
          />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
  }

  /** Pages from this month (November 2026) to a month, by the previous and next buttons. */
  function showMonth(year: number, month: number) {
    const current = screen.queryByRole("button", { name: en.birthdays.month.current });
    if (current) fireEvent.click(current);
    const by = (year - today.year) * 12 + (month - today.month);
    const button = screen.getByRole("button", { name: by < 0 ? en.birthdays.month.previous : en.birthdays.month.next });
    for (let step = 0; step < Math.abs(by); step++) fireEvent.click(button);
  }

  /** Each row's countdown (null without one) and date line. */
  const shownRows = () =>
    screen.getAllByTestId("birthday-row").map((row) => [
      within(row).getByTestId("birthday-name").textContent,
      within(row).queryByTestId("birthday-countdown")?.textContent ?? null,
      within(row).queryByTestId("birthday-age")?.textContent ?? null,
    ]);

  it("keeps this month's rows as they are, passed days counted to next year", () => {
    renderRows();
    expect(shownRows()).toEqual([
      ["Rūta", "347 days away", "turns 27"],
      ["Baby", "7 days away", "turns 1"],
    ]);
  });

  it("shows a past month's rows with the age of that year and no countdown", () => {
    renderRows();
    showMonth(2025, 11);
    expect(title()).toHaveTextContent("November 2025");
    // Born on 30 November 2025: nobody turns 0.
    expect(shownRows()).toEqual([
      ["Rūta", null, "turns 25"],
      ["Baby", null, null],
    ]);
    showMonth(2026, 10);
    expect(title()).toHaveTextContent("October 2026");
    expect(shownRows()).toEqual([["Spalis", null, "turns 36"]]);
  });

  it("shows a later year's month with that year's age, and the countdown only for a next celebration", () => {
    renderRows();
    showMonth(2027, 11);
    expect(shownRows()).toEqual([
      ["Rūta", "347 days away", "turns 27"],
      ["Baby", null, "turns 2"],
    ]);
    showMonth(2028, 1);
    expect(title()).toHaveTextContent("January 2028");
    expect(shownRows()).toEqual([["Tomas", null, "turns 28"]]);
  });

  it("counts a 29 February birthday in leap and common years", () => {
    renderRows();
    // 2027 is a common year, and its 28 February is the next celebration.
    showMonth(2027, 2);
    expect(cell(28)).toHaveTextContent("Leap");
    expect(shownRows()).toEqual([["Leap", "97 days away", "turns 23"]]);
    // 2028 is a leap year: the 29th, a year after the next.
    showMonth(2028, 2);
    expect(title()).toHaveTextContent("February 2028");
    expect(cell(29)).toHaveTextContent("Leap");
    expect(shownRows()).toEqual([["Leap", null, "turns 24"]]);
    // 2026, a common year, has passed: its 28th.
    showMonth(2026, 2);
    expect(cell(28)).toHaveTextContent("Leap");
    expect(shownRows()).toEqual([["Leap", null, "turns 22"]]);
  });
});
