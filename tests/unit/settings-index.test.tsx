import { act, fireEvent, render, screen } from "@testing-library/react";
import { SettingsIndex } from "@/components/settings/settings-index";

// The settings page's section index (decision 028): anchor links, the
// section being read marked as the current one.

const sections = [
  { id: "profile", title: "Profile" },
  { id: "reminders", title: "Reminders" },
  { id: "your-data", title: "Your data" },
];

/** A stand-in for the browser's observer: the test says which sections cross the band. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Reports a change for the sections named, as the browser would after a scroll. */
  report(changes: Record<string, boolean>) {
    const entries = Object.entries(changes).map(
      ([id, isIntersecting]) => ({ target: document.getElementById(id)!, isIntersecting }) as unknown as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeAll(() => {
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

function renderPage() {
  return render(
    <>
      <SettingsIndex label="Settings sections" sections={sections} />
      {sections.map(({ id, title }) => (
        <section key={id} id={id}>
          <h2>{title}</h2>
        </section>
      ))}
    </>,
  );
}

const current = () =>
  screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "true")
    .map((link) => link.textContent);

describe("SettingsIndex", () => {
  it("links to each section by its anchor, the first marked as current", () => {
    renderPage();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Profile", "#profile"],
      ["Reminders", "#reminders"],
      ["Your data", "#your-data"],
    ]);
    expect(screen.getByRole("navigation", { name: "Settings sections" })).toBeInTheDocument();
    expect(current()).toEqual(["Profile"]);
    expect(FakeObserver.current!.observed.map((element) => element.id)).toEqual(["profile", "reminders", "your-data"]);
  });

  it("marks the first section crossing the band, and keeps the mark while none does", () => {
    renderPage();
    const observer = FakeObserver.current!;
    observer.report({ reminders: true });
    expect(current()).toEqual(["Reminders"]);
    // Two at once (a short section): the upper one.
    observer.report({ "your-data": true });
    expect(current()).toEqual(["Reminders"]);
    observer.report({ reminders: false });
    expect(current()).toEqual(["Your data"]);
    observer.report({ "your-data": false });
    expect(current()).toEqual(["Your data"]);
  });

  it("marks a clicked section at once, and stops observing when it goes", () => {
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole("link", { name: "Your data" }));
    expect(current()).toEqual(["Your data"]);
    const observer = FakeObserver.current!;
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
