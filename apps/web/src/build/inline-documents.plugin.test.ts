import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineDocuments, readDocuments } from "./inline-documents.plugin.ts";

const gqlDir = path.resolve(import.meta.dirname, "../gql");
const refuse = (text: string): never => {
  throw new Error(`unknown: ${text.trim().split("\n")[0]}`);
};

describe("inlining GraphQL documents at build time", () => {
  const documents = readDocuments(gqlDir);
  const text =
    "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n";

  it("reads codegen's document of every operation, fragments included", () => {
    const logout = JSON.parse(documents.get(text) ?? "null");
    expect(logout.kind).toBe("Document");
    expect(logout.definitions[0].name.value).toBe("LogoutSession");
    const fragment = [...documents.values()]
      .map((ast) => JSON.parse(ast))
      .find((doc) => doc.definitions.length > 1);
    expect(fragment?.definitions.map((d: { kind: string }) => d.kind)).toContain("FragmentDefinition");
  });

  it("replaces the call by the document and keeps every later line where it was", () => {
    const code = `import { graphql } from "../gql/index.ts";\nexport const Logout = graphql(\`${text}\`);\nexport const after = 1;\n`;
    const inlined = inlineDocuments(code, documents, refuse);

    expect(inlined).not.toContain("graphql(`");
    expect(inlined).toContain('"value":"LogoutSession"');
    expect(inlined.split("\n").length).toBe(code.split("\n").length);
    expect(inlined.split("\n").indexOf("export const after = 1;")).toBe(
      code.split("\n").indexOf("export const after = 1;"),
    );
  });

  it("refuses a text codegen has not seen, and one with an interpolation", () => {
    expect(() => inlineDocuments("graphql(`query Nowhere { x }`)", documents, refuse)).toThrow(
      "unknown: query Nowhere { x }",
    );
    const interpolated = `graphql(\`query A { ${"$"}{field} }\`)`;
    expect(() => inlineDocuments(interpolated, documents, refuse)).toThrow("unknown");
  });
});
