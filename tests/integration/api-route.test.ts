import { NextRequest } from "next/server";
import { z } from "zod";
import { GET as health } from "@/app/api/health/route";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { apiRoute } from "@/lib/http/route";
import lt from "@/messages/lt.json";
import en from "@/messages/en.json";

const noParams = { params: Promise.resolve({}) };

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/test", {
    method: "POST",
    body,
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
  });
}

async function signedInCookie(expiresAt = new Date(Date.now() + 60_000)) {
  const user = await db().user.create({ data: { email: "ann@example.com" } });
  await db().session.create({ data: { userId: user.id, tokenHash: hashToken("session-token"), expiresAt } });
  return { user, cookie: "confetti_session=session-token" };
}

const profileHandler = jest.fn(async ({ body, user }: { body: { email: string; name: string }; user: { id: number } }) => ({
  saved: body,
  userId: user.id,
}));
const profileRoute = apiRoute(
  { body: z.object({ email: z.email(), name: z.string().trim().min(1) }), auth: true },
  profileHandler,
);

beforeEach(() => profileHandler.mockClear());

describe("apiRoute", () => {
  it("answers 401 in the one error shape when nobody is signed in", async () => {
    const response = await profileRoute(post('{"email":"a@b.co","name":"A"}'), noParams);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: en.errors.unauthorized } });
    expect(profileHandler).not.toHaveBeenCalled();
  });

  it("answers 401 for an expired session", async () => {
    const { cookie } = await signedInCookie(new Date(Date.now() - 1000));
    const response = await profileRoute(post('{"email":"a@b.co","name":"A"}', { cookie }), noParams);
    expect(response.status).toBe(401);
  });

  it("passes the parsed body and the session's user to the handler", async () => {
    const { user, cookie } = await signedInCookie();
    const response = await profileRoute(post('{"email":"a@b.co","name":"  Ann  "}', { cookie }), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: { email: "a@b.co", name: "Ann" }, userId: user.id });
  });

  it("answers 400 with translated field errors and never calls the handler", async () => {
    const { cookie } = await signedInCookie();
    const response = await profileRoute(
      post('{"email":"nope","name":"  "}', { cookie: `${cookie}; NEXT_LOCALE=lt` }),
      noParams,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "validation_failed",
        message: lt.errors.validationFailed,
        fields: { email: lt.validation.invalidEmail, name: lt.validation.required },
      },
    });
    expect(profileHandler).not.toHaveBeenCalled();
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { cookie } = await signedInCookie();
    const response = await profileRoute(post("{name:", { cookie }), noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("refuses a cross-site write before reading the session or the body", async () => {
    const { cookie } = await signedInCookie();
    const response = await profileRoute(
      post('{"email":"a@b.co","name":"A"}', { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      noParams,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("cross_site");
    expect(profileHandler).not.toHaveBeenCalled();
  });

  it("maps a known error to its status and hides an unknown one behind a bare 500", async () => {
    const missing = apiRoute({}, async () => {
      throw new AppError("not_found");
    });
    expect((await missing(new NextRequest("http://localhost/api/x"), noParams)).status).toBe(404);

    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const broken = apiRoute({}, async () => {
      throw new Error("password=hunter2 at db.internal:5432");
    });
    const response = await broken(new NextRequest("http://localhost/api/x"), noParams);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: en.errors.internal } });
    expect(text).not.toContain("hunter2");
    spy.mockRestore();
  });

  it("parses params and query with their schemas", async () => {
    const route = apiRoute(
      { params: z.object({ id: z.coerce.number().int().positive() }), query: z.object({ q: z.string().default("") }) },
      async ({ params, query }) => ({ id: params.id, q: query.q }),
    );
    const ok = await route(new NextRequest("http://localhost/api/x/7?q=ann"), { params: Promise.resolve({ id: "7" }) });
    expect(await ok.json()).toEqual({ id: 7, q: "ann" });
    const bad = await route(new NextRequest("http://localhost/api/x/abc"), { params: Promise.resolve({ id: "abc" }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("id");
  });
});

describe("GET /api/health", () => {
  it("reports that the database answers", async () => {
    const response = await health(new NextRequest("http://localhost/api/health"), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: true });
  });
});
