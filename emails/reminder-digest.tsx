import { Heading, Link, Section, Text } from "@react-email/components";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import { parseDate } from "@/lib/dates/calendar";
import { defineEmail, type EmailContext, type EmailRenderContext } from "@/lib/email/define";
import { formatPrice } from "@/lib/i18n/price";
import { EmailButton, EmailHeading, EmailLayout, EmailNote, EmailRule, EmailText } from "./layout";

/**
 * The day's reminder digest: every birthday a user is reminded of on one
 * local date (spec: 7 days before, 1 day before and on the day, or the
 * offsets they chose), grouped by how far away it is, with the age, the
 * notes and the gift ideas not yet given. Links only to the dashboard, the
 * create-card page, the reminder settings and the unsubscribe page
 * (sendEmail refuses links outside APP_URL, so gift URLs are never shown).
 */
export type ReminderDigestEmailProps = {
  /** The recipient's own name, when they gave one. */
  recipientName: string | null;
  /** 'YYYY-MM-DD': the recipient's local date the e-mail is written for ("today"). */
  date: string;
  /** Nearest first (the sender sorts them: daysUntil ascending, then name). At least one. */
  birthdays: Array<{
    name: string;
    /** Days from `date` to the celebration: 0 today, 1 tomorrow, else N (can be 2..30, e.g. sent late). */
    daysUntil: number;
    /** 'YYYY-MM-DD' of the celebration (already 28 Feb for a 29 Feb birthday in a common year). */
    celebrationDate: string;
    /** Age reached that day, when the birth year is known. */
    turning: number | null;
    notes: string | null;
    /** Gift ideas not yet given. price is a display string like "25.00" or null. */
    gifts: Array<{ title: string; price: string | null; status: "idea" | "bought" }>;
    /**
     * "Start a group card": the create form for this birthday, on the
     * week-ahead reminder of a birthday with no card yet (decision 044); null: none.
     */
    startCardUrl?: string | null;
  }>;
  /** Absolute links (already built from APP_URL by the sender). */
  dashboardUrl: string;
  /** The reminders section of the settings page. */
  settingsUrl: string;
  unsubscribeUrl: string;
};

type DigestBirthday = ReminderDigestEmailProps["birthdays"][number];

/** Names written out in the subject; beyond this, the first two and "N more". */
const SUBJECT_NAMES = 3;

export const reminderDigestEmail = defineEmail<ReminderDigestEmailProps>({
  subject: ({ birthdays }, context) =>
    context.t("reminderDigest.subject", { count: birthdays.length, names: subjectNames(birthdays, context) }),
  render: (props, context) => <ReminderDigestEmail {...props} context={context} />,
});

export function ReminderDigestEmail({
  recipientName,
  date,
  birthdays,
  dashboardUrl,
  settingsUrl,
  unsubscribeUrl,
  context,
}: ReminderDigestEmailProps & { context: EmailRenderContext }) {
  const { t, locale } = context;
  const name = recipientName?.trim();
  const groups = groupByDay(birthdays);
  const preview = groups
    .map(({ daysUntil, birthdays }) =>
      t("reminderDigest.previewGroup", {
        when: whenHeading(daysUntil, context),
        names: listFormat(locale).format(birthdays.map((birthday) => birthday.name)),
      }),
    )
    .join(" · ");

  return (
    <EmailLayout context={context} preview={preview} reason={t("reminderDigest.reason", { site: context.site })}>
      <EmailHeading>
        {name ? t("reminderDigest.greeting.named", { name }) : t("reminderDigest.greeting.anonymous")}
      </EmailHeading>
      <EmailNote>{capitalize(formatDate(date, locale), locale)}</EmailNote>
      <EmailText>{t("reminderDigest.intro", { count: birthdays.length })}</EmailText>
      {groups.map(({ daysUntil, birthdays }) => (
        <Section key={daysUntil} style={styles.group}>
          <Heading as="h2" className="cf-text" style={styles.groupHeading}>
            {whenHeading(daysUntil, context)}
          </Heading>
          {birthdays.map((birthday, index) => (
            <BirthdayEntry key={index} birthday={birthday} context={context} />
          ))}
        </Section>
      ))}
      <EmailButton href={dashboardUrl}>{t("reminderDigest.button")}</EmailButton>
      <EmailRule />
      <EmailNote>{t.rich("reminderDigest.settings", { link: linkTo(settingsUrl) })}</EmailNote>
      <EmailNote>{t.rich("reminderDigest.unsubscribe", { link: linkTo(unsubscribeUrl) })}</EmailNote>
    </EmailLayout>
  );
}

function BirthdayEntry({ birthday, context }: { birthday: DigestBirthday; context: EmailRenderContext }) {
  const { t, locale } = context;
  const { name, daysUntil, celebrationDate, turning, notes, gifts, startCardUrl } = birthday;
  const details = [formatDate(celebrationDate, locale)];
  if (turning != null) {
    details.push(t(daysUntil <= 0 ? "reminderDigest.age.today" : "reminderDigest.age.upcoming", { age: turning }));
  }
  const noteText = notes?.trim();
  const noteLines = noteText ? noteText.split(/\r?\n/) : [];
  return (
    <Section style={styles.entry}>
      <Text className="cf-text" style={styles.name}>
        {name}
      </Text>
      <Text className="cf-muted" style={styles.details}>
        {capitalize(details.join(" · "), locale)}
      </Text>
      {noteLines.length > 0 && (
        <Text className="cf-text" style={styles.body}>
          <strong>{t("reminderDigest.notes")}</strong>{" "}
          {noteLines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      )}
      {gifts.length > 0 && (
        <>
          <Text className="cf-text" style={styles.giftsLabel}>
            <strong>{t("reminderDigest.gifts")}</strong>
          </Text>
          <ul style={styles.giftList}>
            {gifts.map((gift, index) => (
              <li key={index} className="cf-text" style={styles.gift}>
                {gift.title}
                {gift.price != null && (
                  <span className="cf-muted" style={styles.giftExtra}>
                    {" · "}
                    {formatPrice(gift.price, locale)}
                  </span>
                )}
                {gift.status === "bought" && (
                  <span className="cf-muted" style={styles.giftExtra}>
                    {" · "}
                    {t("reminderDigest.bought")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {startCardUrl && (
        <Text className="cf-text" style={styles.body}>
          <Link href={startCardUrl} className="cf-brand" style={styles.link}>
            {t("reminderDigest.startCard", { name })}
          </Link>
        </Text>
      )}
    </Section>
  );
}

/** A t.rich() renderer: the text inside a message's <link> tag as a link to `href`. */
function linkTo(href: string) {
  return function MessageLink(chunks: ReactNode) {
    return (
      <Link href={href} className="cf-brand" style={styles.link}>
        {chunks}
      </Link>
    );
  };
}

/** The birthdays of each distance, nearest first, keeping the sender's order within a day. */
function groupByDay(birthdays: DigestBirthday[]): Array<{ daysUntil: number; birthdays: DigestBirthday[] }> {
  const byDay = new Map<number, DigestBirthday[]>();
  for (const birthday of birthdays) {
    const group = byDay.get(birthday.daysUntil);
    if (group) group.push(birthday);
    else byDay.set(birthday.daysUntil, [birthday]);
  }
  return [...byDay].sort(([a], [b]) => a - b).map(([daysUntil, birthdays]) => ({ daysUntil, birthdays }));
}

/** "Today", "Tomorrow", "In 7 days". */
function whenHeading(daysUntil: number, { t }: EmailContext): string {
  if (daysUntil <= 0) return t("reminderDigest.today");
  if (daysUntil === 1) return t("reminderDigest.tomorrow");
  return t("reminderDigest.inDays", { days: daysUntil });
}

/** "Ana", "Ana and Jonas", "Ana, Jonas, and Petras", or "Ana, Jonas, and 3 more" in the recipient's language. */
function subjectNames(birthdays: DigestBirthday[], { t, locale }: EmailContext): string {
  const names = birthdays.map((birthday) => birthday.name);
  if (names.length <= SUBJECT_NAMES) return listFormat(locale).format(names);
  const shown = names.slice(0, SUBJECT_NAMES - 1);
  return listFormat(locale).format([...shown, t("reminderDigest.more", { count: names.length - shown.length })]);
}

function listFormat(locale: string): Intl.ListFormat {
  return new Intl.ListFormat(locale, { type: "conjunction", style: "long" });
}

// Digests go out by the thousand; a formatter per language is made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' as "Saturday, July 19", "liepos 19 d., šeštadienis", "суббота, 19 июля". */
function formatDate(date: string, locale: string): string {
  const parts = parseDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

// Colours are emails/layout.tsx's light palette; the cf-* classes switch them
// to its dark palette.
const colors = { text: "#2a2030", muted: "#685c70", brand: "#a7207b" } as const;

const styles = {
  group: { margin: "8px 0 8px" },
  groupHeading: { color: colors.text, fontSize: "18px", lineHeight: "26px", fontWeight: 700, margin: "8px 0 12px" },
  entry: { borderLeft: `3px solid ${colors.brand}`, padding: "0 0 0 14px", margin: "0 0 20px" },
  name: { color: colors.text, fontSize: "17px", lineHeight: "24px", fontWeight: 700, margin: "0 0 2px" },
  details: { color: colors.muted, fontSize: "14px", lineHeight: "21px", margin: "0 0 8px" },
  body: { color: colors.text, fontSize: "15px", lineHeight: "22px", margin: "0 0 8px" },
  giftsLabel: { color: colors.text, fontSize: "15px", lineHeight: "22px", margin: "0 0 4px" },
  giftList: { margin: "0 0 8px", padding: "0 0 0 20px" },
  gift: { color: colors.text, fontSize: "15px", lineHeight: "22px", margin: "0 0 2px" },
  giftExtra: { color: colors.muted },
  link: { color: colors.brand, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;
