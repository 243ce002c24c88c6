import { GET as authRoute } from "@/app/api/google/auth/route";
import { GET as callbackRoute } from "@/app/api/google/callback/route";
import { POST as importRoute } from "@/app/api/google/import-contacts/route";
import { GET as startRoute } from "@/app/api/google/start/route";
import { db } from "@/lib/db";
import { jsonRequest, noParams, signedInUser } from "../support/auth";

// Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET the Google import does not exist.

it("answers 404 on every Google endpoint, signed in or not, and stores nothing", async () => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  const ann = await signedInUser();
  for (const cookie of [undefined, ann.cookie]) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const responses = [
      await authRoute(jsonRequest("GET", "/api/google/auth", undefined, headers), noParams),
      await startRoute(jsonRequest("GET", "/api/google/start", undefined, headers), noParams),
      await callbackRoute(jsonRequest("GET", "/api/google/callback?state=a&code=b", undefined, headers), noParams),
      await importRoute(jsonRequest("POST", "/api/google/import-contacts", { accessToken: "a".repeat(43) }, headers), noParams),
    ];
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404]);
  }
  expect(await db().googleAuthorization.count()).toBe(0);
});
