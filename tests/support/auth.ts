import { NextRequest } from "next/server";
import { createSession } from "@/lib/auth/session";
import { db } from "@/lib/db";

/** A JSON request as a same-origin browser sends it. */
export function jsonRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      host: "localhost:3000",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
  });
}

/** A verified user with a session; returns the user and the Cookie header that carries the session. */
export async function signedInUser(email = "ann@example.com") {
  const user = await db().user.create({ data: { email, isVerified: true } });
  const token = await createSession(user.id);
  return { user, token, cookie: `confetti_session=${token}` };
}

export const noParams = { params: Promise.resolve({}) };
