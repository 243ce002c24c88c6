import { expect, test } from "@playwright/test";
import en from "../../messages/en.json";
import lt from "../../messages/lt.json";
import ru from "../../messages/ru.json";
import { signInAsNewUser } from "./support/sign-in";

const catalogues = { en, lt, ru };
const prefixes = { en: "", lt: "/lt", ru: "/ru" };

test.describe("landing page", () => {
  for (const locale of ["en", "lt", "ru"] as const) {
    test(`renders in ${locale}`, async ({ page }) => {
      const t = catalogues[locale];
      await page.goto(prefixes[locale] || "/");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.landing.heroTitle);
      await expect(page).toHaveTitle(t.meta.landingTitle);
      for (const badge of [t.landing.badgeFree, t.landing.badgeNoAds, t.landing.badgeNoSpam]) {
        await expect(page.getByText(badge, { exact: true })).toBeVisible();
      }
      const features = page.getByRole("region", { name: t.landing.featuresTitle });
      for (const feature of ["featurePasswordlessTitle", "featureGiftsTitle", "featureRemindersTitle"] as const) {
        await expect(features.getByRole("heading", { level: 3, name: t.landing[feature] })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: t.footer.privacyPolicy })).toBeVisible();
      await expect(page.getByRole("link", { name: t.footer.termsOfService })).toBeVisible();
    });

    test(`shows the product in ${locale}: the dashboard, a group card and how it works`, async ({ page }) => {
      const t = catalogues[locale];
      const sample = t.landing.showcase;
      await page.goto(prefixes[locale] || "/");
      await expect(page.getByRole("heading", { level: 2, name: sample.title })).toBeVisible();

      // The dashboard: three birthdays, today's first, its date today's.
      const dashboard = page.getByTestId("showcase-dashboard");
      const cards = dashboard.getByTestId("birthday-card");
      await expect(cards).toHaveCount(3);
      await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(sample.birthdays.today.name);
      await expect(cards.first().getByTestId("birthday-countdown")).toHaveText(t.birthdays.card.today);
      await expect(cards.nth(1).getByTestId("birthday-countdown")).toHaveText(t.birthdays.card.tomorrow);
      const today = new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", timeZone: "UTC" }).format(new Date());
      await expect(cards.first().getByTestId("birthday-date")).toHaveText(today);
      await expect(dashboard.getByText(t.birthdays.stats.total, { exact: true })).toBeVisible();

      // The group card for today's birthday person, with messages from friends.
      const card = page.getByTestId("showcase-card").getByTestId("card-preview");
      await expect(card).toHaveAttribute("data-theme", "default");
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(sample.card.title);
      await expect(card).toContainText(t.groupCards.preview.for.replace("{name}", sample.birthdays.today.name));
      for (const friend of ["first", "second", "third"] as const) {
        await expect(card.getByText(sample.card[friend].text)).toBeVisible();
      }

      // How it works, with the five themes by name.
      await expect(page.getByRole("heading", { level: 2, name: t.landing.howItWorks.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: t.landing.howItWorks.groupCardsTitle })).toBeVisible();
      await expect(page.getByTestId("card-themes").getByRole("listitem")).toHaveText(Object.values(t.groupCards.themes));
    });
  }

  test("the product is drawn on the server, with no image and no script of its own", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('data-testid="showcase-dashboard"');
    expect(html).toContain('data-testid="card-preview"');
    expect(html).toContain(en.landing.showcase.card.first.text);
    expect(html).not.toMatch(/<img\b/);
  });

  test("the call-to-action and the header button open the sign-in dialog", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("hero-cta").click();
    await expect(page.getByRole("dialog", { name: en.authDialog.loginTitle })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("header-login").click();
    await expect(page.getByRole("dialog", { name: en.authDialog.loginTitle })).toBeVisible();
  });

  test("a production build shows no test-login link", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(en.footer.testLogin)).toHaveCount(0);
  });

  // Overflow, clipped text and axe on every page, width, theme and language: page-checks.spec.ts.
  for (const locale of ["en", "lt", "ru"] as const) {
    test(`${locale} on a 360 px phone: the header's login button shows and the CTA opens sign-in`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(prefixes[locale] || "/");
      await expect(page.getByTestId("header-login")).toBeVisible();
      await page.getByTestId("hero-cta").click();
      await expect(page.getByRole("dialog", { name: catalogues[locale].authDialog.loginTitle })).toBeVisible();
    });
  }
});

test.describe("query-flag toasts", () => {
  const flags = [
    ["?verified=true", "Email verified successfully", "You can now sign in to your account."],
    ["?error=verification-failed", "Verification failed", "The verification link is invalid or has expired."],
    ["?error=authentication-failed", "Authentication failed", "The login link is invalid or has expired."],
  ] as const;

  for (const [query, title, description] of flags) {
    test(`${query} shows "${title}" once and leaves the URL`, async ({ page }) => {
      await page.goto(`/${query}`);
      const toast = page.locator("[data-sonner-toast]");
      await expect(toast).toContainText(title);
      await expect(toast).toContainText(description);
      await expect(page).toHaveURL((url) => url.search === "");
    });
  }

  test("the toast speaks the page's language", async ({ page }) => {
    await page.goto("/ru?error=authentication-failed");
    await expect(page.locator("[data-sonner-toast]")).toContainText(ru.flags.authenticationFailedTitle);
  });
});

test.describe("language switching", () => {
  test("the footer buttons rewrite the path and the choice survives a reload", async ({ page }) => {
    await page.goto("/privacy-policy");
    await page.getByRole("navigation", { name: en.language.switcherLabel }).getByRole("link", { name: "Lietuvių" }).click();
    await expect(page).toHaveURL(/\/lt\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lt.privacy.title);
    expect(await page.evaluate(() => localStorage.getItem("confetti-locale"))).toBe("lt");
    const cookie = (await page.context().cookies()).find((each) => each.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("lt");
    // Asked for 10 years; Chromium keeps no cookie longer than 400 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.reload();
    await expect(page).toHaveURL(/\/lt\/privacy-policy$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/lt$/);

    await page.getByRole("navigation", { name: lt.language.switcherLabel }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.landing.heroTitle);
    await page.reload();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("a /lt or /ru link shows its language without changing the stored one", async ({ page, request }) => {
    const storedLocale = async () => (await page.context().cookies()).find((each) => each.name === "NEXT_LOCALE")?.value;
    for (const path of ["/lt", "/ru/privacy-policy", "/en/terms-of-service"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["set-cookie"] ?? "", path).not.toMatch(/NEXT_LOCALE/);
    }

    await page.goto("/ru/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.privacy.title);
    expect(await storedLocale()).toBeUndefined();
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    // Only the picker chooses; a link in another language afterwards leaves the choice alone.
    await page.getByRole("combobox", { name: en.language.choose }).selectOption("lt");
    await expect(page).toHaveURL(/\/lt$/);
    await page.goto("/ru/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.terms.title);
    expect(await storedLocale()).toBe("lt");
    await page.goto("/");
    await expect(page).toHaveURL(/\/lt$/);
  });

  test("local storage restores a lost language cookie", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("confetti-locale", "ru"));
    await page.context().clearCookies();
    await page.reload();
    // The cookie comes back once the page has hydrated.
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value)
      .toBe("ru");
    await page.goto("/privacy-policy");
    await expect(page).toHaveURL(/\/ru\/privacy-policy$/);
  });

  test("the header picker switches from Russian to Lithuanian", async ({ page }) => {
    await page.goto("/ru/terms-of-service");
    await page.getByRole("combobox", { name: ru.language.choose }).selectOption("lt");
    await expect(page).toHaveURL(/\/lt\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lt.terms.title);
  });
});

test.describe("theme", () => {
  test("dark by default, light on request, remembered after a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("confetti-theme"))).toBe("light");
    const cookie = (await page.context().cookies()).find((each) => each.name === "confetti-theme");
    expect(cookie?.value).toBe("light");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The server renders the stored theme, so the first paint is already light.
    const response = await page.request.get("/");
    expect(await response.text()).toMatch(/<html[^>]*class="light\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("the icon-only toggle shows its label as a tooltip on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const tooltip = page.getByTestId("theme-toggle-tooltip");
    await expect(tooltip).toBeHidden();
    await page.getByTestId("theme-toggle").hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(en.theme.switchToLight, { useInnerText: true });
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await page.getByTestId("theme-toggle").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(tooltip).toBeVisible();
  });
});

test.describe("legal pages", () => {
  for (const [path, key] of [
    ["/privacy-policy", "privacy"],
    ["/terms-of-service", "terms"],
  ] as const) {
    for (const locale of ["en", "lt", "ru"] as const) {
      test(`${locale} ${path} is dated and leads back home`, async ({ page }) => {
        const t = catalogues[locale];
        await page.goto(`${prefixes[locale]}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t[key].title);
        await expect(page.getByText(t[key].lastUpdated)).toBeVisible();
        await page.getByRole("link", { name: t.common.backToHome }).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefixes[locale] || ""}/?$`));
      });
    }
  }

  test("the privacy policy states the collected data, the minimum age and read-only contacts", async ({ page }) => {
    await page.goto("/privacy-policy");
    const text = await page.locator("main").innerText();
    expect(text).toMatch(/13/);
    expect(text).toMatch(/read-only/i);
    expect(text).toMatch(/e-?mail/i);
    await page.goto("/terms-of-service");
    expect(await page.locator("main").innerText()).toMatch(/30 days/);
  });

  test("the privacy policy says local storage keeps the language and theme, never the sign-in", async ({ page }) => {
    const sayings = {
      en: ["your language and theme", "it never holds your sign-in"],
      lt: ["pasirinkta kalba ir tema", "prisijungimo duomenų ten niekada nesaugome"],
      ru: ["выбранный язык и тема", "данные о входе там не хранятся никогда"],
    };
    for (const [locale, phrases] of Object.entries(sayings)) {
      await page.goto(`${prefixes[locale as keyof typeof prefixes]}/privacy-policy`);
      for (const phrase of phrases) await expect(page.getByText(phrase)).toBeVisible();
    }
  });
});

test.describe("404", () => {
  // The page must be whole before any script runs: status, language, title,
  // text, header and footer are all in the server's HTML.
  const cases = [
    { path: "/no-such-page", locale: "en" },
    { path: "/lt/no-such-page", locale: "lt" },
    { path: "/ru/some/deep/path", locale: "ru" },
    // A path without a language prefix (as the admin area and the group cards have) speaks the chosen language.
    { path: "/backend/no-such-page", locale: "en" },
    { path: "/backend/no-such-page", locale: "ru", headers: { "accept-language": "ru-RU,ru;q=0.9" } },
    { path: "/backend/no-such-page", locale: "lt", headers: { cookie: "NEXT_LOCALE=lt", "accept-language": "ru" } },
  ] as const;
  for (const { path, locale, ...options } of cases) {
    const headers = "headers" in options ? options.headers : undefined;
    test(`${path} answers 404 with the ${locale} page rendered on the server${headers ? ` (${Object.keys(headers).join(", ")})` : ""}`, async ({ request }) => {
      const t = catalogues[locale];
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("__next_error__");
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(html).toContain(`<title>${t.meta.notFoundTitle}</title>`);
      expect(t.meta.notFoundTitle).toMatch(/ [–—] Confetti$/);
      // Next.js marks a 404 noindex itself: once, not twice.
      expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${t.notFound.title}</h1>`));
      expect(html).toContain(t.notFound.description);
      expect(html).toMatch(/<header[^>]*>[\s\S]*data-testid="header-login"[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[^>]*>[\s\S]*<\/footer>/);
    });
  }

  test("a miss among the group-card pages answers 404 in their slim frame, without the sign-in dialog's code", async ({ request }) => {
    // Next renders the root 404 into every page's payload: under the card pages it must bring no client code of its own.
    const response = await request.get("/group-cards/no/such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain("__next_error__");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${en.notFound.title}</h1>`));
    expect(html).toContain('data-testid="card-brand"');
    expect(html).not.toContain('data-testid="header-login"');
    expect(html).not.toContain("AuthDialogProvider");
  });

  test("an unknown card's address and its present mode answer 404 with Group Card Not Found in the server's HTML, in the chosen language", async ({ request }) => {
    for (const [path, locale] of [
      ["/group-cards/no-such-card-k3m9x2q7v4pa1", "en"],
      ["/group-cards/no-such-card-k3m9x2q7v4pa1/present", "en"],
      ["/group-cards/Not_A_Slug", "lt"],
    ] as const) {
      const response = await request.get(path, { headers: { cookie: `NEXT_LOCALE=${locale}` }, maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain("__next_error__");
      const markup = html.replace(/<script[\s\S]*?<\/script>/g, "");
      expect(markup, path).toMatch(new RegExp(`<h1[^>]*>${catalogues[locale].groupCards.card.notFoundTitle}</h1>`));
      expect(markup, path).toContain('data-testid="group-card-not-found"');
    }
  });

  test("an unknown path answers 404 with the Page Not Found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page).toHaveTitle("Page Not Found — Confetti");
  });

  test("/backend looks like any 404 to everyone but admins, title included", async ({ page, request }) => {
    const anonymous = await request.get("/backend");
    expect(anonymous.status()).toBe(404);
    expect(await anonymous.text()).not.toContain(en.dashboard.admin.metaTitle);

    await signInAsNewUser(page);
    const response = await page.goto("/backend");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
    await expect(page).toHaveTitle(en.meta.notFoundTitle);
    expect(await page.content()).not.toContain(en.dashboard.admin.metaTitle);
  });

  test("the 404 speaks the language of its prefix", async ({ page }) => {
    const response = await page.goto("/ru/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ru.notFound.title);
    await expect(page).toHaveTitle(ru.meta.notFoundTitle);
  });
});

test.describe("the header of a signed-in visitor", () => {
  test("links to the dashboard on the legal pages, the 404, unsubscribe and behind the greeting", async ({ page }) => {
    await signInAsNewUser(page, "lt");
    for (const path of ["/privacy-policy", "/lt/terms-of-service", "/ru/no-such-page", "/backend/no-such-page", "/unsubscribe", "/lt?login=success"]) {
      await page.goto(path);
      await expect(page.getByTestId("header-login"), path).toHaveCount(0);
      const dashboard = page.getByTestId("header-dashboard");
      const locale = (await page.locator("html").getAttribute("lang")) as keyof typeof catalogues;
      await expect(dashboard, path).toHaveText(catalogues[locale].nav.dashboard);
      await expect(dashboard, path).toHaveAttribute("href", locale === "en" ? "/dashboard" : `/${locale}/dashboard`);
    }
  });
});

test.describe("SEO and headers", () => {
  test("each page has its title, description, canonical, hreflang and social tags in the HTML", async ({ request, baseURL }) => {
    for (const path of ["/", "/lt/privacy-policy", "/ru/terms-of-service"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path === "/" ? "" : path}"`);
      for (const lang of ["en", "lt", "ru", "x-default"]) expect(html).toContain(`hrefLang="${lang}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary"');
    }
  });

  test("robots.txt and sitemap.xml list the public pages", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/lt", "/ru", "/privacy-policy", "/lt/terms-of-service", "/ru/privacy-policy"]) {
      expect(sitemap).toContain(`<loc>${baseURL}${path === "/" ? "/" : path}</loc>`);
    }
  });

  test("/favicon.ico, which browsers ask for by themselves, is the app's icon rather than a 404", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/x-icon");
    // An ICO directory: reserved 0, type 1 (icon), then its pictures.
    const body = await response.body();
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  test("responses carry the security headers", async ({ request }) => {
    for (const path of ["/", "/api/health"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["strict-transport-security"]).toContain("max-age=");
    }
  });

  test("pages run only scripts with their nonce, and nothing the policy refuses", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Before any page script: the policy's own report of everything it blocked.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ["/", "/lt/privacy-policy", "/ru/terms-of-service", "/no-such-page", "/auth/confirm?token=x"]) {
      const response = await page.goto(path);
      const scriptSources = /script-src ([^;]*)/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
      expect(scriptSources, path).toMatch(/^'nonce-[^']+' 'strict-dynamic'$/);
      expect(response!.headers()["content-security-policy"], path).toContain("img-src 'self' data: blob:;");
      // Every script the server wrote carries the nonce (JSON-LD is data, not run).
      const html = await response!.text();
      expect(html, path).toMatch(/<script[^>]*nonce=/);
      expect(html.match(/<script(?![^>]*(nonce=|application\/ld\+json))[^>]*>/g) ?? [], path).toEqual([]);
    }
    // The scripts ran: the page is interactive (in Russian, the language last visited).
    await page.goto("/ru");
    await page.getByTestId("header-login").click();
    await expect(page.getByRole("dialog", { name: ru.authDialog.loginTitle })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("pages start the Intl warm-up worker, and the policy allows it", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Before the page's first script: note every worker it starts.
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.assign(window, { startedWorkers: started });
      const BrowserWorker = window.Worker;
      window.Worker = class extends BrowserWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          started.push(String(url));
        }
      };
    });
    for (const path of ["/", "/lt", "/ru/privacy-policy"]) {
      await page.goto(path);
      const started = await page.evaluate(() => (window as unknown as { startedWorkers: string[] }).startedWorkers);
      expect(started, path).toEqual([expect.stringMatching(/^blob:/)]);
    }
    expect(violations).toEqual([]);
  });

  test("the health check reports the database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: true });
  });
});
