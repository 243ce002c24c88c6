import type { CardSummaryDto } from "@/lib/group-cards/schema";
import { THEME_COLOURS } from "@/lib/group-cards/theme-colours";

// A card's Open Graph image (decision 041), drawn by satori through next/og:
// only flexbox and inline styles, no classes, the fonts of lib/fonts/onest.ts.
// It shows what anyone with the card's link can read on the card anyway: the
// title, whom it is for, and how many messages it has (when the card shows them).

/** Where the confetti dots fall: x and y in per cent, size in pixels, which of the theme's colours. */
const DOTS = [
  [6, 12, 22, 0], [18, 78, 16, 1], [31, 8, 12, 2], [44, 88, 20, 0], [58, 6, 18, 1], [71, 84, 14, 2],
  [84, 14, 24, 0], [93, 62, 16, 1], [4, 52, 14, 2], [64, 46, 10, 0], [24, 40, 10, 1], [88, 38, 12, 2],
] as const;

export function CardOgImage({
  card,
  texts,
}: {
  card: CardSummaryDto;
  /** 'For Rita', '3 messages' (null: no count shown) and the site's name, in the image's language. */
  texts: { for: string; messages: string | null; siteName: string };
}) {
  const colours = THEME_COLOURS[card.theme];
  const titleSize = card.title.length > 60 ? 56 : card.title.length > 30 ? 68 : 84;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        alignItems: "center",
        padding: "64px 88px",
        backgroundImage: `linear-gradient(135deg, ${colours.from}, ${colours.to})`,
        color: colours.foreground,
        fontFamily: "Onest",
        position: "relative",
      }}
    >
      {DOTS.map(([x, y, size, colour], index) => (
        <div
          key={index}
          style={{
            position: "absolute",
            left: `${x}%`,
            top: `${y}%`,
            width: size,
            height: size,
            borderRadius: size,
            backgroundColor: colours.confetti[colour],
          }}
        />
      ))}
      <div
        style={{
          display: "flex",
          textAlign: "center",
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.1,
          maxHeight: titleSize * 1.1 * 3,
          overflow: "hidden",
        }}
      >
        {card.title}
      </div>
      <div style={{ display: "flex", marginTop: 28, fontSize: 40, color: colours.muted }}>{texts.for}</div>
      {texts.messages !== null && (
        <div
          style={{
            display: "flex",
            marginTop: 40,
            padding: "12px 32px",
            borderRadius: 999,
            backgroundColor: "#ffffff",
            color: colours.foreground,
            fontSize: 32,
            fontWeight: 700,
          }}
        >
          {texts.messages}
        </div>
      )}
      <div style={{ position: "absolute", bottom: 32, right: 48, display: "flex", fontSize: 28, fontWeight: 700, color: colours.muted }}>
        {texts.siteName}
      </div>
    </div>
  );
}
