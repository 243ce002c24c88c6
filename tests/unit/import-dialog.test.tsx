import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { TextDecoder as NodeTextDecoder } from "node:util";
import { ImportDialog } from "@/components/import-export/import-dialog";
import type { ImportCandidate, ImportPreview } from "@/lib/contacts/types";
import { showToast } from "@/lib/site/toast";
import { createQueryClient } from "@/lib/site/query-client";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";
import { jsonResponse, mockFetch } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

beforeAll(() => {
  // jsdom has neither Blob#arrayBuffer nor TextDecoder, which the dialog reads a file with.
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
  global.TextDecoder = NodeTextDecoder as typeof TextDecoder;
});

const fetchMock = mockFetch();
beforeEach(() => jest.mocked(showToast).mockClear());

const catalogs = { en, lt, ru };

function renderDialog(locale: keyof typeof catalogs = "en", onOpenChange = jest.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogs[locale]} timeZone="UTC">
      <QueryClientProvider client={createQueryClient()}>
        <ImportDialog open onOpenChange={onOpenChange} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

function chooseFile(locale: keyof typeof catalogs, name: string, content: string) {
  const input = screen.getByLabelText(catalogs[locale].importExport.chooseFile);
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

/** `count` candidates, each with a file e-mail address that is not valid. */
function withoutEmail(count: number): ImportCandidate[] {
  return Array.from({ length: count }, (_, i) => ({
    line: i + 2,
    name: `Friend ${i}`,
    date: "1990-07-15",
    birthYear: 1990,
    email: null,
    notes: null,
    invalidEmail: `friend${i}@`,
  }));
}

const preview = (candidates: ImportCandidate[]): ImportPreview => ({
  candidates,
  skipped: [],
  ambiguousDates: false,
  dateOrder: null,
});

describe("ImportDialog", () => {
  it("asks for a vCard or CSV file when a .txt file is neither, without sending it", async () => {
    renderDialog();
    chooseFile("en", "shopping list.txt", "Milk\nBread, butter\n");
    expect(await screen.findByRole("alert")).toHaveTextContent(en.importExport.fileErrors.unknownFormat);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a .txt file whose first row names the columns as CSV", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, preview([])));
    renderDialog();
    chooseFile("en", "friends.txt", "Name,Birthday\nBob,1990-07-15");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ format: "csv" });
  });

  it.each(["en", "lt", "ru"] as const)("offers Close, not an Add button, when a file holds nothing new (%s)", async (locale) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, preview([])));
    const onOpenChange = jest.fn();
    renderDialog(locale, onOpenChange);
    chooseFile(locale, "friends.csv", "Name,Birthday\nBob,1990-07-15");
    expect(await screen.findByText(catalogs[locale].importExport.nothingToAdd)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /\b0\b/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId("import-close"));
    expect(screen.getByTestId("import-close")).toHaveTextContent(catalogs[locale].common.close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    ["en", 1, "1 birthday will be added without its e-mail address", "The e-mail address “friend0@” is not valid and is left out"],
    ["lt", 2, "2 gimtadieniai bus pridėti be el. pašto adresų", "El. pašto adresas „friend0@“ neteisingas, todėl jis nebus išsaugotas"],
    ["ru", 5, "5 дней рождения будет добавлено без адресов электронной почты", "Адрес электронной почты «friend0@» неверный, поэтому он не будет сохранён"],
  ] as const)("says in %s which birthdays are added without their e-mail address", async (locale, count, title, entry) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, preview(withoutEmail(count))));
    renderDialog(locale);
    chooseFile(locale, "friends.csv", "Name,Birthday,Email");
    const list = await screen.findByTestId("import-emails-left-out");
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(count);
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(entry);
  });

  it.each([
    ["en", "The name contains characters that are not allowed"],
    ["lt", "Varde yra neleistinų simbolių"],
    ["ru", "В имени есть недопустимые символы"],
  ] as const)("says in %s that a skipped name has characters that are not allowed", async (locale, reason) => {
    const skipped = [{ line: 2, reason: "nameInvalidCharacters", name: "A\u0007B" }] as const;
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...preview([]), skipped }));
    renderDialog(locale);
    chooseFile(locale, "friends.csv", "Name,Birthday\nA\u0007B,1990-07-15");
    const entry = within(await screen.findByTestId("import-skipped")).getByRole("listitem");
    expect(entry).toHaveTextContent(reason);
    expect(entry).not.toHaveTextContent(catalogs[locale].importExport.reasons.missingName);
  });

  it("repeats it in the message after the import", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, preview(withoutEmail(1))))
      .mockResolvedValueOnce(
        jsonResponse(200, { imported: 1, skipped: [], emailsLeftOut: [{ line: 2, name: "Friend 0", email: "friend0@" }] }),
      );
    renderDialog();
    chooseFile("en", "friends.csv", "Name,Birthday,Email");
    fireEvent.click(await screen.findByRole("button", { name: "Add 1 birthday" }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("success", "1 birthday added", {
        description: "1 birthday added without its e-mail address, which is not valid",
      }),
    );
  });
});
