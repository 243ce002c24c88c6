import { NextRequest } from "next/server";
import { z } from "zod";
import { GET as health } from "@/app/api/health/route";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { created } from "@/lib/http/responses";
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
  it("answers a transaction that found no connection in time with a translated 503 to retry, not a 500", async () => {
    const busyRoute = apiRoute({}, async () => {
      throw new Prisma.PrismaClientKnownRequestError("Unable to start a transaction in the given time.", { code: "P2028", clientVersion: "7" });
    });
    const response = await busyRoute(post("{}", { cookie: "NEXT_LOCALE=lt" }), noParams);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: { code: "busy", message: lt.errors.busy } });
  });

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

/** A request body that sends `chunk` again and again and never ends; counts the bytes handed out. */
function endlessBody(chunk = new Uint8Array(16 * 1024).fill(0x20)) {
  const sent = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent };
}

function streamedPost(stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new NextRequest("http://localhost:3000/api/test", {
    method: "POST",
    body: stream,
    headers: { host: "localhost:3000", ...headers },
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe("apiRoute: the session before the body, and a byte limit while reading", () => {
  it("answers 401 to an unauthenticated write without reading its body", async () => {
    const { stream, sent } = endlessBody();
    const response = await profileRoute(
      streamedPost(stream, { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) }),
      noParams,
    );
    expect(response.status).toBe(401);
    expect(sent.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(profileHandler).not.toHaveBeenCalled();
  });

  it("answers 413 to a declared Content-Length over the limit before reading a byte", async () => {
    const { cookie } = await signedInCookie();
    const { stream, sent } = endlessBody();
    const response = await profileRoute(
      streamedPost(stream, { cookie, "content-type": "application/json", "content-length": String(65 * 1024) }),
      noParams,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: en.errors.payloadTooLarge } });
    // The stream's own read-ahead only.
    expect(sent.bytes).toBeLessThanOrEqual(32 * 1024);
  });

  it("answers 413 soon after a streamed body that never ends passes the limit", async () => {
    const { cookie } = await signedInCookie();
    const { stream, sent } = endlessBody();
    const started = Date.now();
    const response = await profileRoute(streamedPost(stream, { cookie, "content-type": "application/json" }), noParams);
    expect(response.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(sent.bytes).toBeLessThanOrEqual(64 * 1024 + 2 * 16 * 1024);
    expect(profileHandler).not.toHaveBeenCalled();
  });

  it("takes a JSON body up to the limit and a route's own larger limit", async () => {
    const { cookie } = await signedInCookie();
    const name = "A".repeat(60 * 1024);
    const body = JSON.stringify({ email: "a@b.co", name });
    expect((await profileRoute(post(body, { cookie }), noParams)).status).toBe(200);
    const long = JSON.stringify({ email: "a@b.co", name: "A".repeat(70 * 1024) });
    expect((await profileRoute(post(long, { cookie }), noParams)).status).toBe(413);

    const roomy = apiRoute(
      { auth: true, body: z.object({ name: z.string() }), maxBodyBytes: 1024 * 1024 },
      async ({ body }) => ({ length: body.name.length }),
    );
    const response = await roomy(post(long, { cookie }), noParams);
    expect(await response.json()).toEqual({ length: 70 * 1024 });
  });

  it("refuses a body that is not UTF-8 as invalid JSON", async () => {
    const { cookie } = await signedInCookie();
    const request = new NextRequest("http://localhost:3000/api/test", {
      method: "POST",
      body: new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      headers: { host: "localhost:3000", "content-type": "application/json", cookie },
    });
    const response = await profileRoute(request, noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("invalid_json");
  });

  it("refuses a write with a body but no Content-Type (415)", async () => {
    const { cookie } = await signedInCookie();
    const request = new NextRequest("http://localhost:3000/api/test", {
      method: "POST",
      body: '{"email":"a@b.co","name":"A"}',
      headers: { host: "localhost:3000", cookie, "content-length": "29" },
    });
    const response = await profileRoute(request, noParams);
    expect(response.status).toBe(415);
    expect(profileHandler).not.toHaveBeenCalled();
  });
});

describe("apiRoute: multipart uploads", () => {
  const upload = apiRoute(
    {
      auth: true,
      multipart: true,
      maxBodyBytes: 4096,
      body: z.object({ caption: z.string().trim().min(1), photo: z.instanceof(File) }),
    },
    async ({ body }) => ({ caption: body.caption, name: body.photo.name, text: await body.photo.text() }),
  );

  function form(fields: Record<string, string | Blob>, cookie: string) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) data.append(name, value, "a.txt");
      else data.append(name, value);
    }
    return new NextRequest("http://localhost:3000/api/test", {
      method: "POST",
      body: data,
      headers: { host: "localhost:3000", cookie },
    });
  }

  it("validates the fields with the schema and passes files through to the handler", async () => {
    const { cookie } = await signedInCookie();
    const response = await upload(form({ caption: "  Hi ", photo: new Blob(["hello"]) }, cookie), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ caption: "Hi", name: "a.txt", text: "hello" });

    const missing = await upload(form({ caption: " " }, cookie), noParams);
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual(["caption", "photo"]);
  });

  it("answers 413 for an upload over the route's limit", async () => {
    const { cookie } = await signedInCookie();
    const response = await upload(form({ caption: "Hi", photo: new Blob(["x".repeat(5000)]) }, cookie), noParams);
    expect(response.status).toBe(413);
  });

  it("answers 415 to JSON where an upload is expected, and to an upload where JSON is", async () => {
    const { cookie } = await signedInCookie();
    expect((await upload(post('{"caption":"Hi"}', { cookie }), noParams)).status).toBe(415);
    expect((await profileRoute(form({ email: "a@b.co", name: "A" }, cookie), noParams)).status).toBe(415);
  });
});

describe("apiRoute: answers", () => {
  it("marks every answer of a route with a session no-store, errors included", async () => {
    const { cookie } = await signedInCookie();
    const cached = apiRoute({ auth: true }, async () =>
      Response.json({}, { headers: { "cache-control": "max-age=600" } }),
    );
    expect((await cached(post("", { cookie }), noParams)).headers.get("cache-control")).toBe("no-store");
    expect((await profileRoute(post("{}"), noParams)).headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the caching a route without a session chooses, and stores nothing by default", async () => {
    const feed = apiRoute({}, async () => new Response("x", { headers: { "cache-control": "private, max-age=3600" } }));
    expect((await feed(new NextRequest("http://localhost/api/x"), noParams)).headers.get("cache-control")).toBe(
      "private, max-age=3600",
    );
    const plain = apiRoute({}, async () => ({ ok: true }));
    expect((await plain(new NextRequest("http://localhost/api/x"), noParams)).headers.get("cache-control")).toBe(
      "no-store",
    );
  });

  it("answers 201 through created()", async () => {
    const route = apiRoute({}, async () => created({ id: 1 }));
    const response = await route(new NextRequest("http://localhost/api/x"), noParams);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
  });

  it("maps Prisma's 'record not found' and 'foreign key' errors to 404 once, for every domain", async () => {
    const { user } = await signedInCookie();
    const missingGift = apiRoute({}, async () =>
      db().giftIdea.update({ where: { id: 999_999 }, data: { title: "x" } }),
    );
    expect(await (await missingGift(new NextRequest("http://localhost/api/x"), noParams)).json()).toEqual({
      error: { code: "not_found", message: en.errors.giftNotFound },
    });
    const orphan = apiRoute({}, async () =>
      db().birthday.create({ data: { userId: user.id + 1000, name: "A", date: "2000-01-01", month: 1, day: 1 } }),
    );
    const response = await orphan(new NextRequest("http://localhost/api/x"), noParams);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
