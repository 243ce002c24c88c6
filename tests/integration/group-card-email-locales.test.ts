// Which language a card's e-mails speak (docs/decisions/054): an address with
// an account reads its own language (its settings' choice), any other the
// card's. Invitations (at creation and added later), nudges, the delivery and
// the creator's copy, through the real handlers and scheduler to a fake Resend.
import { POST as createRoute } from "@/app/api/group-cards/route";
import { db } from "@/lib/db";
import { runScheduledPass } from "@/lib/scheduler/pass";
import { jsonRequest, noParams, signedInUser } from "../support/auth";
import { mailThroughFakeResend, type ReceivedEmail } from "../support/fake-resend";
import { api, cardBody } from "../support/group-cards";
import { at } from "../support/reminders";

// The first e-mail a file renders loads react-email, which takes seconds on a busy machine.
jest.setTimeout(30_000);

const fake = mailThroughFakeResend();
const localeOf = (message: ReceivedEmail) => message.tags.find((tag) => tag.name === "locale")?.value;
const mailTo = (address: string) => fake.messages.filter((message) => message.to.includes(address));

/** Ann, whose own language is English, makes a card on a Lithuanian page: the card is in Lithuanian. */
async function lithuanianCard(overrides: Record<string, unknown> = {}) {
  const ann = await signedInUser("ann@example.com");
  const response = await createRoute(
    jsonRequest("POST", "/api/group-cards", cardBody(overrides), { cookie: ann.cookie, referer: "http://localhost:3000/lt/dashboard" }),
    noParams,
  );
  expect(response.status).toBe(201);
  const card: { id: number } = await response.json();
  expect(await db().groupCard.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ locale: "lt" });
  return { ann, card };
}

/** Bob has an account whose language is Russian; Carol has none. */
const bobInRussian = () => db().user.create({ data: { email: "bob@example.com", locale: "ru" } });

describe("invitation e-mails", () => {
  it("reach an invitee with an account in their language and one without in the card's", async () => {
    await bobInRussian();
    await lithuanianCard({ invitedContributors: "Bob@Example.com, carol@example.com" });

    const [toBob] = mailTo("bob@example.com");
    expect(localeOf(toBob!)).toBe("ru");
    expect(toBob!.subject).toBe("Ann приглашает вас подписать общую открытку ко дню рождения. Кому: Rita");
    const [toCarol] = mailTo("carol@example.com");
    expect(localeOf(toCarol!)).toBe("lt");
    expect(toCarol!.subject).toBe("Ann kviečia jus pasirašyti bendrą gimtadienio atviruką. Kam: Rita");
  });

  it("added later from a page in another language still follow the invitee, else the card", async () => {
    await bobInRussian();
    const { ann, card } = await lithuanianCard({ invitedContributors: "erin@example.com" });
    // Sent from an English page: the request's language is not the card's.
    const response = await api.invite(card.id, { emails: ["bob@example.com", "dan@example.com"] }, ann.cookie);
    expect(response.status).toBe(200);
    expect(mailTo("bob@example.com").map(localeOf)).toEqual(["ru"]);
    expect(mailTo("dan@example.com").map(localeOf)).toEqual(["lt"]);
  });
});

describe("scheduled e-mails", () => {
  it("nudges, the delivery and the creator's copy follow each address's account, else the card", async () => {
    await bobInRussian();
    // Rita, the birthday person, has an account in English; Ann's own language is English too.
    await db().user.create({ data: { email: "rita@example.com", locale: "en" } });
    const { ann } = await lithuanianCard({
      recipientEmail: "rita@example.com",
      deliveryDate: "2027-01-10",
      deliveryHour: 9,
      invitedContributors: "bob@example.com, carol@example.com",
    });
    await db().user.update({ where: { id: ann.user.id }, data: { locale: "ru" } });
    await fake.clear();

    // Three days before at 10:00 (UTC, Ann's zone): the first nudge.
    await runScheduledPass({ now: new Date(at("2027-01-07T10:00:00Z")) });
    expect(mailTo("bob@example.com").map(localeOf)).toEqual(["ru"]);
    expect(mailTo("bob@example.com")[0]!.subject).toBe("Добавьте пожелание в открытку. Кому: Rita");
    expect(mailTo("carol@example.com").map(localeOf)).toEqual(["lt"]);

    await fake.clear();
    await runScheduledPass({ now: new Date(at("2027-01-10T09:00:00Z")) });
    expect(mailTo("rita@example.com").map(localeOf)).toEqual(["en"]);
    expect(mailTo("ann@example.com").map(localeOf)).toEqual(["ru"]);
  });

  it("use the card's language for a birthday person without an account", async () => {
    await lithuanianCard({ recipientEmail: "rita@example.com", deliveryDate: "2027-01-10", invitedContributors: "erin@example.com" });
    await runScheduledPass({ now: new Date(at("2027-01-10T09:00:00Z")) });
    expect(mailTo("rita@example.com").map(localeOf)).toEqual(["lt"]);
    expect(mailTo("rita@example.com")[0]!.subject).toBe("Ann ir draugai jums paruošė gimtadienio atviruką");
  });
});
