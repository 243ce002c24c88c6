import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CreateCardMaker } from "@/components/group-cards/create-card-maker";
import type { BirthdayDto } from "@/lib/birthdays/schema";
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

const t = en.groupCards.create;
const d = en.groupCards.delivery.fields;
const v = en.validation;

/** The day the page was rendered, in the user's time zone. */
const today = { year: 2026, month: 11, day: 23 };

function birthday(id: number, name: string, date: string, email: string | null): BirthdayDto {
  return { id, name, date, birthYear: null, email, notes: null, createdAt: "2024-01-01T00:00:00.000Z" };
}

// The saved birthdays as GET /api/birthdays has them (by month and day), and
// Ann as the page's ?birthday= prefill finds her.
const saved = [birthday(9, "Ben Jones", "2000-03-02", null), birthday(7, "Ann Smith", "1990-12-24", "ann@example.com")];
const ann: BirthdayContact = {
  id: 7,
  name: "Ann Smith",
  email: "ann@example.com",
  date: "1990-12-24",
  next: { year: 2026, month: 12, day: 24 },
};

/** What GET /api/birthdays answers next (the saved birthdays unless a test says otherwise). */
let birthdaysAnswer: () => Promise<unknown>;
/** What the next POST /api/group-cards answers, in order. */
const createAnswers: (() => Promise<unknown>)[] = [];
const answerCreate = (answer: unknown) => createAnswers.push(() => Promise.resolve(answer));
const createCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/group-cards");
const birthdayLoads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/birthdays");

beforeEach(() => {
  jest.mocked(showToast).mockClear();
  jest.mocked(showToastAfterNavigation).mockClear();
  push.mockClear();
  createAnswers.length = 0;
  birthdaysAnswer = async () => jsonResponse(200, saved);
  fetchMock.mockImplementation((url: string) =>
    url === "/api/birthdays" ? birthdaysAnswer() : (createAnswers.shift() ?? (() => new Promise(() => {})))(),
  );
});

function renderMaker({ prefill = null, full = false }: { prefill?: BirthdayContact | null; full?: boolean } = {}) {
  // No query cache around it, as on the page: the form brings its own.
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <CreateCardMaker
        intro={<h1>{t.title}</h1>}
        next={<p>{t.nextHeading}</p>}
        initiatorName="Maria"
        prefill={prefill}
        today={today}
        full={full}
      />
    </NextIntlClientProvider>,
  );
}

const dialog = () => within(screen.getByTestId("create-card-dialog"));
const textbox = (name: string) => dialog().getByRole("textbox", { name });
const { choose } = selects((name) => dialog().getByRole("combobox", { name }));
const preview = () => screen.getByTestId("card-preview");

/** Start your card; the form's code loads on this first press. */
async function open() {
  fireEvent.click(screen.getByRole("button", { name: t.start }));
  await screen.findByTestId("create-card-dialog");
}

/** Opens the contact picker's menu from the keyboard. */
function openPicker() {
  fireEvent.keyDown(dialog().getByTestId("contact-picker"), { key: "Enter" });
  return within(screen.getByTestId("contact-list"));
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
  // First in this file: the tests after it find the form's code already loaded.
  it("covers the page with a loading backdrop from the first press until the form's code is in", async () => {
    renderMaker();
    expect(screen.queryByTestId("create-card-loading")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: t.start }));
    expect(screen.getByTestId("create-card-loading")).toHaveTextContent(t.loading);
    expect(screen.getByTestId("create-card-loading")).toHaveAttribute("role", "status");
    await screen.findByTestId("create-card-dialog");
    await waitFor(() => expect(screen.queryByTestId("create-card-loading")).toBeNull());
  });

  it("on an account that keeps the most cards, says so and leads to My group cards instead of the form, also with a prefill", () => {
    renderMaker({ full: true, prefill: ann });
    expect(screen.queryByTestId("create-card-dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: t.start })).toBeNull();
    const notice = screen.getByTestId("create-card-full");
    expect(notice).toHaveTextContent(t.fullTitle);
    expect(notice).toHaveTextContent("This account keeps 500 group cards, the most one account can.");
    expect(within(notice).getByRole("link", { name: t.myCards })).toHaveAttribute("href", "/my-group-cards");
  });

  it("shows the sample card until something is typed, then follows the title, name and words for the birthday person, never the note", async () => {
    renderMaker();
    expect(within(preview()).getByRole("heading", { name: t.sample.title })).toBeInTheDocument();
    expect(preview()).toHaveAttribute("data-theme", "default");
    expect(preview()).toHaveTextContent(t.sample.greeting);
    await open();
    // Until a name is typed, the two texts' labels speak of the birthday person.
    expect(textbox(t.greeting.replace("{name}", t.birthdayPerson))).toHaveValue("");
    fireEvent.change(textbox(t.cardTitle), { target: { value: "Happy 36th, Ann!" } });
    fireEvent.change(textbox(t.recipientName), { target: { value: "Ann" } });
    fireEvent.change(textbox(t.greeting.replace("{name}", "Ann")), { target: { value: "From the choir" } });
    const note = textbox(t.description.replace("{name}", "Ann"));
    expect(note).toHaveAccessibleDescription(t.descriptionHint);
    fireEvent.change(note, { target: { value: "Sign by Friday, shh" } });
    // Behind the open dialog, the page is hidden from the accessibility tree: read the text.
    expect(within(preview()).getByText("Happy 36th, Ann!", { selector: "h3" })).toBeInTheDocument();
    expect(preview()).toHaveTextContent("For Ann");
    expect(preview()).toHaveTextContent("From the choir");
    expect(preview()).not.toHaveTextContent("Sign by Friday");
  });

  it("starts with Your Name from the profile and shows the spec's messages on their fields", async () => {
    renderMaker();
    await open();
    expect(textbox(t.yourName)).toHaveValue("Maria");
    fireEvent.change(textbox(t.yourName), { target: { value: "  " } });
    submit();
    expect(await dialog().findByText(v.yourNameRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.recipientNameRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.birthdayDateRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.cardTitleRequired)).toBeInTheDocument();
    expect(dialog().getByText(v.contributorsRequired)).toBeInTheDocument();
    expect(textbox(t.invitees)).toHaveAttribute("aria-invalid", "true");
    expect(createCalls()).toHaveLength(0);
  });

  it("names the addresses that are not valid, with the schema's values in the message", async () => {
    renderMaker();
    await open();
    fillValid();
    fireEvent.change(textbox(t.invitees), { target: { value: "ok@example.com, nope, also@bad" } });
    submit();
    expect(await dialog().findByText("These addresses are not valid: nope, also@bad")).toBeInTheDocument();
    fireEvent.change(textbox(t.invitees), { target: { value: "nope" } });
    submit();
    expect(await dialog().findByText("This address is not valid: nope")).toBeInTheDocument();
  });

  it("the contact picker lists saved birthdays, nearest first, and fills the name and the next celebration; the card is linked to it", async () => {
    renderMaker();
    await open();
    const list = openPicker();
    const options = await list.findAllByRole("menuitem");
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

    answerCreate(jsonResponse(201, { id: 3, slug: "s-3" }));
    fireEvent.change(textbox(t.cardTitle), { target: { value: "For Ben" } });
    fireEvent.change(textbox(t.invitees), { target: { value: "bo@example.com" } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-3"));
    expect(JSON.parse(createCalls()[0]![1].body)).toMatchObject({ recipientName: "Ben Jones", birthdayId: 9 });
  });

  it("fetches the saved birthdays when the form opens, not with the page, and shows the picker loading until they are in", async () => {
    let answer: (value: unknown) => void = () => {};
    birthdaysAnswer = () => new Promise((resolve) => (answer = resolve));
    renderMaker();
    expect(birthdayLoads()).toHaveLength(0);
    await open();
    expect(birthdayLoads()).toHaveLength(1);
    const list = openPicker();
    expect(list.getByRole("status")).toHaveTextContent(t.contactsLoading);
    expect(list.getByTestId("contact-list-loading")).toHaveAttribute("aria-busy", "true");
    expect(list.queryAllByRole("menuitem")).toHaveLength(0);

    answer(jsonResponse(200, saved));
    expect(await list.findAllByRole("menuitem")).toHaveLength(2);
    expect(list.queryByTestId("contact-list-loading")).toBeNull();
  });

  it("says so when the saved birthdays fail to load, and tries again", async () => {
    birthdaysAnswer = async () => jsonResponse(500, { error: { code: "internal", message: "Something went wrong" } });
    renderMaker();
    await open();
    const list = openPicker();
    expect(await list.findByRole("alert")).toHaveTextContent(t.contactsError);

    birthdaysAnswer = async () => jsonResponse(200, saved);
    fireEvent.click(list.getByRole("menuitem", { name: t.contactsRetry }));
    expect(await list.findAllByRole("menuitem", { name: /Smith|Jones/ })).toHaveLength(2);
    expect(list.queryByRole("alert")).toBeNull();
    expect(birthdayLoads()).toHaveLength(2);
  });

  it("says so when there are no saved birthdays with a date", async () => {
    birthdaysAnswer = async () => jsonResponse(200, [birthday(1, "No date", "", null)]);
    renderMaker();
    await open();
    const list = openPicker();
    expect(await list.findByText(t.noContacts)).toBeInTheDocument();
  });

  it("the theme grid is a radio group; the choice shows in the preview and is sent", async () => {
    renderMaker();
    await open();
    const group = dialog().getByRole("group", { name: t.theme });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["default", "sunset", "nature", "purple", "ocean"]);
    expect(within(group).getByRole("radio", { name: en.groupCards.themes.default })).toBeChecked();
    fireEvent.click(within(group).getByRole("radio", { name: en.groupCards.themes.ocean }));
    expect(within(group).getByRole("radio", { name: en.groupCards.themes.ocean })).toBeChecked();
    expect(preview()).toHaveAttribute("data-theme", "ocean");

    answerCreate(jsonResponse(201, { id: 3, slug: "happy-36th-ann-k3m9x2q7v4pa" }));
    fillValid();
    fireEvent.change(textbox(t.greeting.replace("{name}", "Ann Smith")), { target: { value: "  Love, the choir  " } });
    fireEvent.change(textbox(t.description.replace("{name}", "Ann Smith")), { target: { value: "Shh!" } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/happy-36th-ann-k3m9x2q7v4pa"));
    const [, init] = createCalls()[0]!;
    expect(init.method).toBe("POST");
    // Typed, not picked: no saved birthday is linked.
    expect(JSON.parse(init.body)).toEqual({
      initiatorName: "Maria",
      recipientName: "Ann Smith",
      recipientBirthday: "2026-12-24",
      title: "Happy 36th, Ann!",
      greeting: "Love, the choir",
      description: "Shh!",
      theme: "ocean",
      invitedContributors: "Bo@Example.com,\ncy@example.com",
    });
  });

  it("delivers on the birthday until that box is unticked; then the lists start at the card's day and keep a real date", async () => {
    renderMaker();
    await open();
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

    answerCreate(jsonResponse(201, { id: 3, slug: "s-2" }));
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-2"));
    expect(JSON.parse(createCalls()[0]![1].body)).toMatchObject({ recipientBirthday: "2026-12-24", deliveryDate: "2026-11-30" });
  });

  it("says 'Creating...' and disables both buttons while the request runs", async () => {
    let answer: (value: unknown) => void = () => {};
    createAnswers.push(() => new Promise((resolve) => (answer = resolve)));
    renderMaker();
    await open();
    fillValid();
    submit();
    const pending = await dialog().findByRole("button", { name: t.submitting });
    expect(pending).toBeDisabled();
    expect(dialog().getByRole("button", { name: t.cancel })).toBeDisabled();
    answer(jsonResponse(201, { id: 3, slug: "s-1" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-1"));
  });

  it("puts the server's field messages on their fields and toasts 'Error' with the message", async () => {
    answerCreate(
      jsonResponse(400, {
        error: {
          code: "validation",
          message: "Invite someone other than yourself",
          fields: { invitedContributors: "Invite someone other than yourself" },
        },
      }),
    );
    renderMaker();
    await open();
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
    createAnswers.push(() => Promise.reject(new TypeError("Failed to fetch")));
    renderMaker();
    await open();
    fillValid();
    submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("error", t.errorTitle, { description: t.errorFallback }));
  });

  it("without a slug in the answer, says so and goes to the dashboard", async () => {
    answerCreate(jsonResponse(201, { id: 3 }));
    renderMaker();
    await open();
    fillValid();
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/dashboard"));
    expect(showToastAfterNavigation).toHaveBeenCalledWith("info", t.noSlug);
  });

  it("opens at once with the name and the next celebration of ?birthday=, linked to that birthday", async () => {
    renderMaker({ prefill: ann });
    await screen.findByTestId("create-card-dialog");
    expect(textbox(t.recipientName)).toHaveValue("Ann Smith");
    expect(dialog().getByRole("combobox", { name: t.month })).toHaveTextContent("December");
    expect(dialog().getByRole("combobox", { name: t.day })).toHaveTextContent("24");
    expect(dialog().getByRole("combobox", { name: t.year })).toHaveTextContent("2026");
    expect(textbox(t.yourName)).toHaveValue("Maria");
    expect(preview()).toHaveTextContent("For Ann Smith");

    answerCreate(jsonResponse(201, { id: 3, slug: "s-4" }));
    fireEvent.change(textbox(t.cardTitle), { target: { value: "For Ann" } });
    fireEvent.change(textbox(t.invitees), { target: { value: "bo@example.com" } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-4"));
    expect(JSON.parse(createCalls()[0]![1].body)).toMatchObject({ recipientBirthday: "2026-12-24", birthdayId: 7 });
  });

  it("fills the birthday person's address from ?birthday= and from a pick, and names them in the title's example", async () => {
    renderMaker({ prefill: ann });
    await screen.findByTestId("create-card-dialog");
    const recipientEmail = () => textbox(d.recipientEmail);
    expect(recipientEmail()).toHaveValue("ann@example.com");
    expect(textbox(t.cardTitle)).toHaveAttribute("placeholder", "Happy Birthday, Ann Smith!");

    // Ben has no saved address: Ann's goes, as it is not his.
    fireEvent.click((await openPicker().findAllByRole("menuitem"))[1]!);
    expect(recipientEmail()).toHaveValue("");
    expect(textbox(t.cardTitle)).toHaveAttribute("placeholder", "Happy Birthday, Ben Jones!");
    // One typed by hand stays when the next pick has none, and gives way to one that has.
    fireEvent.change(recipientEmail(), { target: { value: "ben@example.com" } });
    fireEvent.click((await openPicker().findAllByRole("menuitem"))[1]!);
    expect(recipientEmail()).toHaveValue("ben@example.com");
    fireEvent.click((await openPicker().findAllByRole("menuitem"))[0]!);
    expect(recipientEmail()).toHaveValue("ann@example.com");

    answerCreate(jsonResponse(201, { id: 3, slug: "s-6" }));
    fireEvent.change(textbox(t.cardTitle), { target: { value: "For Ann" } });
    fireEvent.change(textbox(t.invitees), { target: { value: "bo@example.com" } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-6"));
    expect(JSON.parse(createCalls()[0]![1].body)).toMatchObject({ recipientEmail: "ann@example.com", birthdayId: 7 });
  });

  it("offers the general example title until a name is typed", async () => {
    renderMaker();
    await open();
    expect(textbox(t.cardTitle)).toHaveAttribute("placeholder", t.cardTitlePlaceholder);
    fireEvent.change(textbox(t.recipientName), { target: { value: "  Mia " } });
    expect(textbox(t.cardTitle)).toHaveAttribute("placeholder", "Happy Birthday, Mia!");
  });

  it("links no saved birthday once another name is typed over the picked one", async () => {
    renderMaker({ prefill: ann });
    await screen.findByTestId("create-card-dialog");
    answerCreate(jsonResponse(201, { id: 3, slug: "s-5" }));
    fireEvent.change(textbox(t.recipientName), { target: { value: "Someone else" } });
    fireEvent.change(textbox(t.cardTitle), { target: { value: "Hello" } });
    fireEvent.change(textbox(t.invitees), { target: { value: "bo@example.com" } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/group-cards/s-5"));
    expect(JSON.parse(createCalls()[0]![1].body)).not.toHaveProperty("birthdayId");
  });
});
