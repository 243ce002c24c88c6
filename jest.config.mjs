// Jest: the `unit` project (jsdom, pure logic and components) and the
// `integration` project (node, route handlers against a real PostgreSQL).
// Plain JavaScript so Jest on Node 20 loads it without a TypeScript loader.

// Shared by both projects: SWC compiles TypeScript, TSX (React's automatic
// runtime) and the ES modules of scripts/ (.mjs) to CommonJS for Jest. It
// also rewrites `import.meta.url`, which Prisma's generated client uses.
const common = {
  transform: {
    "^.+\\.(m?[jt]sx?)$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
      },
    ],
  },
  // Packages that ship only ES modules must be compiled too; Jest on Node 20
  // cannot require() them as they are. file-type and the packages under it
  // are imported as "file-type/core": its main entry has no export condition
  // Jest's resolver matches.
  // next/og's ImageResponse loads its renderer (satori, resvg) with import()
  // of an ES module; compiled, the import becomes a require Jest can follow.
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|next/dist/server/og|next/dist/compiled/@vercel/og)/)",
  ],
  moduleNameMapper: {
    // Outside Next.js the `server-only` guard would throw on import; its own
    // empty module is what Next.js resolves on the server.
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    // The generated client loads its query compiler with import() of an .mjs
    // file; the package ships the same module as CommonJS next to it.
    "^@prisma/client/runtime/(.+)\\.mjs$": "@prisma/client/runtime/$1.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

/** @type {import("jest").Config} */
const config = {
  projects: [
    {
      ...common,
      displayName: "unit",
      roots: ["<rootDir>/tests/unit"],
      // Files that test server code opt out with a `@jest-environment node` docblock.
      testEnvironment: "jsdom",
      setupFilesAfterEnv: ["@testing-library/jest-dom"],
    },
    {
      ...common,
      displayName: "integration",
      roots: ["<rootDir>/tests/integration"],
      testEnvironment: "node",
      globalSetup: "<rootDir>/tests/setup/database-global-setup.mjs",
      globalTeardown: "<rootDir>/tests/setup/database-global-teardown.mjs",
      setupFilesAfterEnv: ["<rootDir>/tests/setup/database.ts"],
    },
  ],
  // Without DATABASE_URL the integration tests share one embedded database
  // (PGlite runs a single session), so they must not run side by side. On a
  // two-core machine one worker is Jest's default anyway.
  ...(process.env.DATABASE_URL ? {} : { maxWorkers: 1 }),
};

export default config;
