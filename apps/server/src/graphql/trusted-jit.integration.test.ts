import { Kind, type OperationDefinitionNode, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { gqlAs } from "../test/auth-helpers.ts";
import { useTestApp } from "../test/fixture.ts";
import { databaseKinds, gql } from "../test/harness.ts";
import webDocuments from "./trusted-documents.json" with { type: "json" };
import { loadTrustedDocuments } from "./trusted-documents.ts";

/**
 * The web app's queries that take no variables, each as Apollo sends it (trusted: compiled
 * by graphql-jit) and renamed (the same fields, untrusted: graphql-js). Both must answer the
 * same bytes to every viewer, permission refusals and masked errors included (decision 035).
 */
const queries = Object.values(webDocuments as Record<string, string>)
  .filter((text) => text.includes("__typename"))
  .map((text) => ({
    text,
    operation: parse(text).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION),
  }))
  .filter(
    (q): q is { text: string; operation: OperationDefinitionNode } =>
      q.operation?.kind === Kind.OPERATION_DEFINITION &&
      q.operation.operation === "query" &&
      !q.operation.variableDefinitions?.length,
  )
  .map(({ text, operation }) => {
    const name = operation.name?.value ?? "";
    return { name, trusted: text, untrusted: text.replace(`query ${name}`, `query ${name}Untrusted`) };
  });

for (const kind of databaseKinds("both")) {
  describe(`trusted documents run compiled, answering as graphql-js does, on ${kind}`, () => {
    const t = useTestApp(kind);

    it("has the web's variable-free queries to compare, trusted as sent and not once renamed", () => {
      expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(["CurrentUser", "ViewerAccess"]));
      const trusted = loadTrustedDocuments();
      for (const q of queries) {
        expect(trusted.operationOf(parse(q.trusted)), q.name).toBe("query");
        expect(trusted.operationOf(parse(q.untrusted)), q.name).toBeNull();
      }
    });

    for (const viewer of ["admin@demo.test", "founder@demo.test", null]) {
      it(`gives ${viewer ?? "a visitor"} the same answers`, async () => {
        const token = viewer ? await t.tokenOf(viewer) : null;
        for (const q of queries) {
          const ask = (query: string) => (token ? gqlAs(t.app, token, query) : gql(t.app, query));
          const [compiled, interpreted] = [await ask(q.trusted), await ask(q.untrusted)];
          expect({ status: compiled.status, body: compiled.body }, q.name).toEqual({
            status: interpreted.status,
            body: interpreted.body,
          });
        }
      });
    }
  });
}
