import { fireEvent, render, screen, within } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { TimeZoneCitiesProvider } from "@/components/profile/time-zone-naming";
import { TimeZoneSelect } from "@/components/profile/time-zone-select";
import {
  describeTimeZone,
  findTimeZone,
  timeZoneGroups,
  timeZoneName,
  timeZoneNaming,
  type TimeZoneNaming,
} from "@/components/profile/time-zones";
import { loadTimeZoneCities, type TimeZoneCities } from "@/lib/dates/time-zone-cities";
import { locales, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { supportRadixSelect } from "../support/dom";

beforeAll(supportRadixSelect);

const messages = { en, lt, ru };
const tables = {} as Record<Locale, TimeZoneCities>;
beforeAll(async () => {
  for (const locale of locales) tables[locale] = await loadTimeZoneCities(locale);
});

function naming(locale: Locale): TimeZoneNaming {
  const t = createTranslator({ locale, messages: messages[locale], namespace: "profile" });
  return timeZoneNaming(locale, tables[locale], t);
}

const city = (id: string, locale: Locale) => describeTimeZone(id, tables[locale]).city;
const offered = (locale: Locale) => timeZoneGroups([], naming(locale)).flatMap((group) => group.zones);

describe("time-zone names", () => {
  it.each([
    ["Europe/Moscow", "Moscow", "Maskva", "Москва"],
    ["Europe/Vilnius", "Vilnius", "Vilnius", "Вильнюс"],
    ["America/New_York", "New York", "Niujorkas", "Нью-Йорк"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires, Argentina", "Buenos Airės", "Буэнос-Айрес"],
  ])("names %s in English, Lithuanian and Russian", (id, inEnglish, inLithuanian, inRussian) => {
    expect([city(id, "en"), city(id, "lt"), city(id, "ru")]).toEqual([inEnglish, inLithuanian, inRussian]);
  });

  it("knows a renamed zone by its old and its new id", () => {
    expect(city("Asia/Calcutta", "ru")).toBe("Калькутта");
    expect(city("Asia/Kolkata", "ru")).toBe("Калькутта");
    expect(city("Europe/Kiev", "en")).toBe("Kyiv");
    expect(city("Europe/Kyiv", "lt")).toBe("Kijevas");
  });

  it("labels a zone through the message pattern with the region translated; UTC stays UTC", () => {
    expect(timeZoneName("Europe/Moscow", naming("ru"))).toBe("Москва (Европа)");
    expect(timeZoneName("Europe/Moscow", naming("lt"))).toBe("Maskva (Europa)");
    expect(timeZoneName("Europe/Moscow", naming("en"))).toBe("Moscow (Europe)");
    expect(timeZoneName("UTC", naming("ru"))).toBe("UTC");
  });

  it("falls back to the English name from the id for a zone the table lacks", () => {
    expect(describeTimeZone("America/Nowhere_Town", tables.ru).city).toBe("Nowhere Town");
    expect(describeTimeZone("America/Indiana/Nowhere", tables.lt).city).toBe("Nowhere, Indiana");
  });

  it.each(locales)("gives every zone the picker offers a label in %s", (locale) => {
    const zones = offered(locale);
    expect(zones.length).toBeGreaterThan(400);
    for (const zone of zones) expect(timeZoneName(zone.id, naming(locale)).trim()).not.toBe("");
  });

  it("has a Russian name for every zone of this runtime's list, so the table is not stale", () => {
    const latin = offered("ru").filter((zone) => zone.region !== "Other" && !/[а-яё]/i.test(zone.city));
    expect(latin.map((zone) => zone.id)).toEqual([]);
  });

  it("sorts cities as the page's language does", () => {
    const europe = (locale: Locale) =>
      timeZoneGroups([], naming(locale))
        .find((group) => group.region === "Europe")!
        .zones.map((zone) => zone.city);
    const ru = europe("ru");
    expect(ru.indexOf("Варшава")).toBeLessThan(ru.indexOf("Вильнюс")); // Warsaw after Vilnius in English
    const lt = europe("lt");
    expect(lt.indexOf("Ryga")).toBeLessThan(lt.indexOf("Roma")); // Lithuanian y sorts as i
    expect(lt).toEqual([...lt].sort(new Intl.Collator("lt").compare));
  });

  it("finds a city by its translated or its English name while typing", () => {
    const zones = offered("ru");
    expect(findTimeZone(zones, "мос", null)?.id).toBe("Europe/Moscow");
    expect(findTimeZone(zones, "Mosc", null)?.id).toBe("Europe/Moscow");
    expect(findTimeZone(zones, "new y", null)?.id).toBe("America/New_York");
    const firstM = findTimeZone(zones, "м", null)!;
    expect(findTimeZone(zones, "м", firstM.id)?.id).not.toBe(firstM.id);
  });
});

describe("TimeZoneSelect", () => {
  function renderSelect(locale: Locale, value: string, onValueChange = jest.fn()) {
    render(
      <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
        <TimeZoneCitiesProvider cities={tables[locale]}>
          <TimeZoneSelect
            id="zone"
            value={value}
            onValueChange={onValueChange}
            storedZone={value}
            deviceZone={null}
            invalid={false}
            describedBy={undefined}
          />
        </TimeZoneCitiesProvider>
      </NextIntlClientProvider>,
    );
    return screen.getByRole("combobox");
  }

  it("shows the chosen zone and the list in the page's language", () => {
    const trigger = renderSelect("ru", "Europe/Vilnius");
    expect(trigger).toHaveTextContent("Вильнюс (Европа)");
    fireEvent.click(trigger);
    const list = screen.getByRole("listbox");
    expect(within(list).getByRole("option", { name: "Нью-Йорк" })).toBeInTheDocument();
    expect(within(list).getByRole("group", { name: "Европа" })).toBeInTheDocument();
  });

  /** Keys pressed in the open list, at whichever option has the focus. */
  function type(text: string) {
    const list = screen.getByRole("listbox");
    for (const key of text) {
      const focused = document.activeElement;
      fireEvent.keyDown(focused && list.contains(focused) ? focused : list, { key });
    }
  }

  it("jumps to a city typed in English or in Russian on a Russian page", () => {
    fireEvent.click(renderSelect("ru", "Europe/Vilnius"));
    type("mosc");
    expect(document.activeElement).toHaveTextContent("Москва");
  });

  it("takes the space inside a two-word name as typing, not as picking the highlighted zone", () => {
    const onValueChange = jest.fn();
    fireEvent.click(renderSelect("ru", "Europe/Vilnius", onValueChange));
    type("new y");
    expect(document.activeElement).toHaveTextContent("Нью-Йорк");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
