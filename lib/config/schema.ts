import { z } from "zod";

// Every environment variable the app reads, validated once at start-up.
// `.env.example` documents each of them for operators.

/** Treats an empty variable (`FOO=` in a .env file) the same as an unset one. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })));

/** A current GPT image model (they always answer with base64, never a URL that expires). */
export const DEFAULT_OPENAI_IMAGE_MODEL = "gpt-image-2";
/**
 * About a hundred images a day: a few dollars at medium quality, enough for
 * several busy cards, small enough that a leaked account cannot run up a
 * large bill before someone looks.
 */
export const DEFAULT_AI_IMAGES_DAILY_LIMIT = 100;
/** GPT image models take 10–60 s for one image at medium quality; 90 s leaves room for a busy moment. */
export const DEFAULT_AI_IMAGE_TIMEOUT_MS = 90_000;

/** A whole number from min to max, written in decimal digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\s*\d+\s*$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(z.number().min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`));

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgresql:// URL (npm start sets it for the embedded database)",
    }),
    /** Connections per app instance; the embedded database wants exactly one. */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default("./.data"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    APP_URL: optional(httpUrl),
    RESEND_API_KEY: optional(z.string()),
    RESEND_BASE_URL: optional(httpUrl),
    EMAIL_FROM: z.string().min(3).default("Confetti <hello@confetti.localhost>"),
    CRON_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters" })),
    /** "off" stops the in-process reminder pass (on Vercel the cron route runs it instead). */
    REMINDERS_SCHEDULER: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })),
    /** Set by Vercel on its own machines. */
    VERCEL: optional(z.string()),
    /**
     * Reverse proxies in front of the app that append to X-Forwarded-For
     * (lib/http/client-ip.ts): the client address is that many entries in
     * from the right of what the server itself appended.
     */
    TRUSTED_PROXY_COUNT: optional(
      z
        .string()
        .regex(/^\s*(?:\d|10)\s*$/, { error: "must be a whole number from 0 to 10" })
        .transform(Number),
    ),
    ADMIN_EMAILS: optional(emailList),
    /** AI images on group cards (lib/ai): unset, the feature is off (hidden, and its endpoint answers 503). */
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(httpUrl),
    OPENAI_IMAGE_MODEL: optional(z.string().trim().min(1)),
    /** Images generated per day (rolling 24 hours) by everyone together: the ceiling on the provider's bill. */
    AI_IMAGES_DAILY_LIMIT: optional(wholeNumber(0, 1_000_000)),
    /** How long one generation may take before the dialog says it timed out. */
    AI_IMAGE_TIMEOUT_MS: optional(wholeNumber(1_000, 600_000)),
    /** Where pictures are kept (lib/storage): the database, or an S3-compatible bucket. */
    STORAGE_DRIVER: optional(z.enum(["postgres", "s3"], { error: 'must be "postgres" or "s3"' })),
    /** Unset: AWS S3 itself; set for R2, MinIO and other S3-compatible services. */
    S3_ENDPOINT: optional(httpUrl),
    S3_REGION: optional(z.string()),
    S3_BUCKET: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Google Contacts import (lib/google): unset, the feature is off (no dashboard card, its endpoints answer 404). */
    GOOGLE_CLIENT_ID: optional(z.string().trim().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().trim().min(1)),
    /** Google's addresses, replaced in tests and other deployments by a stand-in's. */
    GOOGLE_AUTH_URL: optional(httpUrl),
    GOOGLE_TOKEN_URL: optional(httpUrl),
    GOOGLE_PEOPLE_API_URL: optional(httpUrl),
  })
  .transform((env) => ({
    ...env,
    // Links in e-mails are built from APP_URL, never from a request's Host header.
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    ADMIN_EMAILS: env.ADMIN_EMAILS ?? [],
    TRUSTED_PROXY_COUNT: env.TRUSTED_PROXY_COUNT ?? 0,
    OPENAI_IMAGE_MODEL: env.OPENAI_IMAGE_MODEL ?? DEFAULT_OPENAI_IMAGE_MODEL,
    AI_IMAGES_DAILY_LIMIT: env.AI_IMAGES_DAILY_LIMIT ?? DEFAULT_AI_IMAGES_DAILY_LIMIT,
    AI_IMAGE_TIMEOUT_MS: env.AI_IMAGE_TIMEOUT_MS ?? DEFAULT_AI_IMAGE_TIMEOUT_MS,
    // Serverless instances live for one request: an interval there would be
    // cut short, so Vercel's cron calls /api/cron/reminders instead.
    REMINDERS_SCHEDULER: env.REMINDERS_SCHEDULER ?? (env.VERCEL ? "off" : "on"),
    STORAGE_DRIVER: env.STORAGE_DRIVER ?? "postgres",
    GOOGLE_AUTH_URL: env.GOOGLE_AUTH_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
    GOOGLE_TOKEN_URL: env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
    GOOGLE_PEOPLE_API_URL: env.GOOGLE_PEOPLE_API_URL ?? "https://people.googleapis.com/",
  }))
  .superRefine((config, context) => {
    // The outbox prints every e-mail's links to the log: fine for trying the
    // app out on this machine, a way to read anyone's sign-in link anywhere else.
    if (config.NODE_ENV === "production" && !config.RESEND_API_KEY && !isLoopbackUrl(config.APP_URL)) {
      context.addIssue({
        code: "custom",
        path: ["RESEND_API_KEY"],
        message:
          `is required in production when APP_URL (${config.APP_URL}) is not this machine: ` +
          "without a mail provider, e-mails stay in the outbox and their sign-in links are printed to the log",
      });
    }
    // One without the other would show an import that can only fail at Google.
    for (const [variable, other] of [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["GOOGLE_CLIENT_SECRET", "GOOGLE_CLIENT_ID"],
    ] as const) {
      if (config[variable] || !config[other]) continue;
      context.addIssue({ code: "custom", path: [variable], message: `is required when ${other} is set` });
    }
    if (config.STORAGE_DRIVER === "s3") {
      for (const variable of S3_REQUIRED) {
        if (config[variable]) continue;
        context.addIssue({ code: "custom", path: [variable], message: 'is required when STORAGE_DRIVER is "s3"' });
      }
    }
  });

/** What the S3 driver cannot work without (S3_ENDPOINT is optional: unset means AWS S3 itself). */
const S3_REQUIRED = ["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Whether a URL points at this machine: localhost, *.localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path[0] ?? "environment";
    const message = issue.code === "invalid_type" && issue.input === undefined ? "is required" : issue.message;
    return `  ${String(variable)} ${message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}\nSee .env.example.`);
}
