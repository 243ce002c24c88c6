import { fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { AllBirthdays, foldForSearch } from "@/components/birthdays/all-birthdays";
import { byUpcoming, type Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { selects, supportRadixSelect } from "../support/dom";

beforeAll(supportRadixSelect);

const catalogues = { en, lt, ru };
const today = { year: 2025, month: 3, day: 10 };

function birthday(id: number, name: string, date: string): BirthdayDto {
  return { id, name, date, birthYear: null, email: null, notes: null, createdAt: "2024-01-01T00:00:00.000Z" };
}

const few = byUpcoming(
  [
    birthday(1, "Žemyna Kazlauskienė", "2000-03-12"),
    birthday(2, "Ona Žukauskaitė", "2000-07-01"),
    birthday(3, "Zenonas Petraitis", "2000-01-05"),
    birthday(4, "Алёна Смирнова", "2000-03-20"),
    birthday(5, "José Núñez", "2000-12-24"),
  ],
  today,
  "en",
);

/** 1,000 birthdays spread over every day of the year. */
function thousand(): Upcoming<BirthdayDto>[] {
  const names = ["Ona", "Jonas", "Žemyna", "Rūta", "Аня", "Paulius", "Eglė", "Tomas"];
  const list = Array.from({ length: 1000 }, (_, index) => {
    const month = (index % 12) + 1;
    const day = (index % 28) + 1;
    const date = `2000-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
    return birthday(index + 1, `${names[index % names.length]} ${index + 1}`, date);
  });
  return byUpcoming(list, today, "en");
}

function renderAll(birthdays: Upcoming<BirthdayDto>[], locale: keyof typeof catalogues = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <AllBirthdays
        birthdays={birthdays}
        renderItem={(each) => (
          <article data-testid="item" data-month={each.date.slice(5, 7)}>
            {each.name}
          </article>
        )}
      />
    </NextIntlClientProvider>,
  );
}

const search = () => screen.getByRole("searchbox", { name: en.birthdays.all.search });
// The month filter is the app's Select (the only combobox here), whatever its label's language.
const month = () => screen.getByRole("combobox");
const { choose, openList, optionsOf } = selects(month);
/**
 * The month filter is a stand-in until first used (LazyChoiceSelect): the
 * first press loads the Select and opens it; closed again here, the helpers
 * above then work on the real one.
 */
async function loadMonthFilter() {
  fireEvent.click(month());
  fireEvent.keyDown(await screen.findByRole("listbox"), { key: "Escape" });
}
const items = () => screen.queryAllByTestId("item");
const names = () => items().map((item) => item.textContent);
const count = () => screen.getByTestId("all-birthdays-count");

describe("foldForSearch", () => {
  it("drops accents and case", () => {
    expect(foldForSearch("Žemyna")).toBe("zemyna");
    expect(foldForSearch("JOSÉ Núñez")).toBe("jose nunez");
    expect(foldForSearch("Алёна")).toBe(foldForSearch("алена"));
  });
});

describe("AllBirthdays", () => {
  it("lists everyone nearest first with the count", () => {
    renderAll(few);
    expect(names()).toEqual([
      "Žemyna Kazlauskienė",
      "Алёна Смирнова",
      "Ona Žukauskaitė",
      "José Núñez",
      "Zenonas Petraitis",
    ]);
    expect(count()).toHaveTextContent("5 birthdays");
    expect(screen.queryByTestId("all-birthdays-more")).toBeNull();
  });

  it("groups the rows by the month of the next celebration, each heading with its month's count", () => {
    renderAll(few);
    const headings = screen.getAllByTestId("month-group").map((group) => within(group).getByRole("heading").textContent);
    expect(headings).toEqual(["March 20252", "July 20251", "December 20251", "January 20261"]);
    expect(within(screen.getAllByTestId("month-group")[0]!).getAllByTestId("item").map((item) => item.textContent)).toEqual([
      "Žemyna Kazlauskienė",
      "Алёна Смирнова",
    ]);
  });

  it("counts a month's matches, also those Show more has not revealed yet", () => {
    renderAll(thousand());
    // 50 rows shown: all in March 2025 (today's month), whose heading counts every March birthday still to come.
    const [march] = screen.getAllByTestId("month-group");
    const marchStillToCome = thousand().filter((each) => each.next.year === 2025 && each.next.month === 3).length;
    expect(within(march!).getByRole("heading")).toHaveTextContent(`March 2025${marchStillToCome}`);
  });

  it("searches case- and accent-insensitively", () => {
    renderAll(few);
    fireEvent.change(search(), { target: { value: "zemyna" } });
    expect(names()).toEqual(["Žemyna Kazlauskienė"]);
    expect(count()).toHaveTextContent("1 birthday");

    fireEvent.change(search(), { target: { value: "ZUKAUS" } });
    expect(names()).toEqual(["Ona Žukauskaitė"]);

    fireEvent.change(search(), { target: { value: "алена" } });
    expect(names()).toEqual(["Алёна Смирнова"]);

    fireEvent.change(search(), { target: { value: "nobody" } });
    expect(items()).toHaveLength(0);
    expect(screen.getByTestId("all-birthdays-empty")).toHaveTextContent(en.birthdays.all.noMatches);
    expect(count()).toHaveTextContent("0 birthdays");
    // The empty result offers to clear the search.
    fireEvent.click(within(screen.getByTestId("all-birthdays-empty")).getByRole("button", { name: en.birthdays.all.clear }));
    expect(items()).toHaveLength(5);
  });

  it("shows the month filter's choice before its Select has loaded, and opens the list on the first press", async () => {
    renderAll(few);
    expect(month()).toHaveAccessibleName(en.birthdays.all.month);
    expect(month()).toHaveTextContent(en.birthdays.all.allMonths);
    expect(month()).toHaveAttribute("aria-expanded", "false");
    fireEvent.keyDown(month(), { key: "ArrowDown" });
    const list = await screen.findByRole("listbox");
    expect(within(list).getAllByRole("option")).toHaveLength(13);
  });

  it("filters by month, named in the page's language, and combines with the search", async () => {
    renderAll(few);
    await loadMonthFilter();
    expect(month()).toHaveAccessibleName(en.birthdays.all.month);
    const options = optionsOf("month");
    expect(options).toHaveLength(13);
    expect(options[0]).toBe(en.birthdays.all.allMonths);
    expect(options[3]).toBe("March");

    choose("month", "March");
    expect(names()).toEqual(["Žemyna Kazlauskienė", "Алёна Смирнова"]);
    expect(count()).toHaveTextContent("2 birthdays");

    fireEvent.change(search(), { target: { value: "АЛЕНА" } });
    expect(names()).toEqual(["Алёна Смирнова"]);

    fireEvent.click(screen.getByRole("button", { name: en.birthdays.all.clear }));
    expect(items()).toHaveLength(5);
    expect(month()).toHaveTextContent(en.birthdays.all.allMonths);
  });

  it("names months and counts with plurals in Lithuanian and Russian", async () => {
    const { unmount } = renderAll(few.slice(0, 2), "lt");
    await loadMonthFilter();
    expect(optionsOf("month")).toContain("Kovas");
    expect(count()).toHaveTextContent("2 gimtadieniai");
    unmount();
    renderAll(few, "ru");
    await loadMonthFilter();
    expect(optionsOf("month")).toContain("Март");
    expect(count()).toHaveTextContent("5 дней рождения");
  });

  it("with 1,000 birthdays renders 50, then 100 on Show more, and filters them all", async () => {
    const all = thousand();
    renderAll(all);
    await loadMonthFilter();
    expect(items()).toHaveLength(50);
    expect(count()).toHaveTextContent("1,000 birthdays");
    expect(screen.getByTestId("all-birthdays-showing")).toHaveTextContent("Showing 50 of 1,000");

    fireEvent.click(screen.getByRole("button", { name: en.birthdays.all.showMore }));
    expect(items()).toHaveLength(100);
    expect(names().slice(0, 50)).toEqual(all.slice(0, 50).map((each) => each.name));
    expect(names().slice(50)).toEqual(all.slice(50, 100).map((each) => each.name));

    // Search, month filter and clearing, each rendered in full. (Not timed: a
    // time limit fails on a busy machine; rendering at most a page of rows is
    // what keeps them quick, and that is checked above and below.)
    act(() => {
      fireEvent.change(search(), { target: { value: "zemyna" } });
    });
    const zemynas = all.filter((each) => each.name.startsWith("Žemyna")).length;
    expect(count()).toHaveTextContent(`${zemynas} birthdays`);
    // A new filter starts over at 50.
    expect(items()).toHaveLength(50);
    const february = within(openList("month")).getByRole("option", { name: "February" });
    act(() => {
      fireEvent.click(february);
    });
    expect(items().every((item) => item.dataset.month === "02")).toBe(true);
    act(() => {
      fireEvent.change(search(), { target: { value: "" } });
    });
    const inFebruary = all.filter((each) => each.date.slice(5, 7) === "02").length;
    expect(count()).toHaveTextContent(`${inFebruary} birthdays`);
  });
});
