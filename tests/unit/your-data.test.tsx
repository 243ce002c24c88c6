import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider, createTranslator } from "next-intl";
import { SignOutEverywhere } from "@/components/profile/sign-out-everywhere";
import { YourData } from "@/components/profile/your-data";
import { loadPage } from "@/lib/site/navigation";
import { createQueryClient } from "@/lib/site/query-client";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { jsonResponse, mockFetch } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn(), showToastAfterNavigation: jest.fn() }));
jest.mock("@/lib/site/navigation", () => ({ loadPage: jest.fn() }));

// Issue 10 items 11 and 12: the settings page's "your data" and "sessions"
// sections, rendered together as the page shows them.

const fetchMock = mockFetch();
const EMAIL = "ann@example.com";

beforeEach(() => {
  jest.mocked(showToast).mockClear();
  jest.mocked(showToastAfterNavigation).mockClear();
  jest.mocked(loadPage).mockClear();
  window.sessionStorage.clear();
});

function renderSection(locale: "en" | "lt" = "en") {
  const client = createQueryClient();
  client.setQueryData(["me"], { email: EMAIL });
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : lt} timeZone="UTC">
      <QueryClientProvider client={client}>
        <SignOutEverywhere />
        <YourData email={EMAIL} linkMinutes={60} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { client };
}

/** Opens a confirmation with the section's button and returns the dialog. */
function openConfirmation(buttonName: string) {
  fireEvent.click(screen.getByRole("button", { name: buttonName }));
  return screen.getByRole("alertdialog");
}

const serverError = (status: number, message: string) =>
  fetchMock.mockResolvedValue(jsonResponse(status, { error: { code: "x", message } }));

describe("YourData: download", () => {
  it("is a plain download link to the data export (no script needed)", () => {
    renderSection();
    const link = screen.getByRole("link", { name: en.profile.downloadData });
    expect(link).toHaveAttribute("href", "/api/auth/data-export");
    expect(link).toHaveAttribute("download");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("SignOutEverywhere", () => {
  it("asks first, and cancelling sends nothing", () => {
    renderSection();
    const dialog = openConfirmation(en.profile.signOutEverywhere);
    expect(dialog).toHaveAccessibleName(en.profile.signOutEverywhereTitle);
    expect(dialog).toHaveAccessibleDescription(en.profile.signOutEverywhereDescription);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.cancel }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ends every session, forgets the user and loads the home page of the locale, which says it worked", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, sessions: 2 }));
    window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
    const { client } = renderSection("lt");
    const dialog = openConfirmation(lt.profile.signOutEverywhere);
    fireEvent.click(within(dialog).getByRole("button", { name: lt.profile.signOutEverywhere }));

    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/lt"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout-all", expect.objectContaining({ method: "POST" }));
    expect(showToastAfterNavigation).toHaveBeenCalledWith("success", lt.profile.signOutEverywhereDone);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
  });

  it("stays signed in and shows the server's message when it refuses", async () => {
    serverError(429, "Too many requests. Please try again later.");
    const { client } = renderSection();
    const dialog = openConfirmation(en.profile.signOutEverywhere);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.signOutEverywhere }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, {
        description: "Too many requests. Please try again later.",
      }),
    );
    expect(loadPage).not.toHaveBeenCalled();
    expect(client.getQueryData(["me"])).toEqual({ email: EMAIL });
  });

  it("falls back to its own text when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderSection();
    const dialog = openConfirmation(en.profile.signOutEverywhere);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.signOutEverywhere }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, {
        description: en.profile.signOutEverywhereError,
      }),
    );
    expect(loadPage).not.toHaveBeenCalled();
  });
  it("disables its button and says so while the request is under way", async () => {
    let answer = () => {};
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve(jsonResponse(500, { error: { code: "x", message: "No" } })))),
    );
    renderSection();
    const dialog = openConfirmation(en.profile.signOutEverywhere);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.signOutEverywhere }));
    await waitFor(() => expect(screen.getByTestId("sign-out-everywhere")).toHaveTextContent(en.profile.signingOut));
    expect(screen.getByTestId("sign-out-everywhere")).toBeDisabled();
    expect(screen.getByTestId("delete-account")).toBeEnabled();
    answer();
    await waitFor(() => expect(screen.getByTestId("sign-out-everywhere")).toBeEnabled());
  });
});

describe("YourData: delete account", () => {
  it("is a destructive button whose confirmation says a link will be e-mailed and what goes", () => {
    renderSection();
    const button = screen.getByRole("button", { name: en.profile.deleteAccount });
    expect(button.className).toContain("bg-destructive");
    const dialog = openConfirmation(en.profile.deleteAccount);
    expect(dialog).toHaveAccessibleName(en.profile.deleteAccountTitle);
    expect(dialog).toHaveAccessibleDescription(
      `We will send a link to ${EMAIL}. Your account is deleted only when you open it and confirm, within 60 minutes.`,
    );
    expect(dialog).toHaveTextContent(en.account.deleteWhatGoes);
    expect(dialog).toHaveTextContent(en.account.deleteWhatStays);
    const confirm = within(dialog).getByRole("button", { name: en.profile.deleteAccountConfirm });
    expect(confirm.className).toContain("bg-destructive");

    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.cancel }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the link and says where it went", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { sent: true }));
    renderSection();
    const dialog = openConfirmation(en.profile.deleteAccount);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.deleteAccountConfirm }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", `We sent a link to ${EMAIL}`, {
        description: "Open it within 60 minutes to delete your account. Until then, nothing changes.",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/account-deletion", expect.objectContaining({ method: "POST" }));
    expect(loadPage).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("shows the rate limit's message in a destructive toast", async () => {
    serverError(429, "Too many requests. Please try again later.");
    renderSection();
    const dialog = openConfirmation(en.profile.deleteAccount);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.deleteAccountConfirm }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, {
        description: "Too many requests. Please try again later.",
      }),
    );
  });

  it("falls back to its own text when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderSection();
    const dialog = openConfirmation(en.profile.deleteAccount);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.deleteAccountConfirm }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", en.common.error, { description: en.profile.deleteAccountError }),
    );
  });

  it("disables its button while the request is under way", async () => {
    let answer = () => {};
    fetchMock.mockImplementation(
      () => new Promise((resolve) => (answer = () => resolve(jsonResponse(200, { sent: true })))),
    );
    renderSection();
    const dialog = openConfirmation(en.profile.deleteAccount);
    fireEvent.click(within(dialog).getByRole("button", { name: en.profile.deleteAccountConfirm }));
    await waitFor(() => expect(screen.getByTestId("delete-account")).toHaveTextContent(en.profile.sendingLink));
    expect(screen.getByTestId("delete-account")).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByTestId("delete-account")).toBeEnabled());
  });
});

describe("Lithuanian and Russian plurals of the link's lifetime", () => {
  it.each([
    [1, "1 minutę"],
    [2, "2 minutes"],
    [10, "10 minučių"],
    [21, "21 minutę"],
  ])("lt: %i → %s", (minutes, words) => {
    const t = createTranslator({ locale: "lt", messages: lt, namespace: "profile" });
    expect(t("deleteAccountSentHint", { minutes })).toContain(`per ${words},`);
  });

  it.each([
    [1, "1 минуты"],
    [2, "2 минут"],
    [5, "5 минут"],
    [60, "60 минут"],
    [21, "21 минуты"],
  ])("ru: %i → %s", (minutes, words) => {
    const t = createTranslator({ locale: "ru", messages: ru, namespace: "profile" });
    expect(t("deleteAccountSentHint", { minutes })).toContain(`в течение ${words},`);
  });
});
