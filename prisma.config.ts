import { defineConfig } from "prisma/config";

// Prisma 7 reads the connection URL from here, not from schema.prisma.
// `env("DATABASE_URL")` would throw when the variable is unset, which breaks
// `prisma generate` in postinstall on a fresh clone; generate never connects,
// so a harmless default keeps it working.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/confetti" },
});
