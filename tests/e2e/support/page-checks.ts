import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The checks every page and dialog must pass (docs/design.md, "Phones";
// decision 030): nothing sticks out sideways, no text is cut off, and axe
// finds nothing serious. Each returns its problems as sentences, so a failure
// names the element.

/** Text closer than this to a side of the screen touches it. */
const MIN_TEXT_MARGIN = 8;

/**
 * What is wrong at the sides of the screen: sideways scrolling, elements
 * sticking out, text touching an edge. Content clipped by a scrolling or
 * clipping box is judged by that box; hidden text for screen readers is
 * left out.
 */
export function sideProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTextMargin) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);

    const describe = (element: Element) => {
      const id = element.getAttribute("data-testid");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ""}> "${text}"`;
    };
    /** Whether a box (or, for text, its own element too) clips what is inside it. */
    const clipped = (element: Element, self = false): boolean => {
      for (let parent = self ? element : element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" || style.clipPath !== "none" || style.clip !== "auto") return true;
      }
      return false;
    };
    const invisible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility === "hidden" || style.clip !== "auto" || style.clipPath !== "none" || Number(style.opacity) === 0;
    };

    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || invisible(element) || clipped(element)) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${describe(element)} sticks out: ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || invisible(parent) || clipped(parent, true) || parent.closest("script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        if (line.left < minTextMargin || line.right > width - minTextMargin) {
          problems.push(`${describe(parent)} touches the edge: text at ${Math.round(line.left)}–${Math.round(line.right)} px`);
          break;
        }
      }
    }
    return problems;
  }, MIN_TEXT_MARGIN);
}

/**
 * Text that is cut off: text or an icon that spills out of its button (a
 * <button>, role="button", or a link drawn as one, data-slot="button"), and
 * text that a box with overflow hidden or clip (truncate, line-clamp, fixed
 * heights) cuts without the whole text in a title attribute on it or around
 * it. Scrolling boxes are fine (the rest is a scroll away), and so are
 * screen-reader-only texts and things not shown. With a dialog open, only the
 * dialog is read: the page behind it is checked on its own.
 */
export function clippedTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** Sub-pixel rounding and glyph overhang are not clipping. */
    const TOLERANCE = 1;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.getAttribute("data-testid");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ""}> "${text}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    /** The screen-reader-only pattern: a 1 px box or a clip. */
    const screenReaderOnly = (element: Element) => {
      for (let each: Element | null = element; each && each !== document.body; each = each.parentElement) {
        const style = getComputedStyle(each);
        const box = each.getBoundingClientRect();
        if (style.clip !== "auto" || style.clipPath !== "none" || (box.width <= 1 && box.height <= 1)) return true;
      }
      return false;
    };
    /** The boxes a text or an icon occupies on screen. */
    const contentBoxes = (node: Node): DOMRect[] => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (!node.textContent?.trim()) return [];
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].filter((rect) => rect.width > 0);
      }
      return [(node as Element).getBoundingClientRect()];
    };
    const outside = (rect: DOMRect, box: DOMRect) =>
      rect.left < box.left - TOLERANCE ||
      rect.right > box.right + TOLERANCE ||
      rect.top < box.top - TOLERANCE ||
      rect.bottom > box.bottom + TOLERANCE;

    const dialogs = [...document.body.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(shown);
    const roots = dialogs.length > 0 ? dialogs : [document.body];

    // Buttons: every text and icon inside the button's border box. Absolutely
    // placed pieces (the theme toggle's tooltip) are not its content.
    const buttons = roots.flatMap((root) => [...root.querySelectorAll('button, [role="button"], [data-slot="button"]')]);
    for (const button of buttons) {
      if (!shown(button) || screenReaderOnly(button)) continue;
      const box = button.getBoundingClientRect();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
        acceptNode(node) {
          if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
          const element = node as Element;
          const position = getComputedStyle(element).position;
          if (!shown(element) || position === "absolute" || position === "fixed") return NodeFilter.FILTER_REJECT;
          // Icons count as a whole; other elements only through their text.
          return element.namespaceURI === "http://www.w3.org/2000/svg" && element.localName === "svg"
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_SKIP;
        },
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE && screenReaderOnly(node.parentElement!)) continue;
        const spill = contentBoxes(node).find((rect) => outside(rect, box));
        if (spill) {
          problems.push(
            `${describe(button)} is too small for its content: ${Math.round(spill.width)}×${Math.round(spill.height)} px at ${Math.round(spill.left - box.left)},${Math.round(spill.top - box.top)} in ${Math.round(box.width)}×${Math.round(box.height)} px`,
          );
          break;
        }
      }
    }

    // Text cut by a clipping box on its way up to the first scrolling one.
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript") || !shown(parent) || screenReaderOnly(parent))
          continue;
        const lines = contentBoxes(node);
        for (let box: Element | null = parent; box && box !== document.documentElement; box = box.parentElement) {
          const style = getComputedStyle(box);
          const scrolls = [style.overflowX, style.overflowY].some((overflow) => overflow === "auto" || overflow === "scroll");
          if (scrolls) break;
          const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
          const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
          if (!clipsX && !clipsY) continue;
          // The padding box: the border is not room for text.
          const outer = box.getBoundingClientRect();
          const left = outer.left + box.clientLeft;
          const top = outer.top + box.clientTop;
          const inner = new DOMRect(left, top, box.clientWidth, box.clientHeight);
          const cut = lines.some(
            (line) =>
              (clipsX && (line.left < inner.left - TOLERANCE || line.right > inner.right + TOLERANCE)) ||
              (clipsY && (line.top < inner.top - TOLERANCE || line.bottom > inner.bottom + TOLERANCE)),
          );
          if (!cut) continue;
          const text = node.textContent.trim();
          const titled = parent.closest("[title]")?.getAttribute("title") ?? "";
          if (!titled.includes(text)) problems.push(`${describe(parent)} is cut off by ${describe(box)} and no title gives the whole text`);
          break;
        }
      }
    }
    return problems;
  });
}

/** Dialogs and toasts animate in: judge them where they come to rest. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** Nothing sticks out, touches the edge or is cut off (see sideProblems and clippedTextProblems). */
export async function expectFits(page: Page, screen: string) {
  await settleAnimations(page);
  expect([...(await sideProblems(page)), ...(await clippedTextProblems(page))], screen).toEqual([]);
}

/**
 * The page checks of one screen, each reported on its own (soft), so one
 * run names every problem: nothing sideways, nothing cut off, no serious
 * axe violation.
 */
export async function expectPageChecks(page: Page, screen: string) {
  await settleAnimations(page);
  expect.soft(await sideProblems(page), `${screen}: sideways`).toEqual([]);
  expect.soft(await clippedTextProblems(page), `${screen}: cut off`).toEqual([]);
  expect.soft(await seriousAxeViolations(page), `${screen}: axe`).toEqual([]);
}

/** Serious and critical axe violations (the impacts issue 11 forbids), one line each with the elements. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Violations only: collecting every passing node as well takes about as long again.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
