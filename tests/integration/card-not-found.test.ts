import { NextRequest } from "next/server";
import { PAGE_PATH_HEADER } from "@/lib/site/page-path";
import proxy from "@/proxy";
import { cardWithEveryRole } from "../support/group-cards";

// A card's address with no card answers with the 404 page the server renders
// (app/not-found.tsx, through the proxy's rewrite), not with the card page's
// notFound(), which Next.js draws in the browser only (vercel/next.js#62228).

const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));
const rewrittenTo = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("a card's address in the proxy", () => {
  it.each([
    "/group-cards/no-such-card-k3m9x2q7v4pa1",
    "/group-cards/no-such-card-k3m9x2q7v4pa1/present",
    "/group-cards/Not_A_Slug",
  ])("%s, with no card, goes to the page no route claims, keeping its address for the 404", async (path) => {
    const response = await visit(path);
    expect(new URL(rewrittenTo(response)!).pathname).toBe("/en/_no-such-page");
    expect(response.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe(path);
  });

  it.each(["/group-cards/rita-s-40th-k3m9x2q7v4pa1", "/group-cards/rita-s-40th-k3m9x2q7v4pa1/present"])(
    "%s, whose card exists, goes on to its page",
    async (path) => {
      await cardWithEveryRole();
      const response = await visit(path);
      expect(rewrittenTo(response)).toBeNull();
    },
  );

  it("leaves the other group-card pages alone", async () => {
    for (const path of ["/group-cards", "/group-card/1", "/group-cards/rita/present/more"]) {
      expect(rewrittenTo(await visit(path))).toBeNull();
    }
  });
});
