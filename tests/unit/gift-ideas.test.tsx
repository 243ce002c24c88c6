import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { GiftIdeasButton } from "@/components/gifts/gift-ideas-button";
import { GiftIdeasDialog } from "@/components/gifts/gift-ideas-dialog";
import type { GiftDto } from "@/lib/birthdays/gift-schema";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch } from "../support/dom";
import { giftDto } from "../support/gifts";
import lt from "@/messages/lt.json";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));

const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
});

const t = en.gifts;
const v = en.validation;
const thisYear = new Date().getFullYear();

const gift = giftDto;

const stored: GiftDto[] = [
  gift({ id: 1, title: "Bird book", url: "https://example.com/book", price: "25.50", notes: "Hardcover", status: "idea" }),
  gift({ id: 2, title: "Scarf", price: "1234.00", status: "bought" }),
  gift({ id: 3, title: "Tulips", status: "given", givenYear: 2023 }),
];

function renderDialog({
  locale = "en",
  client = createQueryClient(),
}: { locale?: "en" | "lt"; client?: QueryClient } = {}) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : lt} timeZone="UTC">
      <QueryClientProvider client={client}>
        <GiftIdeasButton birthday={{ id: 42, name: "Ann" }} onOpen={() => undefined} />
        <GiftIdeasDialog open onOpenChange={jest.fn()} birthday={{ id: 42, name: "Ann" }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { client };
}

const dialog = () => within(screen.getByTestId("gift-ideas-dialog"));

describe("GiftIdeasDialog", () => {
  it("loads the ideas when it opens and shows statuses, links, prices and notes", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, stored));
    renderDialog();
    expect(fetchMock).toHaveBeenCalledWith("/api/birthdays/42/gifts", expect.objectContaining({ credentials: "same-origin" }));

    const current = within(await screen.findByTestId("gift-list-current"));
    const given = within(screen.getByTestId("gift-list-given"));
    expect(current.getAllByTestId("gift-status").map((badge) => badge.textContent)).toEqual(["Idea", "Bought"]);
    expect(given.getByTestId("gift-status")).toHaveTextContent("Given in 2023");
    // Given gifts are listed apart, not with the ideas.
    expect(current.queryByText("Tulips")).toBeNull();

    const link = current.getByRole("link", { name: /Bird book/ });
    expect(link).toHaveAttribute("href", "https://example.com/book");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(current.getAllByTestId("gift-price").map((price) => price.textContent)).toEqual(["€25.50", "€1,234.00"]);
    expect(current.getByTestId("gift-notes")).toHaveTextContent("Hardcover");

    // The card's button shows the count once the ideas are cached.
    expect(screen.getByTestId("gift-ideas-count")).toHaveTextContent("3");
    expect(screen.getByTestId("gift-ideas-button")).toHaveAccessibleName("Gift ideas for Ann: 3 ideas");
  });

  it("formats prices and the given year in the page's language", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, stored));
    renderDialog({ locale: "lt" });
    const current = within(await screen.findByTestId("gift-list-current"));
    expect(current.getAllByTestId("gift-price").map((price) => price.textContent?.replace(/\s/g, " "))).toEqual([
      "25,50 €",
      "1 234,00 €",
    ]);
    expect(within(screen.getByTestId("gift-list-given")).getByTestId("gift-status")).toHaveTextContent(
      "Padovanota 2023 m.",
    );
  });

  it("adds an idea: sends the parsed body, caches the answer and shows a toast", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderDialog();
    expect(await dialog().findByTestId("gift-empty")).toHaveTextContent(t.empty);

    fireEvent.click(dialog().getByRole("button", { name: t.add }));
    fireEvent.change(dialog().getByLabelText(t.titleLabel), { target: { value: "  Bird book " } });
    fireEvent.change(dialog().getByLabelText(t.url), { target: { value: "https://example.com/book" } });
    fireEvent.change(dialog().getByLabelText(t.price), { target: { value: "25,5" } });
    fireEvent.change(dialog().getByLabelText(t.notes), { target: { value: "Hardcover" } });
    fireEvent.click(dialog().getByLabelText(t.statuses.bought));

    const created = gift({ id: 9, title: "Bird book", url: "https://example.com/book", price: "25.50", notes: "Hardcover", status: "bought" });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created));
    fireEvent.click(dialog().getByRole("button", { name: t.saveNew }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/birthdays/42/gifts");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      title: "Bird book",
      url: "https://example.com/book",
      price: 25.5,
      notes: "Hardcover",
      status: "bought",
      givenYear: null,
    });
    expect(await dialog().findByText("Bird book")).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith("success", t.toasts.added);
    expect(fetchMock).toHaveBeenCalledTimes(2); // the answer went into the cache, no refetch
  });

  it('"given" asks for the year, defaults to this year and requires one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderDialog();
    fireEvent.click(await dialog().findByRole("button", { name: t.add }));
    fireEvent.change(dialog().getByLabelText(t.titleLabel), { target: { value: "Tulips" } });
    expect(dialog().queryByLabelText(t.givenYear)).toBeNull();

    fireEvent.click(dialog().getByLabelText(t.statuses.given));
    const year = dialog().getByLabelText(t.givenYear);
    expect(year).toHaveValue(thisYear);

    fireEvent.change(year, { target: { value: "" } });
    fireEvent.click(dialog().getByRole("button", { name: t.saveNew }));
    expect(await dialog().findByText(v.giftGivenYearRequired)).toBeInTheDocument();
    expect(year).toHaveAttribute("aria-invalid", "true");
    expect(year).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the list

    fireEvent.change(year, { target: { value: "1800" } });
    fireEvent.click(dialog().getByRole("button", { name: t.saveNew }));
    expect(await dialog().findByText(v.giftGivenYearRange)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(year, { target: { value: "2022" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, gift({ id: 5, title: "Tulips", status: "given", givenYear: 2022 })));
    fireEvent.click(dialog().getByRole("button", { name: t.saveNew }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      status: "given",
      givenYear: 2022,
    });
    expect(await dialog().findByText("Given in 2022")).toBeInTheDocument();
  });

  it("shows every field message from giftInputSchema at once and sends nothing", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderDialog();
    fireEvent.click(await dialog().findByRole("button", { name: t.add }));
    fireEvent.change(dialog().getByLabelText(t.url), { target: { value: "javascript:alert(1)" } });
    fireEvent.change(dialog().getByLabelText(t.price), { target: { value: "1.005" } });
    fireEvent.click(dialog().getByRole("button", { name: t.saveNew }));
    expect(await dialog().findByText(v.giftTitleRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.giftUrlInvalid)).toBeInTheDocument();
    expect(dialog().getByText(v.giftPriceInvalid)).toBeInTheDocument();
    expect(dialog().getByLabelText(t.titleLabel)).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("edits with PUT and shows the server's message when saving fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, stored));
    renderDialog();
    fireEvent.click(await dialog().findByRole("button", { name: "Edit Scarf" }));
    expect(dialog().getByLabelText(t.titleLabel)).toHaveValue("Scarf");
    expect(dialog().getByLabelText(t.price)).toHaveValue("1234.00");
    expect(dialog().getByLabelText(t.statuses.bought)).toBeChecked();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: "validation_error", message: "Check the form", fields: { title: "Too long" } } }),
    );
    fireEvent.click(dialog().getByRole("button", { name: t.save }));
    expect(await dialog().findByText("Too long")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/birthdays/42/gifts/2");
    expect(init.method).toBe("PUT");
    expect(showToast).toHaveBeenCalledWith("error", t.toasts.updateError, { description: "Check the form" });
  });

  it("deletes after confirmation", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, stored));
    renderDialog();
    fireEvent.click(await dialog().findByRole("button", { name: "Delete Tulips" }));
    const confirm = within(await screen.findByTestId("gift-delete-confirm"));
    expect(confirm.getByText(/“Tulips” will be removed/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    fireEvent.click(confirm.getByRole("button", { name: t.deleteConfirm }));
    await waitFor(() => expect(screen.queryByTestId("gift-list-given")).toBeNull());
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/birthdays/42/gifts/3");
    expect(init.method).toBe("DELETE");
    expect(showToast).toHaveBeenCalledWith("success", t.toasts.deleted);
  });

  it("offers a retry when the list cannot be loaded", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: { code: "internal", message: "Oops" } }));
    renderDialog();
    expect(await dialog().findByText(t.loadError)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, stored));
    fireEvent.click(dialog().getByRole("button", { name: t.retry }));
    expect(await dialog().findByText("Scarf")).toBeInTheDocument();
  });
});
