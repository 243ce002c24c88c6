import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { RemindersPanel } from "@/components/reminders/reminders-panel";
import type { ReminderOverview } from "@/lib/reminders/settings";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import type { CurrentUserProfile } from "@/lib/users/profile";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
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

const catalogues = { en, lt, ru };

const user: CurrentUserProfile = {
  id: 1,
  email: "ann@example.com",
  name: "Ann",
  birthday: null,
  birthYear: null,
  googleContactsImported: false,
  locale: "en",
  timeZone: "Europe/Vilnius",
  isAdmin: false,
};

const overview: ReminderOverview = {
  settings: { enabled: true, offsets: [7, 1, 0], sendHour: 9, timeZone: "Europe/Vilnius" },
  status: { lastSentAt: null, failedCount: 0, lastFailedAt: null },
};

function renderPanel(
  locale: keyof typeof catalogues = "en",
  changes: { settings?: Partial<ReminderOverview["settings"]>; status?: Partial<ReminderOverview["status"]> } = {},
) {
  const initial = {
    settings: { ...overview.settings, ...changes.settings },
    status: { ...overview.status, ...changes.status },
  };
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        <RemindersPanel initial={initial} user={{ ...user, timeZone: initial.settings.timeZone }} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("RemindersPanel", () => {
  it.each([
    ["en", [7, 1, 0], "7 days before, 1 day before, and on the day"],
    ["en", [30, 14], "30 days before and 14 days before"],
    ["en", [0], "on the day"],
    ["lt", [7, 1, 0], "prieš 7 dienas, prieš 1 dieną ir gimtadienio dieną"],
    ["lt", [30, 14, 7], "prieš 30 dienų, prieš 14 dienų ir prieš 7 dienas"],
    ["ru", [7, 1, 0], "за 7 дней, за 1 день и в день рождения"],
    ["ru", [30, 14, 1], "за 30 дней, за 14 дней и за 1 день"],
  ] as const)("in %s, says which reminders go out for %j", (locale, offsets, phrase) => {
    renderPanel(locale, { settings: { offsets: [...offsets] } });
    expect(text("reminders-offsets")).toBe(phrase);
  });

  it.each([
    ["en", "at 9:00 AM, Vilnius (Europe)"],
    ["lt", "09:00, Vilnius (Europa)"],
    ["ru", "в 09:00, Vilnius (Европа)"],
  ] as const)("in %s, gives the local hour and the zone", (locale, time) => {
    renderPanel(locale);
    expect(text("reminders-time")).toBe(time);
  });

  it("says whether reminders are on", () => {
    const { unmount } = renderPanel("en");
    expect(text("reminders-state")).toBe("On");
    expect(screen.queryByTestId("reminders-off-hint")).not.toBeInTheDocument();
    unmount();
    renderPanel("en", { settings: { enabled: false } });
    expect(text("reminders-state")).toBe("Off");
    expect(screen.getByTestId("reminders-off-hint")).toBeInTheDocument();
  });

  it("shows when the last reminder went out, in the user's zone, or that none has", () => {
    const { unmount } = renderPanel("en");
    expect(text("reminders-last-sent")).toBe("No reminder sent yet");
    unmount();
    renderPanel("en", { status: { lastSentAt: "2026-05-16T06:00:00.000Z" } });
    expect(text("reminders-last-sent")).toBe("Last reminder sent May 16, 2026, 9:00 AM");
  });

  it.each([
    ["en", 1, "1 reminder could not be delivered in the last 30 days."],
    ["en", 3, "3 reminders could not be delivered in the last 30 days."],
    ["lt", 1, "Per pastarąsias 30 dienų nepavyko pristatyti 1 priminimo."],
    ["lt", 3, "Per pastarąsias 30 dienų nepavyko pristatyti 3 priminimų."],
    ["lt", 12, "Per pastarąsias 30 dienų nepavyko pristatyti 12 priminimų."],
    ["lt", 21, "Per pastarąsias 30 dienų nepavyko pristatyti 21 priminimo."],
    ["ru", 1, "За последние 30 дней не удалось доставить 1 напоминание."],
    ["ru", 3, "За последние 30 дней не удалось доставить 3 напоминания."],
    ["ru", 5, "За последние 30 дней не удалось доставить 5 напоминаний."],
    ["ru", 21, "За последние 30 дней не удалось доставить 21 напоминание."],
  ] as const)("in %s, warns that %i reminder(s) failed", (locale, failedCount, warning) => {
    renderPanel(locale, { status: { failedCount, lastFailedAt: "2026-05-16T06:00:00.000Z" } });
    const box = screen.getByTestId("reminders-failed");
    expect(within(box).getByText(warning)).toBeInTheDocument();
    expect(box).toHaveTextContent(catalogues[locale].reminders.failedHint);
  });

  it("shows no warning without failures", () => {
    renderPanel("en");
    expect(screen.queryByTestId("reminders-failed")).not.toBeInTheDocument();
  });
});

describe("ReminderSettingsDialog", () => {
  const dialog = () => screen.getByRole("dialog");
  const checkbox = (name: string) => within(dialog()).getByRole("checkbox", { name });
  const { choose, optionsOf } = selects((name) => within(dialog()).getByRole("combobox", { name }));

  function open() {
    fireEvent.click(screen.getByTestId("reminders-edit"));
    return dialog();
  }

  it("starts from the saved settings, offers 24 hours in the language's format, and all five offsets", () => {
    renderPanel("lt");
    open();
    expect(checkbox("Siųsti man priminimus el. paštu")).toBeChecked();
    expect(checkbox("Prieš 30 dienų")).not.toBeChecked();
    expect(checkbox("Prieš 14 dienų")).not.toBeChecked();
    expect(checkbox("Prieš 7 dienas")).toBeChecked();
    expect(checkbox("Prieš 1 dieną")).toBeChecked();
    expect(checkbox("Gimtadienio dieną")).toBeChecked();
    const hours = optionsOf("Siuntimo laikas");
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe("00:00");
    expect(hours[23]).toBe("23:00");
  });

  it("asks for at least one reminder and sends nothing without one", async () => {
    renderPanel("en");
    open();
    for (const name of ["7 days before", "1 day before", "On the day"]) fireEvent.click(checkbox(name));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await within(dialog()).findByRole("alert")).toHaveTextContent(en.validation.reminderOffsetsRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the chosen settings, updates the panel and closes", async () => {
    const saved: ReminderOverview = {
      settings: { enabled: false, offsets: [30, 7, 1, 0], sendHour: 18, timeZone: "Europe/Vilnius" },
      status: overview.status,
    };
    // The zone is the profile's too: the cached user is refetched after saving.
    // The PUT is answered only once "Saving..." has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/auth/me") return jsonResponse(200, { user: { ...user, timeZone: saved.settings.timeZone } });
      await answered;
      return jsonResponse(200, saved);
    });
    renderPanel("en");
    open();
    fireEvent.click(checkbox("Send me reminder e-mails"));
    fireEvent.click(checkbox("30 days before"));
    choose("Time of day", "6:00 PM");
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    expect(await within(dialog()).findByRole("button", { name: "Saving…" })).toBeDisabled();
    answer();

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/reminders/settings");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(init.body as string)).toEqual({
      enabled: false,
      offsets: [7, 1, 0, 30],
      sendHour: 18,
      timeZone: "Europe/Vilnius",
    });
    expect(showToast).toHaveBeenCalledWith("success", en.reminders.saveSuccess);
    expect(refresh).toHaveBeenCalled();
    expect(text("reminders-state")).toBe("Off");
    expect(text("reminders-offsets")).toBe("30 days before, 7 days before, 1 day before, and on the day");
    expect(text("reminders-time")).toBe("at 6:00 PM, Vilnius (Europe)");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/auth/me", expect.anything()));
  });

  it("shows the server's field messages and a toast when saving fails, and starts afresh when reopened", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: "validation_failed",
          message: en.errors.validationFailed,
          fields: { offsets: en.validation.reminderOffsetsInvalid },
        },
      }),
    );
    renderPanel("en");
    open();
    fireEvent.click(checkbox("14 days before"));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(within(dialog()).getByRole("alert")).toHaveTextContent(en.validation.reminderOffsetsInvalid),
    );
    expect(showToast).toHaveBeenCalledWith("error", en.common.error, { description: en.errors.validationFailed });

    fireEvent.click(within(dialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    open();
    expect(checkbox("14 days before")).not.toBeChecked();
    expect(within(dialog()).queryByRole("alert")).not.toBeInTheDocument();
  });
});
