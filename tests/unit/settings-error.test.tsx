import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import SettingsError from "@/app/[locale]/dashboard/settings/error";
import lt from "@/messages/lt.json";

// The settings page's error state: what failed, in the page's language,
// without the error's own text, and a way to try again.

it("says the settings could not be loaded, hides the error's text and retries on request", () => {
  const retry = jest.fn();
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { digest: "123" });
  render(
    <NextIntlClientProvider locale="lt" messages={lt} timeZone="UTC">
      <SettingsError error={error} retry={retry} />
    </NextIntlClientProvider>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(lt.settings.errorTitle);
  expect(screen.getByText(lt.settings.errorDescription)).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent("ECONNREFUSED");
  // Logged for whoever reads the browser's console.
  expect(log).toHaveBeenCalledWith(error);

  fireEvent.click(screen.getByRole("button", { name: lt.settings.retry }));
  expect(retry).toHaveBeenCalledTimes(1);
  log.mockRestore();
});
