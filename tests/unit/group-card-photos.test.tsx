import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { CardPreview, type CardPreviewMessage } from "@/components/group-cards/card-preview";
import { ContributionImage } from "@/components/group-cards/contribution-image";
import { MessageDialog, type EditedMessage } from "@/components/group-cards/message-dialog";
import { PhotoLightboxOnClick } from "@/components/group-cards/photo-lightbox-host";
import { QueryProvider } from "@/components/site/query-provider";
import type { CardImageDto } from "@/lib/group-cards/schema";
import { showToast } from "@/lib/site/toast";
import en from "@/messages/en.json";
import { jsonResponse, mockFetch } from "../support/dom";

// Photos on a card (issue 13), in the browser: the Add Message dialog's
// photo (chosen, uploading, refused by the server, removed, sent), editing a
// message that has one, the card's tile with its picture, and the lightbox.
// The network is mocked at fetch; jsdom cannot decode images, so the shrink
// sends each file as it is (lib/images/shrink.ts).

jest.mock("@/lib/site/toast", () => ({ showToast: jest.fn() }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.setTimeout(20_000);

const fetchMock = mockFetch();
const texts = en.groupCards.addMessage;
const KEY = "AbCdEfGhIjKlMnOpQrStUv";
const stored = { url: `/api/images/${KEY}.webp`, width: 2048, height: 1536 };
const image: CardImageDto = { ...stored, alt: null, smallUrl: `/api/images/${KEY}-small.webp`, smallWidth: 640, smallHeight: 480, gridWidths: [] };

beforeEach(() => {
  jest.mocked(showToast).mockClear();
  let previews = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = jest.fn();
});

function renderDialog(editing: EditedMessage | null = null) {
  const onOpenChange = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <QueryProvider>
        <MessageDialog
          open
          onOpenChange={onOpenChange}
          cardId={5}
          recipientName="Rita"
          editing={editing}
          prefill={{ name: "Bob", email: "bob@example.com", signedWith: "session" }}
          onAdded={jest.fn()}
        />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  return { dialog: within(screen.getByTestId("message-dialog")), onOpenChange };
}

const photo = (name = "party.jpg") => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: "image/jpeg" });
const choose = (dialog: ReturnType<typeof within>, file = photo()) =>
  fireEvent.change(dialog.getByTestId("photo-input"), { target: { files: [file] } });
/** A fetch answer that waits for the test. */
function pending() {
  let answer: (value: unknown) => void = () => {};
  fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (status: number, body: unknown) => answer(jsonResponse(status, body));
}
const bodyOf = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1].body as string);

describe("the Add Message dialog's photo", () => {
  it("uploads the chosen photo at once, shows it, and sends it as an image message with an optional text", async () => {
    const { dialog } = renderDialog();
    expect(dialog.getByTestId("photo-field")).toHaveTextContent(texts.photo);
    expect(dialog.getByTestId("photo-input")).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif");
    expect(dialog.getByText(texts.message)).toBeInTheDocument();

    const answer = pending();
    const file = photo();
    choose(dialog, file);
    expect(dialog.getByTestId("photo-preview")).toHaveAttribute("src", "blob:preview-1");
    expect(dialog.getByTestId("photo-uploading")).toHaveTextContent(texts.photoUploading);
    expect(dialog.getByTestId("message-submit")).toBeDisabled();
    // The message keeps its label; the photo's description is a field of its own.
    expect(dialog.getByRole("textbox", { name: texts.message })).toBe(dialog.getByTestId("message-content"));
    expect(dialog.getByRole("textbox", { name: texts.photoDescription })).toBe(dialog.getByTestId("photo-description"));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/group-cards/5/images");
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(((init.body as FormData).get("file") as File).name).toBe("party.jpg");
    // The browser sets the multipart boundary itself.
    expect(init.headers["content-type"]).toBeUndefined();

    answer(201, stored);
    await waitFor(() => expect(dialog.queryByTestId("photo-uploading")).toBeNull());
    expect(dialog.getByTestId("message-submit")).toBeEnabled();
    expect(dialog.getByTestId("photo-choose")).toHaveTextContent(texts.replacePhoto);

    // No text is needed beside a photo.
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.added, { description: texts.addedDescription }));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/group-cards/5/contributions");
    expect(bodyOf(1)).toEqual({
      contributorName: "Bob",
      contributorEmail: "bob@example.com",
      content: null,
      imageAlt: null,
      type: "image",
      imageUrl: stored.url,
    });
  });

  it("has no description field without a photo, and the message field's label in both modes", () => {
    const { dialog } = renderDialog();
    expect(dialog.getByRole("textbox", { name: texts.message })).toBe(dialog.getByTestId("message-content"));
    expect(dialog.queryByTestId("photo-description")).toBeNull();
    expect(dialog.queryByText(texts.photoDescriptionHint)).toBeNull();
  });

  it("drops 'Message is required' once a photo is chosen: beside it the message is optional", async () => {
    const { dialog } = renderDialog();
    fireEvent.click(dialog.getByTestId("message-submit"));
    expect(await dialog.findByText(en.validation.messageRequired)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, stored));
    choose(dialog);
    expect(dialog.getByRole("textbox", { name: texts.message })).toBeInTheDocument();
    expect(dialog.queryByText(en.validation.messageRequired)).toBeNull();
    expect(dialog.getByTestId("message-content")).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(dialog.getByTestId("message-submit")).toBeEnabled());
  });

  it("sends the message and the photo's description written beside the photo, apart", async () => {
    const { dialog } = renderDialog();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, stored));
    choose(dialog);
    await waitFor(() => expect(dialog.getByTestId("message-submit")).toBeEnabled());
    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "  Happy birthday!  " } });
    fireEvent.change(dialog.getByTestId("photo-description"), { target: { value: " Rita and Bob at the lake " } });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodyOf(1)).toMatchObject({
      content: "Happy birthday!",
      imageAlt: "Rita and Bob at the lake",
      type: "image",
      imageUrl: stored.url,
    });
  });

  it("shows the server's refusal at the field, and takes another photo after it", async () => {
    const { dialog } = renderDialog();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(415, { error: { code: "unsupported_media_type", message: en.errors.imageTypeUnsupported } }),
    );
    choose(dialog, new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(await dialog.findByText(en.errors.imageTypeUnsupported)).toBeInTheDocument();
    expect(dialog.queryByTestId("photo-preview")).toBeNull();
    expect(dialog.getByTestId("photo-choose")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByTestId("photo-choose")).toHaveTextContent(texts.addPhoto);
    // Without a photo the message needs its text again.
    fireEvent.click(dialog.getByTestId("message-submit"));
    expect(await dialog.findByText(en.validation.messageRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A network failure has no words of the server's: the dialog's own.
    fetchMock.mockRejectedValueOnce(new TypeError("network"));
    choose(dialog);
    expect(await dialog.findByText(texts.photoFailed)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(201, stored));
    choose(dialog);
    await waitFor(() => expect(dialog.queryByText(texts.photoFailed)).toBeNull());
    expect(dialog.getByTestId("photo-preview")).toBeInTheDocument();
  });

  it("removes the photo, also while it uploads, and the message goes as text", async () => {
    const { dialog } = renderDialog();
    const answer = pending();
    choose(dialog);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(dialog.getByTestId("photo-remove"));
    expect(dialog.queryByTestId("photo-preview")).toBeNull();
    await waitFor(() => expect(dialog.getByTestId("photo-choose")).toHaveFocus());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    // The upload's late answer does not bring the photo back.
    answer(201, stored);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog.queryByTestId("photo-preview")).toBeNull();
    expect(dialog.getByText(texts.message)).toBeInTheDocument();

    fireEvent.click(dialog.getByTestId("message-submit"));
    expect(await dialog.findByText(en.validation.messageRequired)).toBeInTheDocument();
    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "Just words" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(201, {}));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodyOf(1)).toEqual({
      contributorName: "Bob",
      contributorEmail: "bob@example.com",
      content: "Just words",
      type: "text",
    });
  });

  it("shows the server's refusal of the picture named by the message at the photo", async () => {
    const { dialog } = renderDialog();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, stored));
    choose(dialog);
    await waitFor(() => expect(dialog.getByTestId("message-submit")).toBeEnabled());
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        error: { code: "validation_failed", message: "Invalid", fields: { imageUrl: en.validation.imageUrlInvalid } },
      }),
    );
    fireEvent.click(dialog.getByTestId("message-submit"));
    expect(await within(dialog.getByTestId("photo-field")).findByText(en.validation.imageUrlInvalid)).toBeInTheDocument();
  });
});

describe("editing a message with a photo", () => {
  it("keeps the photo, shows its description and the message apart, and lets the message go", async () => {
    const { dialog } = renderDialog({ id: 7, name: "Bob", content: "At the lake", image: { ...image, alt: "Rita on a boat" } });
    expect(dialog.getByTestId("photo-preview")).toHaveAttribute("src", image.smallUrl);
    expect(dialog.getByText(texts.photoKept)).toBeInTheDocument();
    expect(dialog.queryByTestId("photo-choose")).toBeNull();
    expect(dialog.queryByTestId("photo-remove")).toBeNull();
    expect(dialog.getByRole("textbox", { name: texts.message })).toHaveValue("At the lake");
    expect(dialog.getByRole("textbox", { name: texts.photoDescription })).toHaveValue("Rita on a boat");

    fireEvent.change(dialog.getByTestId("message-content"), { target: { value: "" } });
    fireEvent.change(dialog.getByTestId("photo-description"), { target: { value: "Rita on a red boat" } });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    fireEvent.click(dialog.getByTestId("message-submit"));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith("success", texts.updated));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/group-cards/5/contributions/7");
    expect(fetchMock.mock.calls[0]![1].method).toBe("PATCH");
    expect(bodyOf(0)).toEqual({ contributorName: "Bob", content: null, imageAlt: "Rita on a red boat" });
  });
});

describe("editing a text message", () => {
  it("offers no photo, which the edit could not keep", () => {
    const { dialog } = renderDialog({ id: 8, name: "Bob", content: "Happy birthday!", image: null });
    expect(dialog.queryByTestId("photo-field")).toBeNull();
    expect(dialog.queryByTestId("photo-description")).toBeNull();
    expect(dialog.getByRole("textbox", { name: texts.message })).toHaveValue("Happy birthday!");
  });
});

function renderCard(messages: CardPreviewMessage[]) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <PhotoLightboxOnClick closeLabel="Close">
        <CardPreview theme="ocean" title="Rita's 40th" recipientName="Rita" messages={messages} />
      </PhotoLightboxOnClick>
    </NextIntlClientProvider>,
  );
}

describe("a photo on the card", () => {
  const messages: CardPreviewMessage[] = Array.from({ length: 6 }, (_, index) => ({
    id: index + 1,
    name: index === 0 ? "Anna" : `Friend ${index}`,
    gradient: index,
    text: index === 0 ? "" : `Message ${index}`,
    image: index === 0 || index === 5 ? image : null,
    aiImage: index === 5,
  }));

  it("shows in its tile with its size, both variants, and the contributor named", () => {
    renderCard(messages);
    const [first, last] = screen.getAllByTestId("contribution-image") as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute("alt", "Photo from Anna");
    expect(first).toHaveAttribute("width", "2048");
    expect(first).toHaveAttribute("height", "1536");
    expect(first).toHaveAttribute("src", image.url);
    expect(first).toHaveAttribute("srcset", `${image.smallUrl} 640w, ${image.url} 2048w`);
    expect(first.getAttribute("sizes")).toMatch(/354px.*calc\(100vw - 104px\)$/);
    // The first picture is fetched at once, ahead of the scripts; later ones wait until they are near.
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(last).not.toHaveAttribute("fetchpriority");
    expect(first).not.toHaveAttribute("decoding", "async");
    expect(last).toHaveAttribute("loading", "lazy");
    expect(last).toHaveAttribute("decoding", "async");
    expect(last).toHaveAttribute("alt", "AI image from Friend 5");
    // A photo without a message has no empty text under it.
    const tiles = screen.getAllByTestId("card-message");
    expect(tiles[0]!.querySelector("blockquote")).toBeNull();
    expect(tiles[5]).toHaveTextContent("Message 5");
    expect(first.closest("a")).toHaveAttribute("href", image.url);
  });

  it("takes its author's description as its alt text when there is one", () => {
    renderCard([{ id: 1, name: "Anna", text: "", image: { ...image, alt: "Rita blowing out forty candles" } }]);
    expect(screen.getByTestId("contribution-image")).toHaveAttribute("alt", "Rita blowing out forty candles");
  });

  it("opens large in the lightbox, which Escape closes with focus back on the photo", async () => {
    renderCard(messages);
    const link = screen.getAllByTestId("contribution-image")[0]!.closest("a")!;
    link.focus();
    fireEvent.click(link);
    const lightbox = await screen.findByTestId("photo-lightbox");
    const large = within(lightbox).getByRole("img", { name: "Photo from Anna" });
    expect(large).toHaveAttribute("src", `http://localhost${image.url}`);
    expect(large).toHaveAttribute("width", "2048");
    expect(within(lightbox).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Photo from Anna" })).toBe(lightbox);

    expect(lightbox).toHaveFocus();
    fireEvent.keyDown(lightbox, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("photo-lightbox")).toBeNull());
    expect(link).toHaveFocus();
  });

  it("leaves a click for a new tab to the link", () => {
    render(
      <PhotoLightboxOnClick closeLabel="Close">
        <ContributionImage image={image} alt="Photo from Anna" openLabel="Open" />
      </PhotoLightboxOnClick>,
    );
    const link = screen.getByRole("link", { name: "Photo from Anna" });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByTestId("photo-lightbox")).toBeNull();
  });
});
