import { createHash } from "node:crypto";
import fs from "node:fs";
import { type DocumentNode, Kind, type OperationTypeNode, parse, print } from "graphql";
import webDocuments from "./trusted-documents.json" with { type: "json" };

/**
 * The documents this server trusts: the web app's own operations, known at build time
 * (trusted-documents.json, printed from codegen's documents by print-trusted-documents.ts),
 * and those an operator lists in a file of the same shape (`TRUSTED_DOCUMENTS_FILE`: its
 * own first-party clients; the API bench's reads). A document is known by the SHA-256 of
 * its printed text, so whitespace and comments do not matter but every name, alias,
 * argument and literal does. Only trusted documents are compiled to JavaScript by the JIT
 * executor (jit.ts, decision 035): a document a client makes up is never turned into code.
 */
export type TrustedDocuments = {
  /** Whether `document` is one of ours, and then which kind of operation it is. */
  operationOf(document: DocumentNode): OperationTypeNode | null;
  readonly size: number;
};

type Manifest = Record<string, string>;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Reads an operator's file of trusted documents (hash → document, as trusted-documents.json). */
export function readTrustedDocumentsFile(file: string): Manifest {
  const manifest: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest))
    throw new Error(`${file}: trusted documents must be an object of hash → document`);
  return manifest as Manifest;
}

export function createTrustedDocuments(...manifests: Manifest[]): TrustedDocuments {
  const known = new Set<string>();
  for (const manifest of manifests) {
    for (const [hash, text] of Object.entries(manifest)) {
      if (typeof text !== "string") throw new Error(`trusted document ${hash} is not a string`);
      // Printed again: the key is what print() gives for the document a request parses.
      const printed = print(parse(text, { noLocation: true }));
      if (sha256(printed) !== hash)
        throw new Error(`trusted document ${hash}: not the SHA-256 of its printed text`);
      if (singleOperation(parse(printed)) === null)
        throw new Error(`trusted document ${hash} must hold exactly one operation`);
      known.add(hash);
    }
  }
  // Yoga's parser cache hands the same document object to every request of one query text.
  const seen = new WeakMap<DocumentNode, OperationTypeNode | null>();
  return {
    size: known.size,
    operationOf(document) {
      const cached = seen.get(document);
      if (cached !== undefined) return cached;
      const operation = known.has(sha256(print(document))) ? singleOperation(document) : null;
      seen.set(document, operation);
      return operation;
    },
  };
}

/** The trusted documents of this server: the web app's, and the operator's file if any. */
export function loadTrustedDocuments(operatorFile?: string): TrustedDocuments {
  const manifests: Manifest[] = [webDocuments as Manifest];
  if (operatorFile) manifests.push(readTrustedDocumentsFile(operatorFile));
  return createTrustedDocuments(...manifests);
}

function singleOperation(document: DocumentNode): OperationTypeNode | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 && operations[0] ? operations[0].operation : null;
}
