import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BirthdayDialog } from "@/components/birthdays/birthday-dialog";
import { birthdaysQueryKey, useBirthdays } from "@/components/birthdays/use-birthdays";
import type { BirthdayDto } from "@/lib/birthdays/schema";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch, selects, supportRadixSelect } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
// Radix renders the 127-year list in jsdom slowly, more so when the whole suite runs in parallel.
jest.setTimeout(20_000);

beforeAll(supportRadixSelect);

const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
});

const t = en.birthdays.dialog;

const stored: BirthdayDto = {
  id: 42,
  name: "Ann Smith",
  date: "1990-07-15",
  birthYear: 1990,
  email: "ann@example.com",
  notes: "Likes tulips",
  createdAt: "2024-01-01T00:00:00.000Z",
};

/** Watches the cached list, as the birthdays view does, so invalidating it refetches. */
function ListWatcher() {
  useBirthdays();
  return null;
}

function renderDialog(birthday: BirthdayDto | null = null, client: QueryClient = createQueryClient(), { full = false } = {}) {
  const onOpenChange = jest.fn();
  // The list is already loaded (and, as in the app, never stale by itself): only a change refetches it.
  client.setQueryData(birthdaysQueryKey, []);
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryClientProvider client={client}>
        <ListWatcher />
        <BirthdayDialog open onOpenChange={onOpenChange} birthday={birthday} full={full} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { onOpenChange, client };
}

const dialog = () => within(screen.getByTestId("birthday-dialog"));
const trigger = (name: string) => dialog().getByRole("combobox", { name });
const nameField = () => dialog().getByRole("textbox", { name: t.name });
const yearBox = () => dialog().getByRole("checkbox", { name: t.includeYear });

const { choose, optionsOf } = selects(trigger);

describe("BirthdayDialog", () => {
  it("adds with empty fields and no year box ticked", () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: t.addTitle })).toBeInTheDocument();
    expect(nameField()).toHaveValue("");
    expect(trigger(t.month)).toHaveTextContent(t.month);
    expect(yearBox()).not.toBeChecked();
    expect(dialog().queryByRole("combobox", { name: t.year })).toBeNull();
    expect(dialog().queryByRole("button", { name: t.delete })).toBeNull();
  });

  it("on a full account, says so at once and cannot be sent; editing is not affected", () => {
    renderDialog(null, undefined, { full: true });
    expect(dialog().getByRole("status")).toHaveTextContent(
      "This account already keeps 3,000 birthdays, the most one account can. Remove some to add new ones.",
    );
    expect(dialog().getByRole("button", { name: t.add })).toBeDisabled();
    // Nothing to type into.
    expect(nameField()).toBeDisabled();
    cleanup();
    renderDialog(stored, undefined, { full: true });
    expect(dialog().queryByRole("status")).toBeNull();
    expect(dialog().getByRole("button", { name: t.save })).toBeEnabled();
  });

  it("edits: pre-fills every field and ticks the year box", () => {
    renderDialog(stored);
    expect(screen.getByRole("heading", { name: t.editTitle })).toBeInTheDocument();
    expect(nameField()).toHaveValue("Ann Smith");
    expect(trigger(t.month)).toHaveTextContent("July");
    expect(trigger(t.day)).toHaveTextContent("15");
    expect(yearBox()).toBeChecked();
    expect(trigger(t.year)).toHaveTextContent("1990");
    expect(dialog().getByRole("textbox", { name: t.email })).toHaveValue("ann@example.com");
    const notes = dialog().getByRole("textbox", { name: t.notes });
    expect(notes).toHaveValue("Likes tulips");
    expect(notes).toHaveAttribute("rows", "3");
  });

  it("leaves the year box unticked for a birthday without a year", () => {
    renderDialog({ ...stored, date: "2000-02-29", birthYear: null });
    expect(yearBox()).not.toBeChecked();
    expect(trigger(t.month)).toHaveTextContent("February");
    expect(trigger(t.day)).toHaveTextContent("29");
  });

  it("shows 'Name is required' and sends nothing when the name is empty", async () => {
    renderDialog();
    choose(t.month, "March");
    choose(t.day, "3");
    fireEvent.change(nameField(), { target: { value: "   " } });
    fireEvent.click(dialog().getByRole("button", { name: t.add }));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(en.validation.nameRequired));
    expect(nameField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the month and the day before sending", async () => {
    renderDialog();
    fireEvent.change(nameField(), { target: { value: "Bob" } });
    const add = dialog().getByRole("button", { name: t.add });
    fireEvent.click(add);
    await waitFor(() => expect(trigger(t.month)).toHaveAccessibleDescription(en.validation.dateRequired));
    expect(trigger(t.month)).toHaveFocus();
    choose(t.month, "May");
    fireEvent.click(add);
    await waitFor(() => expect(trigger(t.day)).toHaveAccessibleDescription(en.validation.dayRequired));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the month when only the day is chosen", async () => {
    renderDialog();
    fireEvent.change(nameField(), { target: { value: "Bob" } });
    choose(t.day, "12");
    fireEvent.click(dialog().getByRole("button", { name: t.add }));
    await waitFor(() => expect(trigger(t.month)).toHaveAccessibleDescription(en.validation.monthRequired));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers 29 February unless a non-leap birth year is set", () => {
    renderDialog();
    choose(t.month, "February");
    choose(t.day, "29");
    expect(optionsOf(t.day)).toHaveLength(29);
    fireEvent.click(yearBox());
    choose(t.year, "2023");
    expect(optionsOf(t.day)).toHaveLength(28);
    expect(trigger(t.day)).not.toHaveTextContent("29");
    choose(t.year, "2024");
    expect(optionsOf(t.day)).toHaveLength(29);
  });

  it("lists the years from this year back to 1900", () => {
    renderDialog();
    fireEvent.click(yearBox());
    const years = optionsOf(t.year);
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe("1900");
  });

  it("adds a birthday: sends the body, shows Saving..., refreshes the list, toasts and closes", async () => {
    const created = { ...stored, id: 43, name: "Bob Jones", date: "1985-03-09", birthYear: 1985, notes: null };
    // The POST is answered only once "Saving..." has been seen.
    let answerPost = () => {};
    const posted = new Promise<void>((resolve) => (answerPost = resolve));
    fetchMock.mockImplementation(async (path: string, init: RequestInit) => {
      if (init.method !== "POST") return jsonResponse(200, [created]);
      await posted;
      return jsonResponse(201, created);
    });
    const { onOpenChange, client } = renderDialog();
    expect(client.getQueryData(["birthdays"])).toEqual([]);
    fireEvent.change(nameField(), { target: { value: "  Bob Jones " } });
    choose(t.month, "March");
    choose(t.day, "9");
    fireEvent.click(yearBox());
    choose(t.year, "1985");
    fireEvent.change(dialog().getByRole("textbox", { name: t.email }), { target: { value: " bob@example.com " } });
    fireEvent.change(dialog().getByRole("textbox", { name: t.notes }), { target: { value: "   " } });

    const save = dialog().getByRole("button", { name: t.add });
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveTextContent(t.saving));
    answerPost();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/birthdays");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Bob Jones",
      date: "1985-03-09",
      birthYear: 1985,
      email: "bob@example.com",
    });
    expect(showToast).toHaveBeenCalledWith("success", en.birthdays.toasts.added, {
      description: en.birthdays.toasts.addedDescription,
    });
    // The pages were refreshed and the list fetched again before the dialog closed.
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]).toEqual(["/api/birthdays", expect.not.objectContaining({ method: "POST" })]);
    expect(client.getQueryData(["birthdays"])).toEqual([created]);
  });

  it("sends the placeholder year and no birthYear when the year box is not ticked", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, stored));
    const { onOpenChange } = renderDialog();
    fireEvent.change(nameField(), { target: { value: "Leap" } });
    choose(t.month, "February");
    choose(t.day, "29");
    fireEvent.click(dialog().getByRole("button", { name: t.add }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      name: "Leap",
      date: "2000-02-29",
    });
  });

  it("updates with PUT and says so", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, stored));
    const { onOpenChange } = renderDialog(stored);
    fireEvent.click(yearBox());
    fireEvent.click(dialog().getByRole("button", { name: t.save }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/birthdays/42");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Ann Smith",
      date: "2000-07-15",
      email: "ann@example.com",
      notes: "Likes tulips",
    });
    expect(showToast).toHaveBeenCalledWith("success", en.birthdays.toasts.updated, {
      description: en.birthdays.toasts.updatedDescription,
    });
  });

  it("shows the server's message in a destructive toast when adding fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: { code: "unauthorized", message: "Please sign in." } }));
    const { onOpenChange } = renderDialog();
    fireEvent.change(nameField(), { target: { value: "Bob" } });
    choose(t.month, "March");
    choose(t.day, "9");
    fireEvent.click(dialog().getByRole("button", { name: t.add }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.birthdays.toasts.addError, { description: "Please sign in." }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the server's field messages on the date and year pickers and focuses the first", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "validation_failed",
          message: en.errors.validationFailed,
          fields: { date: en.validation.dayNotInMonth, birthYear: en.validation.birthYearRange },
        },
      }),
    );
    renderDialog(stored);
    fireEvent.click(dialog().getByRole("button", { name: t.save }));
    await waitFor(() => expect(trigger(t.day)).toHaveAccessibleDescription(en.validation.dayNotInMonth));
    expect(trigger(t.day)).toHaveAttribute("aria-invalid", "true");
    expect(trigger(t.day)).toHaveFocus();
    expect(trigger(t.year)).toHaveAccessibleDescription(en.validation.birthYearRange);
    expect(showToast).toHaveBeenCalledWith("error", en.birthdays.toasts.updateError, {
      description: en.errors.validationFailed,
    });
  });

  it("deletes only after confirming", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const { onOpenChange } = renderDialog(stored);
    fireEvent.click(dialog().getByRole("button", { name: t.delete }));
    const confirm = within(screen.getByRole("alertdialog"));
    expect(confirm.getByText(t.deleteTitle)).toBeInTheDocument();
    expect(confirm.getByText(t.deleteDescription)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(confirm.getByRole("button", { name: t.deleteConfirm }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/birthdays/42");
    expect(init.method).toBe("DELETE");
    expect(showToast).toHaveBeenCalledWith("success", en.birthdays.toasts.deleted);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the delete failure with the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: { code: "birthdayNotFound", message: "Not found." } }));
    const { onOpenChange } = renderDialog(stored);
    fireEvent.click(dialog().getByRole("button", { name: t.delete }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: t.deleteConfirm }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.birthdays.toasts.deleteError, { description: "Not found." }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
