import en from "@/messages/en.json";
import lt from "@/messages/lt.json";
import { api, cardRows, cardWithEveryRole } from "../support/group-cards";
import { jpeg } from "../support/images";

// Editing a photo message (issue 13): its author may remove the caption (the
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
