// The text of a PDF, page by page, as a reader's PDF viewer extracts it
// (pdf.js, Firefox's viewer): how the tests check that a keepsake holds every
// message. Run as a script it reads the PDF from stdin and prints the pages
// as JSON, for Jest, which cannot load pdf.js's ES modules itself.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Each page's text, its pieces joined with spaces (a line break in a message becomes a space). */
export async function pdfPages(bytes) {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(
      items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  await document.destroy();
  return pages;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  process.stdout.write(JSON.stringify(await pdfPages(Buffer.concat(chunks))));
}
