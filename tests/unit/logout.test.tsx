import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { loadPage } from "@/lib/site/navigation";
import { createQueryClient } from "@/lib/site/query-client";
import { JUST_LOGGED_IN_KEY } from "@/lib/site/session-markers";
import { showPendingToast, toasterReady } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { cssTooltipOf, jsonResponse, mockFetch } from "../support/dom";

jest.mock("@/lib/site/navigation", () => ({ loadPage: jest.fn() }));

// Spec section 4: logout ends the session, then goes home, even if the call fails.

const fetchMock = mockFetch();
const failedTexts = { title: en.dashboard.logoutFailedTitle, description: en.dashboard.logoutFailedDescription };

/** The toasts shown, as the toaster receives them. */
const shown = jest.fn();
let stopToasts = () => {};

beforeEach(() => {
  jest.mocked(loadPage).mockClear();
  shown.mockClear();
  stopToasts = toasterReady(shown);
  window.sessionStorage.clear();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  stopToasts();
  jest.mocked(console.error).mockRestore();
});

function renderButton() {
  const client = createQueryClient();
  client.setQueryData(["me"], { email: "ann@example.com" });
  client.setQueryData(["birthdays"], [{ id: 1 }]);
  window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
  render(
    <QueryClientProvider client={client}>
      <LogoutButton label={en.nav.logout} homeHref="/lt" failedTexts={failedTexts} />
    </QueryClientProvider>,
  );
  return { client };
}

describe("LogoutButton", () => {
  it("logs out, clears the cache and the session markers, and loads the home page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const { client } = renderButton();
    fireEvent.click(screen.getByRole("button", { name: en.nav.logout }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/lt"));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();

    // Nothing to warn about on the next page.
    showPendingToast();
    expect(shown).not.toHaveBeenCalled();
  });

  it.each([
    ["the network fails", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
    [
      "the server refuses",
      () => fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: "internal", message: "Oops" } })),
    ],
  ])("still goes home when %s, with the cache cleared, and the next page says so", async (_, fail) => {
    fail();
    const { client } = renderButton();
    fireEvent.click(screen.getByRole("button", { name: en.nav.logout }));
    // The flag keeps the home page from sending a still-signed-in user back to the dashboard.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/lt?logout=failed"));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
    expect(shown).not.toHaveBeenCalled();

    // The page that loads next shows the warning once.
    showPendingToast();
    expect(shown).toHaveBeenCalledWith({
      kind: "error",
      title: failedTexts.title,
      options: { description: failedTexts.description },
    });
    showPendingToast();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("logs out and goes home on a page without a query cache (the signed-in group-card pages load theirs with their form)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    window.sessionStorage.setItem(JUST_LOGGED_IN_KEY, "1");
    render(<LogoutButton label={en.nav.logout} homeHref="/" failedTexts={failedTexts} />);
    fireEvent.click(screen.getByRole("button", { name: en.nav.logout }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
    expect(window.sessionStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
  });

  it("shows its label as a tooltip where only the icon shows (below sm)", () => {
    renderButton();
    const button = screen.getByRole("button", { name: en.nav.logout });
    const tooltip = cssTooltipOf(button);
    expect(tooltip).toHaveTextContent(en.nav.logout);
    expect(tooltip).toHaveClass("sm:hidden");
  });
});
