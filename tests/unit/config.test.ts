/** @jest-environment node */
import { ConfigError, parseConfig } from "@/lib/config/schema";

const base = { DATABASE_URL: "postgresql://localhost:5432/confetti" };

describe("parseConfig", () => {
  it("fills the documented defaults", () => {
    const config = parseConfig(base);
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe("http://localhost:3000");
    expect(config.DATA_DIR).toBe("./.data");
    expect(config.DATABASE_POOL_MAX).toBe(10);
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it("runs the in-process reminder scheduler unless it is turned off, or on Vercel where the cron route does", () => {
    expect(parseConfig(base).REMINDERS_SCHEDULER).toBe("on");
    expect(parseConfig({ ...base, REMINDERS_SCHEDULER: "off" }).REMINDERS_SCHEDULER).toBe("off");
    expect(parseConfig({ ...base, VERCEL: "1" }).REMINDERS_SCHEDULER).toBe("off");
    expect(parseConfig({ ...base, VERCEL: "1", REMINDERS_SCHEDULER: "on" }).REMINDERS_SCHEDULER).toBe("on");
    expect(() => parseConfig({ ...base, REMINDERS_SCHEDULER: "sometimes" })).toThrow(/REMINDERS_SCHEDULER must be "on" or "off"/);
  });

  it("derives APP_URL from PORT and strips a trailing slash from a given one", () => {
    expect(parseConfig({ ...base, PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseConfig({ ...base, APP_URL: "https://confetti.example/" }).APP_URL).toBe("https://confetti.example");
  });

  it("normalises the admin list and treats empty variables as unset", () => {
    const config = parseConfig({ ...base, ADMIN_EMAILS: " Ann@Example.com, bob@example.com ,", RESEND_API_KEY: "" });
    expect(config.ADMIN_EMAILS).toEqual(["ann@example.com", "bob@example.com"]);
    expect(config.RESEND_API_KEY).toBeUndefined();
  });

  it("counts no trusted proxies unless told, and takes 0 to 10", () => {
    expect(parseConfig(base).TRUSTED_PROXY_COUNT).toBe(0);
    expect(parseConfig({ ...base, TRUSTED_PROXY_COUNT: "2" }).TRUSTED_PROXY_COUNT).toBe(2);
    expect(parseConfig({ ...base, TRUSTED_PROXY_COUNT: "" }).TRUSTED_PROXY_COUNT).toBe(0);
  });

  it("turns AI images on with a key, with a GPT image model, a daily cap and a timeout by default", () => {
    const off = parseConfig({ ...base, OPENAI_API_KEY: "" });
    expect(off.OPENAI_API_KEY).toBeUndefined();
    expect(off.OPENAI_IMAGE_MODEL).toBe("gpt-image-2");
    expect(off.AI_IMAGES_DAILY_LIMIT).toBe(100);
    expect(off.AI_IMAGE_TIMEOUT_MS).toBe(90_000);
    const on = parseConfig({
      ...base,
      OPENAI_API_KEY: "sk-123",
      OPENAI_BASE_URL: "http://127.0.0.1:4011/v1",
      OPENAI_IMAGE_MODEL: "gpt-image-1-mini",
      AI_IMAGES_DAILY_LIMIT: "0",
      AI_IMAGE_TIMEOUT_MS: "30000",
    });
    expect(on).toMatchObject({ OPENAI_IMAGE_MODEL: "gpt-image-1-mini", AI_IMAGES_DAILY_LIMIT: 0, AI_IMAGE_TIMEOUT_MS: 30_000 });
    expect(() => parseConfig({ ...base, AI_IMAGES_DAILY_LIMIT: "many" })).toThrow(/AI_IMAGES_DAILY_LIMIT must be a whole number/);
    expect(() => parseConfig({ ...base, AI_IMAGE_TIMEOUT_MS: "10" })).toThrow(/AI_IMAGE_TIMEOUT_MS/);
    expect(() => parseConfig({ ...base, OPENAI_BASE_URL: "ftp://x" })).toThrow(/OPENAI_BASE_URL must be an http\(s\) URL/);
  });

  it("turns the Google import on with a client id and secret, at Google's addresses unless told", () => {
    const off = parseConfig(base);
    expect(off.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(off.GOOGLE_PEOPLE_API_URL).toBe("https://people.googleapis.com/");
    const on = parseConfig({
      ...base,
      GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_TOKEN_URL: "http://127.0.0.1:3498/token",
    });
    expect(on).toMatchObject({
      GOOGLE_AUTH_URL: "https://accounts.google.com/o/oauth2/v2/auth",
      GOOGLE_TOKEN_URL: "http://127.0.0.1:3498/token",
    });
    expect(() => parseConfig({ ...base, GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set/);
    expect(() => parseConfig({ ...base, GOOGLE_CLIENT_SECRET: "secret" })).toThrow(/GOOGLE_CLIENT_ID is required/);
    expect(() => parseConfig({ ...base, GOOGLE_AUTH_URL: "javascript:x" })).toThrow(/GOOGLE_AUTH_URL must be an http\(s\) URL/);
  });

  describe("picture storage", () => {
    const s3 = {
      ...base,
      STORAGE_DRIVER: "s3",
      S3_REGION: "auto",
      S3_BUCKET: "cards",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    };

    it("keeps pictures in the database unless told otherwise", () => {
      expect(parseConfig(base).STORAGE_DRIVER).toBe("postgres");
      expect(parseConfig({ ...base, STORAGE_DRIVER: "" }).STORAGE_DRIVER).toBe("postgres");
      expect(() => parseConfig({ ...base, STORAGE_DRIVER: "disk" })).toThrow(/STORAGE_DRIVER must be "postgres" or "s3"/);
    });

    it("takes an S3 bucket with or without an endpoint", () => {
      expect(parseConfig(s3)).toMatchObject({ STORAGE_DRIVER: "s3", S3_BUCKET: "cards" });
      expect(parseConfig(s3).S3_ENDPOINT).toBeUndefined();
      expect(parseConfig({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000" }).S3_ENDPOINT).toBe("http://127.0.0.1:9000");
      expect(() => parseConfig({ ...s3, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    });

    it("names every missing S3 variable at start-up", () => {
      const error = (() => {
        try {
          parseConfig({ ...base, STORAGE_DRIVER: "s3", S3_BUCKET: "cards" });
        } catch (thrown) {
          return thrown as Error;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      for (const variable of ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
        expect(error?.message).toContain(`${variable} is required when STORAGE_DRIVER is "s3"`);
      }
      expect(error?.message).not.toContain("S3_BUCKET");
    });
  });

  describe("a production server without a mail provider", () => {
    const production = { ...base, NODE_ENV: "production" };

    it.each(["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://confetti.localhost"])(
      "may keep e-mails in the outbox when APP_URL is this machine: %s",
      (APP_URL) => {
        expect(parseConfig({ ...production, APP_URL }).RESEND_API_KEY).toBeUndefined();
      },
    );

    it("refuses to start anywhere else, saying why", () => {
      const env = { ...production, APP_URL: "https://confetti.example" };
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(/RESEND_API_KEY is required in production when APP_URL \(https:\/\/confetti\.example\)/);
      expect(() => parseConfig(env)).toThrow(/sign-in links are printed to the log/);
      expect(() => parseConfig({ ...production })).not.toThrow();
      expect(parseConfig({ ...env, RESEND_API_KEY: "re_123" }).APP_URL).toBe("https://confetti.example");
      expect(parseConfig({ ...env, NODE_ENV: "development" }).APP_URL).toBe("https://confetti.example");
    });
  });

  it.each([
    [{}, "DATABASE_URL is required"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL must be a postgresql:// URL"],
    [{ ...base, PORT: "seventy" }, "PORT"],
    [{ ...base, APP_URL: "not a url" }, "APP_URL must be an http(s) URL"],
    [{ ...base, ADMIN_EMAILS: "ann@example.com, nobody" }, "ADMIN_EMAILS"],
    [{ ...base, CRON_SECRET: "short" }, "CRON_SECRET must be at least 16 characters"],
    [{ ...base, TRUSTED_PROXY_COUNT: "one" }, "TRUSTED_PROXY_COUNT must be a whole number from 0 to 10"],
    [{ ...base, TRUSTED_PROXY_COUNT: "11" }, "TRUSTED_PROXY_COUNT must be a whole number from 0 to 10"],
    [{ ...base, TRUSTED_PROXY_COUNT: "-1" }, "TRUSTED_PROXY_COUNT must be a whole number from 0 to 10"],
  ])("names the bad variable: %j", (env, expected) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(expected);
  });
});
