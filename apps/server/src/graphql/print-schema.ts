import fs from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "./schema.ts";

/** Writes apps/server/schema.graphql, the source of the web app's typed operations. */
const target = path.join(import.meta.dirname, "../../schema.graphql");
fs.writeFileSync(target, `${printSchema(lexicographicSortSchema(buildSchema()))}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
