import { createHash } from "node:crypto";
import { envelop, useEngine, useMaskedErrors, useSchema } from "@envelop/core";
import {
  buildSchema,
  type ExecutionArgs,
  execute,
  GraphQLError,
  parse,
  print,
  subscribe,
  validate,
} from "graphql";
import { compileQuery, isCompiledQuery } from "graphql-jit";
import { describe, expect, it, vi } from "vitest";
import { trustedJitPlugin } from "./jit.ts";
import { createTrustedDocuments } from "./trusted-documents.ts";

const schema = buildSchema(`
  type Query { echo(text: String): String, user: User, boom: String, refused: String }
  type User { id: ID!, name: String }
  type Mutation { touch: Boolean }
`);
// Resolvers on the fields, as Pothos builds them (graphql-jit does not call a root value's methods).
const resolvers: Record<string, (source: unknown, args: { text?: string }) => unknown> = {
  echo: (_, { text }) => text ?? null,
  user: () => ({ id: "u1", name: "Ada" }),
  touch: () => true,
  boom: () => {
    throw new Error("database down");
  },
  refused: () => {
    throw new GraphQLError("You must be signed in", { extensions: { code: "UNAUTHENTICATED" } });
  },
};
for (const type of [schema.getQueryType(), schema.getMutationType()])
  for (const field of Object.values(type?.getFields() ?? {})) field.resolve = resolvers[field.name];
const rootValue = {};
const TRUSTED = "query Who { user { id name } }";
const FAILING = "query Failing {\n  user { id }\n  boom\n  refused\n}";
const manifest = (...texts: string[]) =>
  Object.fromEntries(
    texts.map((t) => {
      const printed = print(parse(t));
      return [createHash("sha256").update(printed).digest("hex"), printed];
    }),
  );

function run(source: string) {
  const graphqlExecute = vi.fn((args: ExecutionArgs) => execute(args));
  const trusted = createTrustedDocuments(manifest(TRUSTED, FAILING, "mutation Touch { touch }"));
  const getEnveloped = envelop({
    plugins: [
      useEngine({ parse, validate, execute: graphqlExecute, subscribe }),
      useSchema(schema),
      trustedJitPlugin(trusted, { error: vi.fn() }),
      useMaskedErrors(),
    ],
  });
  const { execute: run, schema: s, contextFactory } = getEnveloped();
  return Promise.resolve(
    run({ schema: s, document: parse(source), rootValue, contextValue: contextFactory() }),
  ).then((result) => ({ result, graphqlJs: graphqlExecute.mock.calls.length > 0 }));
}

// An integration test for Node's graphql-js copy (vitest.config.ts): graphql-jit is CommonJS.
describe("the compiled executor of trusted documents", () => {
  it("runs a trusted query compiled, with the same answer graphql-js gives", async () => {
    const { result, graphqlJs } = await run("query Who {\n  user { id name }\n}");
    expect(graphqlJs).toBe(false);
    expect(result).toMatchObject({ data: { user: { id: "u1", name: "Ada" } } });
  });

  it("answers errors as graphql-js does: masked or not, with their locations and paths", async () => {
    const compiled = await run(FAILING);
    const interpreted = await run(FAILING.replace("Failing", "Other"));
    expect([compiled.graphqlJs, interpreted.graphqlJs]).toEqual([false, true]);
    expect(JSON.parse(JSON.stringify(compiled.result))).toEqual(
      JSON.parse(JSON.stringify(interpreted.result)),
    );
    expect(JSON.parse(JSON.stringify(compiled.result.errors))).toEqual([
      { message: "Unexpected error." }, // envelop's masking keeps the message alone
      {
        message: "You must be signed in",
        locations: [{ line: 4, column: 3 }],
        path: ["refused"],
        extensions: { code: "UNAUTHENTICATED" },
      },
    ]);
  });

  it("leaves any other document, and trusted mutations, to graphql-js", async () => {
    expect((await run("query Who { user { id } }")).graphqlJs).toBe(true);
    expect((await run("mutation Touch { touch }")).graphqlJs).toBe(true);
  });

  it("never compiles a client's literal: graphql-jit would run it as code (decision 035)", async () => {
    const g = globalThis as { jitProof?: number };
    const crafted = `__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0)+(globalThis.jitProof=${process.pid})+(0`;
    const document = parse(`{ echo(text: ${JSON.stringify(crafted)}) }`);
    // Through our plugin: graphql-js, the literal is data.
    const { result, graphqlJs } = await run(print(document));
    expect(graphqlJs).toBe(true);
    expect(result).toMatchObject({ data: { echo: crafted } });
    expect(g.jitProof).toBeUndefined();
    // graphql-jit 0.8.7 itself, given the same document, runs it (the reason for the gate).
    const compiled = compileQuery(schema, document);
    if (isCompiledQuery(compiled)) await compiled.query(rootValue, {}, {});
    expect(g.jitProof).toBe(process.pid);
    delete g.jitProof;
  });

  it("treats a variable's value as data, even in a compiled document", async () => {
    const g = globalThis as { jitProof?: number };
    const crafted = `__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0)+(globalThis.jitProof=${process.pid})+(0`;
    const compiled = compileQuery(schema, parse("query Echo($text: String) { echo(text: $text) }"));
    if (!isCompiledQuery(compiled)) throw new Error("not compiled");
    const result = await compiled.query(rootValue, {}, { text: crafted });
    expect(result).toEqual({ data: { echo: crafted } });
    expect(g.jitProof).toBeUndefined();
  });
});
