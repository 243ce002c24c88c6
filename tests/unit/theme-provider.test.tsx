import { act, render, screen } from "@testing-library/react";
import { ThemeProvider, useTheme } from "@/components/site/theme-provider";
import { THEME_COOKIE, THEME_STORAGE_KEY, type Theme } from "@/lib/site/theme";

function Probe() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme === "dark" ? "light" : "dark")}>
      {theme}
    </button>
  );
}

/** The page as the server drew it: the html element already has the cookie's theme. */
function renderDrawnAs(theme: Theme) {
  document.documentElement.className = theme;
  return render(
    <ThemeProvider initialTheme={theme}>
      <Probe />
    </ThemeProvider>,
  );
}

function clearCookie() {
  document.cookie = `${THEME_COOKIE}=; path=/; max-age=0`;
}

function themeCookie(): string | undefined {
  return document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${THEME_COOKIE}=`))
    ?.split("=")[1];
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
});

describe("ThemeProvider", () => {
  it("keeps the theme the server drew and remembers it in the cookie and local storage", () => {
    renderDrawnAs("light");
    expect(screen.getByRole("button")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
    expect(themeCookie()).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("switches the html class and both stores on request", () => {
    renderDrawnAs("dark");
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(document.documentElement.style.colorScheme).toBe("light");
    expect(themeCookie()).toBe("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("restores a theme kept only in local storage when the cookie is gone", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderDrawnAs("dark");
    expect(screen.getByRole("button")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
    expect(themeCookie()).toBe("light");
  });

  it("lets the cookie win over local storage, as the server did", () => {
    document.cookie = `${THEME_COOKIE}=dark; path=/`;
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    renderDrawnAs("dark");
    expect(screen.getByRole("button")).toHaveTextContent("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("follows another tab's switch", () => {
    renderDrawnAs("dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "light" }));
    });
    expect(screen.getByRole("button")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
  });

  it("ignores a stored value that is not a theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "neon");
    renderDrawnAs("dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "neon" }));
    });
    expect(screen.getByRole("button")).toHaveTextContent("dark");
    expect(document.documentElement).toHaveClass("dark");
  });
});
