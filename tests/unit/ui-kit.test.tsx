import "@testing-library/jest-dom";
import Link from "next/link";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ThemeProvider } from "@/components/site/theme-provider";
import { ToasterHost } from "@/components/site/toaster-host";
import { TOAST_DURATION_MS, Toaster, VISIBLE_TOASTS } from "@/components/ui/sonner";
import { showToast } from "@/lib/site/toast";
import { mockScreenWidth } from "../support/dom";
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@/components/ui/tooltip";

describe("Button", () => {
  it("applies the default variant and size", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveClass("bg-primary", "h-10");
  });

  it("switches styles per variant and size", () => {
    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline" size="sm">
          Cancel
        </Button>
        <Button variant="link">More</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass("bg-destructive");
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(cancel).toHaveClass("border-input", "h-9");
    expect(cancel).not.toHaveClass("bg-primary", "h-10");
    expect(screen.getByRole("button", { name: "More" })).toHaveClass("text-primary");
  });

  it("lets a caller class override a conflicting variant class", () => {
    render(<Button className="h-12">Tall</Button>);
    const button = screen.getByRole("button", { name: "Tall" });
    expect(button).toHaveClass("h-12");
    expect(button).not.toHaveClass("h-10");
  });

  it("renders its child instead of a <button> with asChild", () => {
    render(
      <Button asChild variant="secondary">
        <Link href="/dashboard">Dashboard</Link>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Dashboard" });
    expect(link).toHaveAttribute("href", "/dashboard");
    expect(link).toHaveClass("bg-secondary");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("Dialog", () => {
  function renderDialog(closeLabel?: string) {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add birthday</Button>
        </DialogTrigger>
        <DialogContent closeLabel={closeLabel}>
          <DialogTitle>New birthday</DialogTitle>
          <DialogDescription>Who should we remind you about?</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
  }

  it("opens on trigger click with an accessible name and description", () => {
    renderDialog();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add birthday" }));

    const dialog = screen.getByRole("dialog", { name: "New birthday" });
    expect(dialog).toHaveAccessibleDescription("Who should we remind you about?");
  });

  it("closes from its labelled close button", () => {
    renderDialog("Uždaryti");
    fireEvent.click(screen.getByRole("button", { name: "Add birthday" }));

    fireEvent.click(screen.getByRole("button", { name: "Uždaryti" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("timing constants", () => {
  it("uses the specified tooltip delays", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("uses the specified toast duration and count", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(VISIBLE_TOASTS).toBe(1);
  });
});

describe("Toaster", () => {
  beforeEach(() => mockScreenWidth(1280));

  it.each([
    [1280, "bottom", "right"],
    [601, "bottom", "right"],
    // A phone: a toast across the screen's foot would lie over a dialog's buttons.
    [600, "top", "center"],
    [360, "top", "center"],
  ])("on a screen %i px wide, comes from the %s %s", async (width, y, x) => {
    mockScreenWidth(width);
    render(
      <ThemeProvider initialTheme="dark">
        <Toaster />
      </ThemeProvider>,
    );
    act(() => void toast("Saved"));
    const list = (await screen.findByText("Saved")).closest("ol");
    expect(list).toHaveAttribute("data-y-position", y);
    expect(list).toHaveAttribute("data-x-position", x);
  });

  it("is reachable with F8 and shows only the newest toast", async () => {
    render(
      <ThemeProvider initialTheme="dark">
        <Toaster />
      </ThemeProvider>,
    );
    expect(screen.getByRole("region", { name: /F8/ })).toBeInTheDocument();

    act(() => {
      toast("First");
      toast("Second");
    });

    await screen.findByText("Second");
    const visible = screen.getAllByRole("listitem").filter((item) => item.getAttribute("data-visible") === "true");
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent("Second");
  });

  it("shows a failure as a destructive alert with its description, and a success as neither", async () => {
    // The way the app shows toasts: showToast, and the host that loads sonner on the first one.
    render(
      <ThemeProvider initialTheme="dark">
        <ToasterHost />
      </ThemeProvider>,
    );
    act(() => showToast("error", "Failed to add birthday", { description: "Please sign in." }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to add birthday");
    expect(alert).toHaveTextContent("Please sign in.");
    const failure = alert.closest("[data-sonner-toast]");
    expect(failure).toHaveAttribute("data-type", "error");
    expect(failure).toHaveClass("bg-destructive!", "text-destructive-foreground!");

    act(() => showToast("success", "Birthday added successfully"));
    const success = (await screen.findByText("Birthday added successfully")).closest("[data-sonner-toast]");
    expect(success).not.toHaveClass("bg-destructive!");
    expect(success?.querySelector('[role="alert"]')).toBeNull();
  });
});
