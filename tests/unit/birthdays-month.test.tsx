import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BirthdaysMonth } from "@/components/birthdays/birthdays-month";
import { byUpcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
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
