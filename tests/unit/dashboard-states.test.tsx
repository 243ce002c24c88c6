import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import DashboardError from "@/app/[locale]/dashboard/error";
import { BirthdaysView } from "@/components/birthdays/birthdays-view";
import { createQueryClient } from "@/lib/site/query-client";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch } from "../support/dom";

const refresh = jest.fn();
let search = "";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh }),
  usePathname: () => "/dashboard/birthdays",
  useSearchParams: () => new URLSearchParams(search),
}));

const fetchMock = mockFetch();
beforeEach(() => {
  refresh.mockClear();
  search = "";
});

function renderInDashboard(node: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        {node}
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe("the dashboard's error boundary", () => {
  it("says the page could not be loaded, without the error's text, and tries again from the server", async () => {
    const reset = jest.fn();
    renderInDashboard(<DashboardError error={new Error("connect ECONNREFUSED 10.0.0.5:5432")} reset={reset} />);
    // Its panel loads when the error happens.
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.dashboardStates.errorTitle);
    expect(alert).toHaveTextContent(en.dashboardStates.errorDescription);
    expect(alert).not.toHaveTextContent("ECONNREFUSED");
    expect(screen.getByRole("link", { name: en.dashboardStates.backToDashboard })).toHaveAttribute("href", "/dashboard");

    fireEvent.click(screen.getByRole("button", { name: en.dashboardStates.retry }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe("the birthdays view", () => {
  const heading = <h1>{en.birthdays.all.title}</h1>;

  it("shows row skeletons while the list loads, then an inline error with a retry that loads it again", async () => {
    let answer: (response: ReturnType<typeof jsonResponse>) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderInDashboard(<BirthdaysView heading={heading} today={{ year: 2026, month: 11, day: 23 }} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer(jsonResponse(500, { error: { code: "internal", message: "Something went wrong. Please try again." } }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.birthdays.all.loadError);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [{ id: 1, name: "Ona", date: "2000-05-01", birthYear: null, email: null, notes: null, createdAt: "2024-01-01T00:00:00.000Z" }]),
    );
    fireEvent.click(screen.getByRole("button", { name: en.dashboardStates.retry }));
    expect(await screen.findByTestId("birthday-row")).toHaveTextContent("Ona");
    expect(screen.queryByRole("alert")).toBeNull();
    // The list twice (the birthdays' group cards are fetched beside it, decision 044).
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/birthdays")).toHaveLength(2);
  });

  it("shows a birthday's group card on its row once the cards are in (decision 044)", async () => {
    const ona = { id: 1, name: "Ona", date: "2000-05-01", birthYear: null, email: null, notes: null, createdAt: "2024-01-01T00:00:00.000Z" };
    const jonas = { ...ona, id: 2, name: "Jonas", date: "2000-06-01" };
    fetchMock.mockImplementation(async (url: string) =>
      url === "/api/group-cards/birthdays"
        ? jsonResponse(200, { 1: { id: 9, slug: "ona-abc", contributionsCount: 1, delivered: false } })
        : jsonResponse(200, [ona, jonas]),
    );
    renderInDashboard(<BirthdaysView heading={heading} today={{ year: 2026, month: 11, day: 23 }} />);
    const open = await screen.findByRole("link", { name: "Open the group card for Ona" });
    expect(open).toHaveAttribute("href", "/group-cards/ona-abc");
    expect(screen.getByTestId("birthday-group-card-status")).toHaveTextContent("1 message");
    expect(screen.getByRole("link", { name: "Make a group card for Jonas" })).toHaveAttribute("href", "/create-group-card?birthday=2");
  });

  it("invites the first birthday and an import when the list is empty, and opens in the month mode from the address", async () => {
    search = "view=month";
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    renderInDashboard(<BirthdaysView heading={heading} today={{ year: 2026, month: 11, day: 23 }} />);
    expect(await screen.findByTestId("birthdays-empty")).toHaveTextContent(en.birthdays.list.emptyTitle);
    expect(screen.getByRole("button", { name: en.birthdays.list.emptyImport })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.birthdays.views.month })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: en.birthdays.views.list })).toHaveAttribute("aria-pressed", "false");
  });
});
