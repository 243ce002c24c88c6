import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { BroadcastChannel as NodeBroadcastChannel } from "node:worker_threads";
import { GoogleImportCard } from "@/components/import-export/google-import";
import { AUTH_CALLBACK_STATUS } from "@/components/import-export/use-google-import";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import lt from "@/messages/lt.json";

// The dashboard's side of the Google popup: the popup opens in the click,
// only this origin's status messages count, and closing the popup ends the
// importing state (decision 040).

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const t = lt.googleImport;
let popup: { closed: boolean; focus: jest.Mock };
let open: jest.SpyInstance;

beforeAll(() => {
  // jsdom has no BroadcastChannel; Node's behaves as the browser's within one process.
  global.BroadcastChannel ??= NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
  popup = { closed: false, focus: jest.fn() };
  open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
});

afterEach(() => {
  open.mockRestore();
  jest.useRealTimers();
});

function renderCard() {
  render(
    <NextIntlClientProvider locale="lt" messages={lt} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        <GoogleImportCard />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const status = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });

const success = { type: AUTH_CALLBACK_STATUS, status: "success", result: { count: 2, created: 2, updated: 0, unchanged: 0, skipped: 1 } };

it("opens the 500×600 popup at the start address with the page's language, in the click itself", () => {
  renderCard();
  fireEvent.click(screen.getByRole("button", { name: t.cardAction }));
  expect(open).toHaveBeenCalledWith("/api/google/start?locale=lt", "confetti-google-import", expect.stringMatching(/popup,width=500,height=600/));
  expect(screen.getByRole("button", { name: t.importing })).toBeDisabled();
});

it("ignores status messages from other origins and others' shapes, and takes this origin's success once", () => {
  renderCard();
  fireEvent.click(screen.getByRole("button", { name: t.cardAction }));
  status(success, "https://evil.example");
  status({ type: "SOMETHING_ELSE", status: "success" });
  status({ type: AUTH_CALLBACK_STATUS, status: "importing" });
  expect(screen.getByRole("button", { name: t.importing })).toBeDisabled();
  expect(showToast).not.toHaveBeenCalled();

  status(success);
  status(success);
  expect(screen.getByRole("button", { name: t.cardAction })).toBeEnabled();
  expect(showToast).toHaveBeenCalledTimes(1);
  expect(showToast).toHaveBeenCalledWith("success", t.successTitle, {
    description: "Pridėti 2 nauji gimtadieniai. Praleistas 1 kontaktas: jame nėra gimtadienio arba jis jau yra jūsų sąraše.",
  });
  expect(refresh).toHaveBeenCalled();
});

it("shows the popup's error text and ends the import", () => {
  renderCard();
  fireEvent.click(screen.getByRole("button", { name: t.cardAction }));
  status({ type: AUTH_CALLBACK_STATUS, status: "error", message: t.errorDenied });
  expect(showToast).toHaveBeenCalledWith("error", t.errorTitle, { description: t.errorDenied });
  expect(screen.getByRole("button", { name: t.cardAction })).toBeEnabled();
  expect(refresh).not.toHaveBeenCalled();
});

it("ends the importing state when the popup is closed", () => {
  renderCard();
  fireEvent.click(screen.getByRole("button", { name: t.cardAction }));
  popup.closed = true;
  act(() => {
    jest.advanceTimersByTime(600);
  });
  expect(screen.getByRole("button", { name: t.cardAction })).toBeEnabled();
  expect(showToast).not.toHaveBeenCalled();
});
