// The text of a PDF, page by page, as a reader's PDF viewer extracts it
// (pdf.js, Firefox's viewer): reads the PDF from stdin and prints each page's
// text as a JSON array. A script of its own because neither Jest nor
// Playwright's loader can load pdf.js's ES modules; tests/support/pdf-text.ts
// runs it.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const { items } = await (await document.getPage(number)).getTextContent();
  // Pieces joined with spaces: a line break in a message becomes a space.
  pages.push(
    items
      .map((item) => ("str" in item ? item.str : ""))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}
await document.destroy();
process.stdout.write(JSON.stringify(pages));
