import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CardPreview } from "@/components/group-cards/card-preview";
import { cardThemeClass, contributionGradient } from "@/components/group-cards/card-themes";
import { AVATAR_GRADIENTS } from "@/components/ui/initials-avatar";
import { formatCelebration, isLeapYear } from "@/lib/dates/calendar";
import { CARD_THEMES } from "@/lib/group-cards/themes";
import { sampleBirthdays } from "@/lib/landing/showcase";
import en from "@/messages/en.json";
import ru from "@/messages/ru.json";

const texts = {
  today: { name: "Emma Wilson", notes: "Loves peonies." },
  tomorrow: { name: "James Carter", notes: null },
  soon: { name: "Grace Lee", notes: null },
};

describe("sampleBirthdays", () => {
  it("puts the samples today, tomorrow and in five days, with their ages", () => {
    const samples = sampleBirthdays({ year: 2026, month: 11, day: 23 }, texts, "en");
    expect(
      samples.map(({ name, date, birthYear, daysUntil, turning }) => ({ name, date, birthYear, daysUntil, turning })),
    ).toEqual([
      { name: "Emma Wilson", date: "1996-11-23", birthYear: 1996, daysUntil: 0, turning: 30 },
      { name: "James Carter", date: "2000-11-24", birthYear: null, daysUntil: 1, turning: null },
      { name: "Grace Lee", date: "1984-11-28", birthYear: 1984, daysUntil: 5, turning: 42 },
    ]);
    expect(samples[0]!.notes).toBe("Loves peonies.");
  });

  it("crosses the year end", () => {
    const samples = sampleBirthdays({ year: 2026, month: 12, day: 30 }, texts, "en");
    expect(samples.map((sample) => [sample.date, sample.daysUntil, sample.turning])).toEqual([
      ["1996-12-30", 0, 30],
      ["2000-12-31", 1, null],
      ["1985-01-04", 5, 42],
    ]);
    expect(samples[2]!.next).toEqual({ year: 2027, month: 1, day: 4 });
  });

  it("gives a sample born on 29 February a leap birth year", () => {
    const [today] = sampleBirthdays({ year: 2028, month: 2, day: 29 }, texts, "en");
    expect(today!.date.slice(5)).toBe("02-29");
    expect(isLeapYear(today!.birthYear!)).toBe(true);
    expect(today!.daysUntil).toBe(0);
    expect(today!.turning).toBe(2028 - today!.birthYear!);
  });

  it("counts from the given day, so the picture never goes stale", () => {
    const later = sampleBirthdays({ year: 2031, month: 6, day: 1 }, texts, "en");
    expect(later.map((sample) => sample.daysUntil)).toEqual([0, 1, 5]);
    expect(later[0]!.date).toBe("2001-06-01");
  });
});

describe("contributionGradient", () => {
  it("is one of the eight gradients, the same for the same e-mail in any case", () => {
    expect(AVATAR_GRADIENTS).toHaveLength(8);
    expect(AVATAR_GRADIENTS).toContain(contributionGradient("ann@example.com"));
    expect(contributionGradient(" Ann@Example.com")).toBe(contributionGradient("ann@example.com"));
  });

  it("spreads people over the gradients", () => {
    const used = new Set(Array.from({ length: 40 }, (_, index) => contributionGradient(`friend${index}@example.com`)));
    expect(used.size).toBeGreaterThanOrEqual(6);
  });
});

describe("cardThemeClass", () => {
  it("names the theme's CSS class", () => {
    expect(CARD_THEMES.map(cardThemeClass)).toEqual([
      "card-theme card-theme-default",
      "card-theme card-theme-sunset",
      "card-theme card-theme-nature",
      "card-theme card-theme-purple",
      "card-theme card-theme-ocean",
    ]);
  });
});

describe("formatCelebration", () => {
  it.each([
    ["en", "Monday, November 23"],
    ["lt", "lapkričio 23 d., pirmadienis"],
    ["ru", "понедельник, 23 ноября"],
  ])("writes the day with its weekday in %s", (locale, text) => {
    expect(formatCelebration({ year: 2026, month: 11, day: 23 }, locale)).toBe(text);
  });
});

function renderPreview(props: Partial<Parameters<typeof CardPreview>[0]> = {}, locale: "en" | "ru" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru} timeZone="UTC">
      <CardPreview
        theme="sunset"
        title="Happy 30th birthday, Emma!"
        recipientName="Emma Wilson"
        birthday={{ year: 2026, month: 11, day: 23 }}
        messages={[
          { id: 1, name: "Olivia Brown", gradient: 3, text: "Cake on Friday.\nMy treat." },
          { id: 2, name: "  ", text: "Happy birthday!" },
        ]}
        {...props}
      />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId("card-preview");
}

describe("CardPreview", () => {
  it("draws the theme, the title, the recipient, the day and the messages", () => {
    const card = renderPreview();
    expect(card).toHaveClass("card-theme", "card-theme-sunset");
    expect(screen.getByRole("heading", { level: 2, name: "Happy 30th birthday, Emma!" })).toBeInTheDocument();
    expect(card).toHaveTextContent("For Emma Wilson");
    expect(card).toHaveTextContent("Monday, November 23");
    const messages = within(screen.getByRole("list", { name: "Messages" })).getAllByRole("listitem");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent("OBOlivia BrownCake on Friday.");
    expect(within(messages[0]!).getByText(/Cake on Friday/)).toHaveClass("message-text");
  });

  it("colours an avatar by the server's gradient index, a sample without one by its name", () => {
    renderPreview();
    const [first, second] = screen.getAllByText(/^(OB|A)$/);
    expect(first).toHaveClass(...AVATAR_GRADIENTS[3].split(" "));
    expect(second).toHaveClass(...contributionGradient("Anonymous").split(" "));
  });

  it("calls a contributor without a name Anonymous", () => {
    renderPreview();
    const second = screen.getAllByRole("listitem")[1]!;
    expect(second).toHaveTextContent("AAnonymousHappy birthday!");
  });

  it("invites the first message when there is none", () => {
    const card = renderPreview({ messages: [] }, "ru");
    expect(screen.queryByRole("list")).toBeNull();
    expect(card).toHaveTextContent("Пожеланий пока нет. Напишите первым!");
    expect(card).toHaveTextContent("Кому: Emma Wilson");
  });

  it("can title the card as an h3 inside a section", () => {
    renderPreview({ titleAs: "h3" });
    expect(screen.getByRole("heading", { level: 3, name: "Happy 30th birthday, Emma!" })).toBeInTheDocument();
  });
});
