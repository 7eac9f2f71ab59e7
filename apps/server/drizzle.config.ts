import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every module's tables, found by file name: a new module adds none of its own lines here.
  schema: "./src/modules/*/*.tables.ts",
  out: "./drizzle",
});
