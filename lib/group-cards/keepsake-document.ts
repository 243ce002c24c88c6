import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import PDFDocument from "pdfkit";
import type { CardTheme } from "./themes";
import { THEME_COLOURS } from "./theme-colours";

// The keepsake's pages (decision 041), drawn with pdfkit the way the card's
// print view lays the card out: a cover on the theme's gradient with its
// confetti (title, 'For' the birthday person, the day, the card's words for them),
// then every message in the card's order as a white tile on the theme's
// colour, each with its picture, never split across two pages.
//
// The PDF is tagged (decision 054), so a screen reader reads it in order: the
// cover's lines, then each message's name and text, and each picture as its
// description (its author's, else who it is from). Backgrounds, confetti,
// tiles and the footer are artifacts it skips.

export type KeepsakeMessage = {
  name: string;
  text: string;
  /** The message's picture as JPEG, with its size in pixels and its description (alt text). */
  picture: { bytes: Buffer; width: number; height: number; alt: string } | null;
};

export type KeepsakeContent = {
  /** The keepsake's language (en, lt, ru), for screen readers. */
  lang: string;
  theme: CardTheme;
  title: string;
  /** 'For Rita' in the keepsake's language. */
  forLine: string;
  /** The birthday, written out ('Saturday, 5 December 2026'), when the card has one. */
  dateLine: string | null;
  /** The card's words for the birthday person (never the creator's note to the people invited). */
  greeting: string | null;
  messages: KeepsakeMessage[];
  /** The last line of every page: 'Made with Confetti on …'. */
  footer: string;
  fonts: { regular: Buffer; bold: Buffer };
};

// A4 in points, with a 48 pt (17 mm) margin all round.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const TILE_PADDING = 16;
const TILE_GAP = 14;
const NAME_SIZE = 12;
const TEXT_SIZE = 12;
const TEXT_LINE_GAP = 3;
/** A picture never takes more of a page than this, so its message's words fit beside it. */
const PICTURE_MAX_HEIGHT = 340;
const FOOTER_SIZE = 9;
/** Where tiles stop: the bottom margin, which holds the footer line. */
const BOTTOM = PAGE.height - MARGIN;

/**
 * The keepsake as PDF bytes. pdfkit lays out and writes on the main thread;
 * other requests are served between one message and the next, so a card of
 * a hundred messages never holds up the server for more than one of them.
 */
export async function renderKeepsake(content: KeepsakeContent): Promise<Buffer> {
  const colours = THEME_COLOURS[content.theme];
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: content.title, Creator: "Confetti", Producer: "Confetti" },
    tagged: true,
    lang: content.lang,
    displayTitle: true,
    // pdfkit would load its built-in Helvetica from disk first; every word here is Onest.
    font: content.fonts.regular as unknown as string,
  });
  doc.registerFont("regular", content.fonts.regular);
  doc.registerFont("bold", content.fonts.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  /** Drawing a reader skips: backgrounds, confetti, tiles, the footer. */
  const artifact = (draw: () => void) => {
    doc.markContent("Artifact", { type: "Layout" });
    draw();
    doc.endMarkedContent();
  };
  /** Content a reader reads, as a structure element (P, H1, Figure with its alt text). */
  const tagged = (type: string, draw: () => void, options: { alt?: string } = {}) =>
    doc.addStructure(doc.struct(type, options, draw));

  const footer = () => {
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page for it.
    const { margins } = doc.page;
    const bottom = margins.bottom;
    margins.bottom = 0;
    artifact(() =>
      doc
        .font("regular")
        .fontSize(FOOTER_SIZE)
        .fillColor(colours.muted)
        .text(content.footer, MARGIN, PAGE.height - MARGIN + FOOTER_SIZE, { width: CONTENT_WIDTH, align: "center", lineBreak: false }),
    );
    margins.bottom = bottom;
  };

  // The cover: the theme's gradient and confetti, the card's header in the middle.
  doc.addPage();
  const gradient = doc.linearGradient(0, 0, PAGE.width, PAGE.height);
  gradient.stop(0, colours.from).stop(1, colours.to);
  artifact(() => {
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(gradient);
    confetti(doc, colours.confetti);
  });
  const coverLines: { tag: string; font: string; size: number; colour: string; text: string; gap: number }[] = [
    { tag: "H1", font: "bold", size: 34, colour: colours.foreground, text: content.title, gap: 14 },
    { tag: "P", font: "regular", size: 20, colour: colours.muted, text: content.forLine, gap: 8 },
    ...(content.dateLine ? [{ tag: "P", font: "regular", size: 14, colour: colours.muted, text: content.dateLine, gap: 18 }] : []),
    ...(content.greeting ? [{ tag: "P", font: "regular", size: 13, colour: colours.foreground, text: content.greeting, gap: 0 }] : []),
  ];
  const height = (line: (typeof coverLines)[number]) =>
    doc.font(line.font).fontSize(line.size).heightOfString(line.text, { width: CONTENT_WIDTH, align: "center" }) + line.gap;
  let y = Math.max(MARGIN, (PAGE.height - coverLines.reduce((sum, line) => sum + height(line), 0)) / 2 - 40);
  for (const line of coverLines) {
    const lineHeight = height(line);
    tagged(line.tag, () =>
      doc.font(line.font).fontSize(line.size).fillColor(line.colour).text(line.text, MARGIN, y, { width: CONTENT_WIDTH, align: "center" }),
    );
    y += lineHeight;
  }
  footer();

  // The messages, as many to a page as fit.
  const messagePage = () => {
    doc.addPage();
    artifact(() => doc.rect(0, 0, PAGE.width, PAGE.height).fill(colours.from));
    footer();
    return MARGIN;
  };
  y = content.messages.length > 0 ? messagePage() : y;
  for (const message of content.messages) {
    const picture = message.picture && pictureBox(message.picture);
    const textHeight = message.text
      ? doc.font("regular").fontSize(TEXT_SIZE).heightOfString(message.text, { width: CONTENT_WIDTH - 2 * TILE_PADDING, lineGap: TEXT_LINE_GAP })
      : 0;
    const tileHeight =
      2 * TILE_PADDING + NAME_SIZE * 1.3 + (picture ? picture.height + 10 : 0) + (textHeight ? textHeight + 8 : 0);
    if (y + tileHeight > BOTTOM && y > MARGIN) y = messagePage();
    artifact(() => doc.roundedRect(MARGIN, y, CONTENT_WIDTH, tileHeight, 8).fill("#ffffff"));
    let inner = y + TILE_PADDING;
    const nameTop = inner;
    tagged("P", () =>
      doc
        .font("bold")
        .fontSize(NAME_SIZE)
        .fillColor(colours.foreground)
        .text(message.name, MARGIN + TILE_PADDING, nameTop, { width: CONTENT_WIDTH - 2 * TILE_PADDING, lineBreak: false, ellipsis: true }),
    );
    inner += NAME_SIZE * 1.3;
    if (picture && message.picture) {
      inner += 10;
      const { bytes, alt } = message.picture;
      const top = inner;
      tagged("Figure", () => doc.image(bytes, MARGIN + (CONTENT_WIDTH - picture.width) / 2, top, { width: picture.width, height: picture.height }), {
        alt,
      });
      inner += picture.height;
    }
    if (message.text) {
      inner += 8;
      const top = inner;
      tagged("P", () =>
        doc
          .font("regular")
          .fontSize(TEXT_SIZE)
          .fillColor("#1f1f23")
          .text(message.text, MARGIN + TILE_PADDING, top, { width: CONTENT_WIDTH - 2 * TILE_PADDING, lineGap: TEXT_LINE_GAP }),
      );
    }
    y += tileHeight + TILE_GAP;
    await nextTurn();
  }
  doc.end();
  return done;
}

/** A picture's size on the page: the tile's width at most, PICTURE_MAX_HEIGHT tall at most, never enlarged past 1 px per pt. */
function pictureBox({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, (CONTENT_WIDTH - 2 * TILE_PADDING) / width, PICTURE_MAX_HEIGHT / height);
  return { width: width * scale, height: height * scale };
}

/** The cover's dots, in the same three colours as the card's background on screen. */
function confetti(doc: PDFKit.PDFDocument, colours: readonly [string, string, string]) {
  for (let dot = 0; dot < 36; dot++) {
    const x = ((dot * 97) % 100) / 100;
    const y = ((dot * 61 + 13) % 100) / 100;
    doc.circle(x * PAGE.width, y * PAGE.height, 2.5 + (dot % 3) * 1.5).fill(colours[dot % 3]!);
  }
}
