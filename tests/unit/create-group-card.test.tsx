import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CreateCardMaker } from "@/components/group-cards/create-card-maker";
import { QueryProvider } from "@/components/site/query-provider";
import type { BirthdayContact } from "@/lib/group-cards/contacts";
import { showToast, showToastAfterNavigation } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch, selects, supportRadixSelect } from "../support/dom";

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn(), showToastAfterNavigation: jest.fn() }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.setTimeout(20_000);

beforeAll(supportRadixSelect);
const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
  jest.mocked(showToastAfterNavigation).mockClear();
  push.mockClear();
});

const t = en.groupCards.create;
const v = en.validation;

const ann: BirthdayContact = {
  id: 7,
  name: "Ann Smith",
  email: "ann@example.com",
  date: "1990-12-24",
  next: { year: 2026, month: 12, day: 24 },
};
const ben: BirthdayContact = { id: 9, name: "Ben Jones", email: null, date: "2000-03-02", next: { year: 2027, month: 3, day: 2 } };

function renderMaker({
  contacts = [ann, ben],
  prefill = null,
  full = false,
}: { contacts?: BirthdayContact[]; prefill?: BirthdayContact | null; full?: boolean } = {}) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryProvider>
        <CreateCardMaker
          intro={<h1>{t.title}</h1>}
          next={<p>{t.nextHeading}</p>}
          initiatorName="Maria"
          contacts={contacts}
          prefill={prefill}
          years={[2026, 2027]}
          full={full}
        />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

const dialog = () => within(screen.getByTestId("create-card-dialog"));
const textbox = (name: string) => dialog().getByRole("textbox", { name });
const { choose } = selects((name) => dialog().getByRole("combobox", { name }));
const preview = () => screen.getByTestId("card-preview");

function open() {
  fireEvent.click(screen.getByRole("button", { name: t.start }));
}

function fillValid() {
  fireEvent.change(textbox(t.recipientName), { target: { value: "Ann Smith" } });
  choose(t.month, "December");
  choose(t.day, "24");
  fireEvent.change(textbox(t.cardTitle), { target: { value: "Happy 36th, Ann!" } });
  fireEvent.change(textbox(t.invitees), { target: { value: "Bo@Example.com,\ncy@example.com" } });
}

const submit = () => fireEvent.click(dialog().getByRole("button", { name: t.submit }));

describe("CreateCardMaker", () => {
  it("on an account that keeps the most cards, says so and leads to My group cards instead of the form, also with a prefill", () => {
    renderMaker({ full: true, prefill: ann });
    expect(screen.queryByTestId("create-card-dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: t.start })).toBeNull();
    const notice = screen.getByTestId("create-card-full");
    expect(notice).toHaveTextContent(t.fullTitle);
    expect(notice).toHaveTextContent("This account keeps 500 group cards, the most one account can.");
    expect(within(notice).getByRole("link", { name: t.myCards })).toHaveAttribute("href", "/my-group-cards");
  });

  it("shows the sample card until something is typed, then follows the title, name and description", () => {
    renderMaker();
    expect(within(preview()).getByRole("heading", { name: t.sample.title })).toBeInTheDocument();
    expect(preview()).toHaveAttribute("data-theme", "default");
    open();
    fireEvent.change(textbox(t.cardTitle), { target: { value: "Happy 36th, Ann!" } });
    fireEvent.change(textbox(t.recipientName), { target: { value: "Ann" } });
    fireEvent.change(textbox(t.description), { target: { value: "From the choir" } });
    // Behind the open dialog, the page is hidden from the accessibility tree: read the text.
    expect(within(preview()).getByText("Happy 36th, Ann!", { selector: "h3" })).toBeInTheDocument();
    expect(preview()).toHaveTextContent("For Ann");
    expect(preview()).toHaveTextContent("From the choir");
  });

  it("starts with Your Name from the profile and shows the spec's messages on their fields", async () => {
    renderMaker();
    open();
    expect(textbox(t.yourName)).toHaveValue("Maria");
    fireEvent.change(textbox(t.yourName), { target: { value: "  " } });
    submit();
    expect(await dialog().findByText(v.yourNameRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.recipientNameRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.birthdayDateRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.cardTitleRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.contributorsRequired)).toBeInTheDocument();
    expect(textbox(t.invitees)).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names the addresses that are not valid, with the schema's values in the message", async () => {
    renderMaker();
    open();
    fillValid();
    fireEvent.change(textbox(t.invitees), { target: { value: "ok@example.com, nope, also@bad" } });
    submit();
    expect(await dialog().findByText("These addresses are not valid: nope, also@bad")).toBeInTheDocument();
    fireEvent.change(textbox(t.invitees), { target: { value: "nope" } });
    submit();
    expect(await dialog().findByText("This address is not valid: nope")).toBeInTheDocument();
  });

  it("the contact picker lists saved birthdays and fills the name and the next celebration", async () => {
    renderMaker();
    open();
    fireEvent.keyDown(dialog().getByTestId("contact-picker"), { key: "Enter" });
    const list = await screen.findByTestId("contact-list");
    const options = within(list).getAllByRole("menuitem");
    expect(options.map((option) => option.textContent)).toEqual([
      "Ann SmithDecember 24 · ann@example.com",
      "Ben JonesMarch 2",
    ]);
    fireEvent.click(options[1]!);
    expect(textbox(t.recipientName)).toHaveValue("Ben Jones");
    expect(dialog().getByRole("combobox", { name: t.month })).toHaveTextContent("March");
    expect(dialog().getByRole("combobox", { name: t.day })).toHaveTextContent("2");
    expect(dialog().getByRole("combobox", { name: t.year })).toHaveTextContent("2027");
    expect(preview()).toHaveTextContent("Tuesday, March 2");
  });

  it("says so when there are no saved birthdays with a date", async () => {
    renderMaker({ contacts: [] });
    open();
    fireEvent.keyDown(dialog().getByTestId("contact-picker"), { key: "Enter" });
    expect(await screen.findByText(t.noContacts)).toBeInTheDocument();
  });

  it("the theme grid is a radio group; the choice shows in the preview and is sent", async () => {
    renderMaker();
    open();
    const group = dialog().getByRole("group", { name: t.theme });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["default", "sunset", "nature", "purple", "ocean"]);
    expect(within(group).getByRole("radio", { name: en.groupCards.themes.default })).toBeChecked();
    fireEvent.click(within(group).getByRole("radio", { name: en.groupCards.themes.ocean }));
    expect(within(group).getByRole("radio", { name: en.groupCards.themes.ocean })).toBeChecked();
    expect(preview()).toHaveAttribute("data-theme", "ocean");

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 3, slug: "happy-36th-ann-k3m9x2q7v4pa" }));
    fillValid();
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/happy-36th-ann-k3m9x2q7v4pa"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/group-cards");
    expect(JSON.parse(init.body)).toEqual({
      initiatorName: "Maria",
      recipientName: "Ann Smith",
      recipientBirthday: "2026-12-24",
      title: "Happy 36th, Ann!",
      theme: "ocean",
      invitedContributors: "Bo@Example.com,\ncy@example.com",
    });
  });

  it("delivers on the birthday until that box is unticked; then the lists start at the card's day and keep a real date", async () => {
    renderMaker();
    open();
    fillValid();
    const onBirthday = dialog().getByRole("checkbox", { name: en.groupCards.delivery.fields.onBirthday });
    expect(onBirthday).toBeChecked();
    const delivery = within(dialog().getByTestId("delivery-date"));
    expect(delivery.queryByRole("combobox")).toBeNull();

    fireEvent.click(onBirthday);
    const lists = selects((name) => delivery.getByRole("combobox", { name }));
    const list = (name: string) => delivery.getByRole("combobox", { name });
    expect([list(t.month), list(t.day), list(t.year)].map((each) => each.textContent)).toEqual(["December", "24", "2026"]);
    expect(lists.optionsOf(t.year)).toEqual(["2026", "2027"]);
    // 31 December, then November: the day moves to 30, the month's last.
    lists.choose(t.day, "31");
    lists.choose(t.month, "November");
    expect(list(t.day)).toHaveTextContent("30");
    expect(lists.optionsOf(t.day)).toHaveLength(30);

    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 3, slug: "s-2" }));
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-2"));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ recipientBirthday: "2026-12-24", deliveryDate: "2026-11-30" });
  });

  it("says 'Creating...' and disables both buttons while the request runs", async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderMaker();
    open();
    fillValid();
    submit();
    const pending = await dialog().findByRole("button", { name: t.submitting });
    expect(pending).toBeDisabled();
    expect(dialog().getByRole("button", { name: t.cancel })).toBeDisabled();
    answer(jsonResponse(201, { id: 3, slug: "s-1" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-1"));
  });

  it("puts the server's field messages on their fields and toasts 'Error' with the message", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: {
          code: "validation",
          message: "Invite someone other than yourself",
          fields: { invitedContributors: "Invite someone other than yourself" },
        },
      }),
    );
    renderMaker();
    open();
    fillValid();
    submit();
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith("error", t.errorTitle, { description: "Invite someone other than yourself" }),
    );
    expect(dialog().getByText("Invite someone other than yourself")).toBeInTheDocument();
    expect(textbox(t.invitees)).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to create group card' when the request fails without an answer", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderMaker();
    open();
    fillValid();
    submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", t.errorTitle, { description: t.errorFallback }));
  });

  it("without a slug in the answer, says so and goes to the dashboard", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 3 }));
    renderMaker();
    open();
    fillValid();
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard"));
    expect(showToastAfterNavigation).toHaveBeenCalledWith("info", t.noSlug);
  });

  it("opens at once with the name and the next celebration of ?birthday=", () => {
    renderMaker({ prefill: ann });
    expect(textbox(t.recipientName)).toHaveValue("Ann Smith");
    expect(dialog().getByRole("combobox", { name: t.month })).toHaveTextContent("December");
    expect(dialog().getByRole("combobox", { name: t.day })).toHaveTextContent("24");
    expect(dialog().getByRole("combobox", { name: t.year })).toHaveTextContent("2026");
    expect(textbox(t.yourName)).toHaveValue("Maria");
  });
});
