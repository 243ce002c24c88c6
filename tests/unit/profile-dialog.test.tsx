import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ProfileDialog } from "@/components/profile/profile-dialog";
import { showToast } from "@/lib/site/toast";
import { createQueryClient } from "@/lib/site/query-client";
import type { CurrentUserProfile } from "@/lib/users/profile";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch, selects, supportRadixSelect } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeAll(supportRadixSelect);

const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
});

const baseUser: CurrentUserProfile = {
  id: 1,
  email: "ann@example.com",
  name: "Ann",
  birthday: null,
  birthYear: null,
  googleContactsImported: false,
  locale: "en",
  timeZone: "UTC",
  isAdmin: false,
};

function renderDialog(user: Partial<CurrentUserProfile> = {}, client: QueryClient = createQueryClient()) {
  const onOpenChange = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryClientProvider client={client}>
        <ProfileDialog open onOpenChange={onOpenChange} initialUser={{ ...baseUser, ...user }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { onOpenChange, client };
}

function trigger(name: string) {
  return within(screen.getByRole("dialog")).getByRole("combobox", { name });
}

const { choose, optionsOf } = selects(trigger);

describe("ProfileDialog", () => {
  it("clears 29 February when the year changes to a non-leap year", () => {
    renderDialog();
    choose("Month", "February");
    choose("Year", "2024");
    choose("Day", "29");
    choose("Month", "February");
    choose("Year", "2024");
    choose("Day", "29");
    expect(trigger("Day")).toHaveTextContent("29");

    choose("Year", "2023");
    expect(trigger("Day")).toHaveTextContent("Day");
    expect(trigger("Day")).not.toHaveTextContent("29");
    expect(optionsOf("Day")).toHaveLength(28);
  });

  it("offers 29 February while no year is chosen, and 30 days for April", () => {
    renderDialog();
    choose("Month", "February");
    expect(optionsOf("Day").at(-1)).toBe("29");
    choose("Month", "April");
    expect(optionsOf("Day")).toHaveLength(30);
  });

  it("lists years from the current year down to 1900, after the choice of no year", () => {
    renderDialog();
    const years = optionsOf("Year");
    const current = new Date().getFullYear();
    expect(years[0]).toBe(en.profile.noYear);
    expect(years[1]).toBe(String(current));
    expect(years.at(-1)).toBe("1900");
    expect(years).toHaveLength(1 + current - 1900 + 1);
  });

  it("shows the birthday error toast and sends nothing when no birthday is chosen", async () => {
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: en.profile.save }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", "Please select your birthday"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the name error next to the field", async () => {
    renderDialog({ name: "", birthday: "1990-07-15", birthYear: 1990 });
    fireEvent.click(screen.getByRole("button", { name: en.profile.save }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: en.profile.name })).toHaveAccessibleDescription(
        en.validation.nameRequired,
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("starts from the saved profile", () => {
    renderDialog({ birthday: "1990-07-15", birthYear: 1990, timeZone: "Europe/Vilnius", locale: "lt" });
    expect(screen.getByRole("textbox", { name: en.profile.name })).toHaveValue("Ann");
    expect(trigger("Month")).toHaveTextContent("July");
    expect(trigger("Day")).toHaveTextContent("15");
    expect(trigger("Year")).toHaveTextContent("1990");
    expect(trigger(en.profile.timeZone)).toHaveTextContent("Vilnius (Europe)");
    expect(trigger(en.profile.emailLanguage)).toHaveTextContent("Lietuvių");
  });

  it("saves month and day without a year in the placeholder year, then refreshes and closes", async () => {
    const saved = { ...baseUser, birthday: "2000-02-29", birthYear: null };
    // The PUT is answered only once "Saving..." has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async () => {
      await answered;
      return jsonResponse(200, { user: saved });
    });
    const { onOpenChange, client } = renderDialog();
    choose("Month", "February");
    choose("Day", "29");
    const button = screen.getByRole("button", { name: en.profile.save });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(en.profile.saving));
    answer();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/auth/profile");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Ann",
      birthday: "2000-02-29",
      birthYear: null,
      timeZone: "UTC",
      locale: "en",
    });
    expect(showToast).toHaveBeenCalledWith("success", en.profile.updateSuccess);
    expect(refresh).toHaveBeenCalled();
    // The current user is fetched again.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/me", expect.anything()));
    expect(client.getQueryData(["me"])).toEqual(saved);
  });

  it("shows the server's message in a destructive toast when saving fails", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(401, { error: { code: "unauthorized", message: "Please sign in to continue." } }),
    );
    const { onOpenChange } = renderDialog({ birthday: "1990-07-15", birthYear: 1990 });
    fireEvent.click(screen.getByRole("button", { name: en.profile.save }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, { description: "Please sign in to continue." }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("falls back to the generic failure text when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderDialog({ birthday: "1990-07-15", birthYear: 1990 });
    fireEvent.click(screen.getByRole("button", { name: en.profile.save }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, { description: en.profile.updateError }),
    );
  });
});
