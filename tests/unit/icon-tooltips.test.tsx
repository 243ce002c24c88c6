import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BirthdayCard } from "@/components/birthdays/birthday-card";
import { GiftIdeasDialog } from "@/components/gifts/gift-ideas-dialog";
import type { Upcoming } from "@/lib/birthdays/dates";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { createQueryClient } from "@/lib/site/query-client";
import en from "@/messages/en.json";
import { cssTooltipOf, jsonResponse, mockFetch } from "../support/dom";
import { giftDto } from "../support/gifts";

// Spec section 9: icon-only buttons show their name as a tooltip (on hover
// after the delay, at once on keyboard focus): drawn by CSS on the page
// itself, by Radix inside dialogs, which bring their own tooltip timing.

const fetchMock = mockFetch();

/** The text a sighted user sees on the button: its text without the screen-reader-only parts. */
function visibleText(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
  return copy.textContent?.trim() ?? "";
}

/** The button's name as assistive technology reads it: aria-label, else its (screen-reader) text. */
function nameOf(button: HTMLElement): string {
  return button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
}

function expectTooltipOnFocus(button: HTMLElement) {
  act(() => button.focus());
  expect(screen.getByRole("tooltip")).toHaveTextContent(nameOf(button));
  act(() => button.blur());
  fireEvent.keyDown(button, { key: "Escape" });
}

function iconOnlyButtons(container: HTMLElement): HTMLElement[] {
  return within(container)
    .getAllByRole("button")
    .filter((button) => visibleText(button) === "");
}

const birthday: Upcoming<BirthdayDto> = {
  id: 42,
  name: "Ann Smith",
  date: "1990-07-15",
  birthYear: 1990,
  email: null,
  notes: null,
  createdAt: "2024-01-01T00:00:00.000Z",
  daysUntil: 10,
  next: { year: 2026, month: 7, day: 15 },
  turning: 36,
};

function renderInApp(children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        {children}
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("icon-only buttons", () => {
  it("a birthday card's edit button shows its name as a tooltip", () => {
    const { container } = renderInApp(<BirthdayCard birthday={birthday} onEdit={jest.fn()} />);
    const buttons = iconOnlyButtons(container);
    expect(buttons.map(nameOf)).toEqual([en.birthdays.card.edit.replace("{name}", "Ann Smith")]);
    for (const button of buttons) expect(cssTooltipOf(button)).toHaveTextContent(nameOf(button));
  });

  it("every icon-only button of the gift dialog, its list and its form shows its name as a tooltip", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [giftDto({ title: "Scarf" })]));
    renderInApp(<GiftIdeasDialog open onOpenChange={jest.fn()} birthday={{ id: 42, name: "Ann" }} />);
    const dialog = screen.getByTestId("gift-ideas-dialog");
    await within(dialog).findByText("Scarf");

    const inList = iconOnlyButtons(dialog);
    expect(inList.map(nameOf)).toEqual(["Edit Scarf", "Delete Scarf", en.common.close]);
    inList.forEach(expectTooltipOnFocus);

    fireEvent.click(within(dialog).getByRole("button", { name: "Edit Scarf" }));
    const inForm = iconOnlyButtons(dialog);
    expect(inForm.map(nameOf)).toEqual([en.gifts.back, en.common.close]);
    inForm.forEach(expectTooltipOnFocus);
  });
});
