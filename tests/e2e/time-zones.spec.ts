import { expect, test } from "@playwright/test";
import { signInAsNewUser, visibleTestId } from "./support/sign-in";

// The first sign-in records the browser's zone.
test.use({ timezoneId: "Europe/Vilnius" });

test("the Russian settings page names time-zone cities in Russian, and the list finds one typed in English", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });
  await signInAsNewUser(page, "ru");
  await page.goto("/ru/dashboard/settings");
  await expect(visibleTestId(page, "reminders-time")).toContainText("Вильнюс (Европа)");

  await visibleTestId(page, "reminders-edit").click();
  const zone = page.getByRole("dialog").getByTestId("time-zone");
  await expect(zone).toHaveText("Вильнюс (Европа)");
  await zone.click();
  await expect(page.getByRole("option", { name: "Нью-Йорк", exact: true })).toBeVisible();
  await page.keyboard.type("mosc");
  await expect(page.getByRole("option", { name: "Москва", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(zone).toHaveText("Москва (Европа)");
  await visibleTestId(page, "reminders-save").click();
  await expect(visibleTestId(page, "reminders-time")).toContainText("Москва (Европа)");

  // The Russian table came with the page; the Lithuanian one was never sent.
  expect(scripts.some((script) => script.includes("Niujorkas"))).toBe(false);
  expect(await page.content()).not.toContain("Niujorkas");
});
