import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ThankYouForm, type ThankYouFormTexts } from "@/components/group-cards/thank-you-form";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch } from "../support/dom";

// Present mode's thank-you form (decision 043): what it sends, its states
// (nothing written, sending, sent) and how it shows the server's refusals.

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const fetchMock = mockFetch();
beforeEach(() => {
  jest.mocked(showToast).mockClear();
  refresh.mockClear();
});

const t = en.groupCards.thankYou;
const texts: ThankYouFormTexts = {
  title: t.formTitle,
  intro: t.formIntro,
  message: t.message,
  messagePlaceholder: t.messagePlaceholder,
  limit: "At most 1000 characters.",
  required: en.validation.thankYouRequired,
  name: t.name,
  nameHint: "Left empty, the note is signed “Rita”.",
  submit: t.submit,
  submitting: t.submitting,
  sentTitle: t.sentTitle,
  sent: t.sent,
  failed: t.failed,
};

const renderForm = (token: string | null = "a".repeat(32)) => render(<ThankYouForm slug="rita-s-40th-k3m9x2q7v4pa1" token={token} texts={texts} />);
const note = () => screen.getByLabelText(t.message);

describe("the thank-you form", () => {
  it("sends the note with the link's secret and shows it as sent", async () => {
    renderForm();
    fireEvent.change(note(), { target: { value: "Thank you all!\nSee you soon." } });
    expect(note()).toHaveAccessibleDescription("At most 1000 characters.");
    expect(note()).toHaveAttribute("maxlength", "1000");
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: "  " } });
    let resolve: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    fireEvent.click(screen.getByRole("button", { name: t.submit }));

    expect(await screen.findByRole("button", { name: t.submitting })).toBeDisabled();
    expect(note()).toBeDisabled();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/group-cards/slug/rita-s-40th-k3m9x2q7v4pa1/thank-you");
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ token: "a".repeat(32), message: "Thank you all!\nSee you soon.", name: null });

    resolve(jsonResponse(201, { message: "Thank you all!\nSee you soon.", name: "Rita", at: "2026-12-05T10:00:00.000Z" }));
    const sent = await screen.findByTestId("thank-you-sent");
    expect(sent).toHaveTextContent(t.sentTitle);
    expect(sent).toHaveTextContent("— Rita");
    expect(screen.queryByRole("button", { name: t.submit })).not.toBeInTheDocument();
  });

  it("asks for words before sending anything", () => {
    renderForm();
    fireEvent.change(note(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    expect(screen.getByRole("alert")).toHaveTextContent(en.validation.thankYouRequired);
    expect(note()).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing clears the complaint.
    fireEvent.change(note(), { target: { value: "Thank you!" } });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(note()).not.toHaveAttribute("aria-invalid");
  });

  it("shows the server's field messages and a toast, and keeps what was typed", async () => {
    renderForm();
    fireEvent.change(note(), { target: { value: "Thanks" } });
    fireEvent.change(screen.getByLabelText(t.name), { target: { value: "R".repeat(100) } });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { error: { code: "validation_failed", message: "Please check the form", fields: { name: "Name must be at most 100 characters" } } }),
    );
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name must be at most 100 characters");
    expect(showToast).toHaveBeenCalledWith("error", t.failed, { description: "Please check the form" });
    expect(note()).toHaveValue("Thanks");
    expect(screen.getByRole("button", { name: t.submit })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows the note written meanwhile elsewhere (409) by reloading the page's data", async () => {
    renderForm(null);
    fireEvent.change(note(), { target: { value: "Thanks" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { error: { code: "conflict", message: en.errors.thankYouAlreadyWritten } }));
    fireEvent.click(screen.getByRole("button", { name: t.submit }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(showToast).toHaveBeenCalledWith("error", t.failed, { description: en.errors.thankYouAlreadyWritten });
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({ token: null });
  });
});
