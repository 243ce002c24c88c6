import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { z } from "zod";
import { SchemaFormRoot, TextField } from "@/components/forms/fields";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { inviteeListSchema } from "@/lib/group-cards/schema";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import ru from "@/messages/ru.json";

// The form layer translates a schema's message keys on the client as the
// server does (lib/http/validation.ts): with the values a custom issue
// names, and zod's generic messages mapped to the common keys.

const schema = z.object({ emails: inviteeListSchema, nickname: z.string().min(1) });
const catalogues = { en, lt, ru };

function Form() {
  const { form, submit } = useSchemaForm({ schema, defaultValues: { emails: "", nickname: "" } });
  return (
    <SchemaFormRoot form={form} onSubmit={submit(() => {})}>
      <TextField name="emails" label="Emails" />
      <TextField name="nickname" label="Nickname" />
      <button type="submit">Send</button>
    </SchemaFormRoot>
  );
}

function renderForm(locale: keyof typeof catalogues = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <Form />
    </NextIntlClientProvider>,
  );
}

async function submitWith(emails: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Emails" }), { target: { value: emails } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
}

describe("useSchemaForm messages", () => {
  it("passes a custom issue's params into its message ({emails}, {count})", async () => {
    renderForm();
    await submitWith("a@example.com, bad, worse@");
    expect(await screen.findByText("These addresses are not valid: bad, worse@")).toBeInTheDocument();
    await submitWith("bad");
    expect(await screen.findByText("This address is not valid: bad")).toBeInTheDocument();
  });

  it("fills {max} of the too-many message", async () => {
    renderForm();
    await submitWith(Array.from({ length: 101 }, (_, index) => `p${index}@example.com`).join(","));
    expect(await screen.findByText("You can invite at most 100 people at once")).toBeInTheDocument();
  });

  it.each([
    ["lt", "Netinkami adresai: bad, worse@"],
    ["ru", "Неверные адреса: bad, worse@"],
  ] as const)("in %s too", async (locale, expected) => {
    renderForm(locale);
    await submitWith("bad, worse@");
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it("maps zod's generic messages to the common keys, without values", async () => {
    renderForm();
    await submitWith("a@example.com");
    expect(await screen.findByText(en.validation.required)).toBeInTheDocument();
  });
});
