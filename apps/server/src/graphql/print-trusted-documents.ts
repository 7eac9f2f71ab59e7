import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { addTypenameToDocument } from "@apollo/client/utilities";
import { type DocumentNode, Kind, print } from "graphql";

/**
 * Writes apps/server/src/graphql/trusted-documents.json: the web app's own operations
 * (codegen's documents, apps/web/src/gql), hash → document, each in the two forms the
 * server can receive: as codegen prints it and as Apollo sends it (`__typename` added to
 * every selection set but the operation's). Only these documents are compiled by the JIT
 * executor (decision 035). Run after `npm run codegen` (the root script does).
 */
const target = path.join(import.meta.dirname, "trusted-documents.json");
// Codegen's output in the web workspace (not a project reference of the server's), or another copy of it.
const source = process.argv[2] ?? path.join(import.meta.dirname, "../../../web/src/gql/graphql.ts");
const webDocuments: Record<string, unknown> = await import(path.resolve(source));

/** An operation's document (codegen also exports each fragment alone: those are not sent). */
const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === "object" &&
  value !== null &&
  (value as DocumentNode).kind === Kind.DOCUMENT &&
  (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);

const texts = new Set<string>();
for (const value of Object.values(webDocuments)) {
  if (!isOperation(value)) continue;
  texts.add(print(value));
  texts.add(print(addTypenameToDocument(value)));
}
const manifest = Object.fromEntries(
  [...texts].sort().map((text) => [createHash("sha256").update(text).digest("hex"), text]),
);
fs.writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)} (${texts.size} documents)`);
