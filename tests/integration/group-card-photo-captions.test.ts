import { db } from "@/lib/db";
import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { api, cardRows, cardWithEveryRole } from "../support/group-cards";
import { jpeg } from "../support/images";

// Editing a photo message: its author may remove the text beside the photo (the
// photo is the message), never the text of a text message; the photo stays.
jest.setTimeout(60_000);

describe("PATCH a photo message's caption", () => {
  it("removes the caption of a photo and keeps the photo", async () => {
    const s = await cardWithEveryRole();
    const stored = await (await api.uploadImage(s.card.id, await jpeg(), { cookie: s.cookies.invitee })).json();
    const added = await api.contribute(
      s.card.id,
      { contributorName: "Bob", contributorEmail: "bob@example.com", type: "image", imageUrl: stored.url, content: "At the lake" },
      s.cookies.invitee,
    );
    expect(added.status).toBe(201);
    const { id } = await added.json();

    for (const content of [null, "", " \n "]) {
      const response = await api.patchContribution(s.card.id, id, { content }, s.cookies.invitee);
      expect(response.status).toBe(200);
      const message = await response.json();
      expect(message).toMatchObject({ type: "image", content: null, imageUrl: stored.url });
      expect(message.image).toMatchObject({ url: stored.url, width: stored.width, height: stored.height });
    }
    const captioned = await api.patchContribution(s.card.id, id, { content: " Again " }, s.cookies.invitee);
    expect(await captioned.json()).toMatchObject({ content: "Again", imageUrl: stored.url });
  });

  it.each([
    ["en", en],
    ["lt", lt],
  ] as const)("refuses to empty a text message in %s and changes nothing", async (locale, messages) => {
    const s = await cardWithEveryRole();
    const before = await cardRows();
    for (const content of [null, ""]) {
      const response = await api.patchContribution(
        s.card.id,
        s.bobsMessage.id,
        { content },
        `${s.cookies.invitee}; NEXT_LOCALE=${locale}`,
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({ content: messages.validation.messageRequired });
    }
    expect(await cardRows()).toEqual(before);
  });
});

// A photo's description (decision 054): optional, stored apart from the
// message, its alt text wherever the card shows it, edited by its author only.
describe("a photo's description", () => {
  async function photoMessage(s: Awaited<ReturnType<typeof cardWithEveryRole>>, body: Record<string, unknown>) {
    const stored = await (await api.uploadImage(s.card.id, await jpeg(), { cookie: s.cookies.invitee })).json();
    const added = await api.contribute(
      s.card.id,
      { contributorName: "Bob", contributorEmail: "bob@example.com", type: "image", imageUrl: stored.url, ...body },
      s.cookies.invitee,
    );
    expect(added.status).toBe(201);
    return added.json();
  }
  const shown = async (slug: string, id: number, cookie: string | undefined) =>
    (await (await api.bySlug(slug, { cookie })).json()).contributions.find((message: { id: number }) => message.id === id);

  it("is stored apart from the message and shown with the picture, to the card's readers too", async () => {
    const s = await cardWithEveryRole();
    const message = await photoMessage(s, { content: "Happy birthday!", imageAlt: "  Rita and Bob at the lake  " });
    expect(message).toMatchObject({ content: "Happy birthday!", image: { alt: "Rita and Bob at the lake" } });
    expect(await db().groupCardContribution.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      content: "Happy birthday!",
      imageAlt: "Rita and Bob at the lake",
    });
    expect(await shown(s.card.slug, message.id, s.cookies.creator)).toMatchObject({ image: { alt: "Rita and Bob at the lake" } });
  });

  it("is optional, and a text message keeps none", async () => {
    const s = await cardWithEveryRole();
    expect((await photoMessage(s, { content: null })).image.alt).toBeNull();
    const text = await api.contribute(
      s.card.id,
      { contributorName: "Bob", contributorEmail: "bob@example.com", content: "Hi", imageAlt: "Nothing to describe" },
      s.cookies.invitee,
    );
    expect(text.status).toBe(201);
    const { id } = await text.json();
    expect(await db().groupCardContribution.findUniqueOrThrow({ where: { id } })).toMatchObject({ imageAlt: null });
  });

  it("is edited and removed by its author apart from the message, and the card shows the change at once", async () => {
    const s = await cardWithEveryRole();
    const message = await photoMessage(s, { content: "At the lake", imageAlt: "Rita on a boat" });
    // Read once, so the card's cached messages must notice the change.
    expect(await shown(s.card.slug, message.id, s.cookies.creator)).toMatchObject({ image: { alt: "Rita on a boat" } });

    const edited = await api.patchContribution(s.card.id, message.id, { imageAlt: "Rita on a red boat" }, s.cookies.invitee);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ content: "At the lake", image: { alt: "Rita on a red boat" } });
    expect(await shown(s.card.slug, message.id, s.cookies.creator)).toMatchObject({ image: { alt: "Rita on a red boat" } });

    const both = await api.patchContribution(s.card.id, message.id, { content: null, imageAlt: "" }, s.cookies.invitee);
    expect(await both.json()).toMatchObject({ content: null, image: { alt: null } });
  });

  it("may be changed by no one but its author, and a refusal changes nothing", async () => {
    const s = await cardWithEveryRole();
    const message = await photoMessage(s, { imageAlt: "Rita on a boat" });
    const before = await cardRows();
    for (const [cookie, status] of [
      [s.cookies.creator, 403],
      [s.cookies.stranger, 403],
      [s.cookies.visitor, 401],
    ] as const) {
      expect((await api.patchContribution(s.card.id, message.id, { imageAlt: "Changed" }, cookie)).status).toBe(status);
    }
    expect(await cardRows()).toEqual(before);
  });

  it("is refused past its length, in the request's language", async () => {
    const s = await cardWithEveryRole();
    const message = await photoMessage(s, {});
    const response = await api.patchContribution(s.card.id, message.id, { imageAlt: "x".repeat(301) }, `${s.cookies.invitee}; NEXT_LOCALE=lt`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ imageAlt: lt.validation.imageAltTooLong });
  });
});
