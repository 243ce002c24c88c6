import { getCardBySlug } from "@/lib/group-cards/cards";
import { testSql } from "../setup/database";
import { api, cardWithEveryRole } from "../support/group-cards";

// A card's messages are cached per app instance; every way of changing them
// must show in the next read, including writes this instance never saw.

const messages = async (slug: string) => (await getCardBySlug(slug, null, null)).contributions.map((each) => each.content);

describe("the cached messages of a card", () => {
  it("shows changes made through the API and directly in the database", async () => {
    const { card, cookies, bobsMessage } = await cardWithEveryRole();
    expect(await messages(card.slug)).toEqual(["Happy birthday from Bob Stone", "Happy birthday from Erin"]);

    const added = await api.contribute(card.id, { contributorName: "Ann", contributorEmail: "ann@example.com", content: "From Ann" }, cookies.creator);
    expect(added.status).toBe(201);
    expect(await messages(card.slug)).toContain("From Ann");

    await api.patchContribution(card.id, bobsMessage.id, { content: "Bob, edited" }, cookies.invitee);
    expect(await messages(card.slug)).toContain("Bob, edited");

    // Another instance writing straight to the table.
    await testSql("UPDATE group_card_contributions SET content = 'Changed elsewhere' WHERE id = $1", [bobsMessage.id]);
    expect(await messages(card.slug)).toContain("Changed elsewhere");
    await testSql("DELETE FROM group_card_contributions WHERE group_card_id = $1", [card.id]);
    expect(await messages(card.slug)).toEqual([]);
  });

  it("still says who wrote what to each viewer", async () => {
    const { card, cookies } = await cardWithEveryRole();
    const asBob = await (await api.bySlug(card.slug, { cookie: cookies.invitee })).json();
    const asVisitor = await (await api.bySlug(card.slug)).json();
    expect(asBob.contributions.map((each: { mine: boolean }) => each.mine)).toEqual([true, false]);
    expect(asVisitor.contributions.map((each: { mine: boolean }) => each.mine)).toEqual([false, false]);
  });
});
