/** @jest-environment node */
import { onestFont } from "@/lib/fonts/onest";
import { renderKeepsake, type KeepsakeMessage } from "@/lib/group-cards/keepsake-document";

describe("renderKeepsake", () => {
  it("lets other work run between one message and the next, so a long card never holds up the server", async () => {
    const messages: KeepsakeMessage[] = Array.from({ length: 30 }, (_, index) => ({
      name: `Friend ${index}`,
      text: "Su gimtadieniu! И с днём рождения! ".repeat(20),
      picture: null,
    }));
    const [regular, bold] = await Promise.all([onestFont(400), onestFont(700)]);
    // Work queued the way another request's would be: it keeps re-queueing itself until the PDF is done.
    let finished = false;
    let turnsServed = 0;
    const otherWork = () => {
      if (finished) return;
      turnsServed += 1;
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    const pdf = await renderKeepsake({
      lang: "en",
      theme: "ocean",
      title: "Rita's 40th",
      forLine: "For Rita",
      dateLine: null,
      greeting: null,
      messages,
      footer: "Made with Confetti",
      fonts: { regular, bold },
    });
    finished = true;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(turnsServed).toBeGreaterThanOrEqual(messages.length);
  });
});
