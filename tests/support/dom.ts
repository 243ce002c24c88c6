import { fireEvent, screen, within } from "@testing-library/react";

// Helpers for component tests in jsdom: a mock fetch and its answers, and Radix Selects.

/**
 * Makes global.fetch a jest.fn() in every test of the file, reset before
 * each test (its calls and the answers queued for it). Call at the top level.
 */
export function mockFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  return fetchMock;
}

/** The little of a fetch Response that apiFetch reads (jsdom has no Response). */
export function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, statusText: "", text: async () => JSON.stringify(body) };
}

/** jsdom lacks what Radix's Select measures and scrolls with. */
export function supportRadixSelect(): void {
  Element.prototype.scrollIntoView = jest.fn();
  Element.prototype.hasPointerCapture = jest.fn(() => false);
  Element.prototype.releasePointerCapture = jest.fn();
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * Opening, choosing and listing the options of the Selects that `trigger`
 * finds by name. Options are found through the open listbox rather than
 * getByRole: with 128 years, computing every option's accessible name is
 * needlessly slow.
 */
export function selects(trigger: (name: string) => HTMLElement) {
  function openList(selectName: string): HTMLElement {
    fireEvent.click(trigger(selectName));
    return screen.getByRole("listbox");
  }
  return {
    openList,
    /** Opens a Select and picks an option by its visible text. */
    choose(selectName: string, option: string) {
      const item = within(openList(selectName)).getByText(option, { exact: true }).closest('[role="option"]');
      fireEvent.click(item!);
    },
    /** The options of a Select, read from its open list, which is then closed. */
    optionsOf(selectName: string): string[] {
      const list = openList(selectName);
      const names = Array.from(list.querySelectorAll('[role="option"]'), (option) => option.textContent ?? "");
      fireEvent.keyDown(list, { key: "Escape" });
      return names;
    },
  };
}

/**
 * The CSS-drawn tooltip of an icon-only control (CssTooltip): the label
 * beside it that CSS shows on hover and keyboard focus. jsdom applies no
 * stylesheet, so tests read the label; the showing is tested in a browser
 * (tests/e2e/public-pages.spec.ts, tests/e2e/dashboard-views.spec.ts).
 */
export function cssTooltipOf(control: HTMLElement): HTMLElement {
  const tooltip = control.closest(".css-tooltip")?.querySelector<HTMLElement>('[data-slot="css-tooltip"]');
  if (!tooltip) throw new Error("no CSS tooltip beside this control");
  expect(tooltip).toHaveAttribute("aria-hidden", "true");
  return tooltip;
}

/**
 * jsdom has no `matchMedia`: this one answers `(max-width: N px)` queries as
 * a screen `width` pixels wide would (and no others), without change events.
 */
export function mockScreenWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const maxWidth = /^\(max-width: (\d+)px\)$/.exec(query);
    if (!maxWidth) throw new Error(`mockScreenWidth does not answer ${query}`);
    return {
      matches: width <= Number(maxWidth[1]),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
