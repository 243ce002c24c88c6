import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CalendarFeed } from "@/components/profile/calendar-feed";
import { ConfirmDialog, useConfirmDialog } from "@/components/ui/confirm-dialog";
import { createQueryClient } from "@/lib/site/query-client";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));

const fetchMock = mockFetch();

function TwoActions({ onKeep, onDrop }: { onKeep: () => void; onDrop: () => void }) {
  const { ask, dialog } = useConfirmDialog();
  return (
    <>
      <button onClick={() => ask({ title: "Keep it?", description: "It stays.", confirmLabel: "Keep", onConfirm: onKeep })}>
        keep
      </button>
      <button
        onClick={() =>
          ask({
            title: "Drop it?",
            description: "It goes.",
            details: <p>For good.</p>,
            confirmLabel: "Drop",
            destructive: true,
            onConfirm: onDrop,
          })
        }
      >
        drop
      </button>
      <ConfirmDialog {...dialog} cancelLabel="Cancel" />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("says what the asking action gave it, and runs only that action on confirm", () => {
    const onKeep = jest.fn();
    const onDrop = jest.fn();
    render(<TwoActions onKeep={onKeep} onDrop={onDrop} />);

    fireEvent.click(screen.getByRole("button", { name: "drop" }));
    const dialog = screen.getByRole("alertdialog", { name: "Drop it?" });
    expect(dialog).toHaveAccessibleDescription("It goes.");
    expect(dialog).toHaveTextContent("For good.");
    const drop = within(dialog).getByRole("button", { name: "Drop" });
    expect(drop.className).toContain("bg-destructive");
    fireEvent.click(drop);
    expect(onDrop).toHaveBeenCalledTimes(1);
    expect(onKeep).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "keep" }));
    const keep = within(screen.getByRole("alertdialog", { name: "Keep it?" })).getByRole("button", { name: "Keep" });
    expect(keep.className).not.toContain("bg-destructive");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onKeep).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("CalendarFeed confirmations", () => {
  function renderFeed() {
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <QueryClientProvider client={createQueryClient()}>
          <CalendarFeed initialActive />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
  }

  it("turns the feed off only after the destructive confirmation", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    renderFeed();
    fireEvent.click(screen.getByTestId("calendar-feed-turn-off"));
    const dialog = screen.getByRole("alertdialog", { name: en.calendarFeed.turnOffTitle });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: en.calendarFeed.turnOffConfirm }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", en.calendarFeed.turnedOff));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/calendar-feed", expect.objectContaining({ method: "DELETE" }));
  });

  it("makes a new address after the regenerate confirmation", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { url: "http://localhost/api/calendar/abc.ics" }));
    renderFeed();
    fireEvent.click(screen.getByTestId("calendar-feed-regenerate"));
    const dialog = screen.getByRole("alertdialog", { name: en.calendarFeed.regenerateTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: en.calendarFeed.regenerateConfirm }));
    await waitFor(() => expect(screen.getByTestId("calendar-feed-url")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/calendar-feed", expect.objectContaining({ method: "POST" }));
  });
});
