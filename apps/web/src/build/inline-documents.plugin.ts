import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Puts each GraphQL operation into the chunk that uses it (issue 13: a route carries only
 * its own operations). In the sources an operation is `graphql(\`…\`)`, typed by codegen's
 * client preset, whose `gql.ts` looks the text up in a map of every operation of the app: a
 * chunk that imports `graphql` imports them all. At build time this plugin replaces each
 * call by the document codegen generated for that text (`gql/graphql.ts`), as an object
 * literal, so that `gql.ts` is no longer imported and each document lands where it is used.
 * (The preset's babel plugin would import the documents from `graphql.ts` instead, which the
 * bundler keeps as one shared chunk.) Lines stay where they were, so source maps still hold.
 *
 * A text codegen has not seen fails the build: run `npm run codegen`.
 */
export function inlineDocumentsPlugin(gqlDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: "launchpad-inline-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      documents = readDocuments(gqlDir);
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir + path.sep) || !code.includes("graphql(`"))
        return null;
      const known = documents ?? readDocuments(gqlDir);
      const inlined = inlineDocuments(code, known, (text) =>
        this.error(`${path.relative(process.cwd(), file)}: no document generated for ${firstLine(text)}`),
      );
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}

/** The generated documents by their source text: gql.ts maps text → name, graphql.ts name → AST. */
export function readDocuments(gqlDir: string): Map<string, string> {
  const gql = fs.readFileSync(path.join(gqlDir, "gql.ts"), "utf8");
  const generated = fs.readFileSync(path.join(gqlDir, "graphql.ts"), "utf8");
  const asts = new Map<string, string>();
  for (const match of generated.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm))
    asts.set(match[1] as string, match[2] as string);
  const body = gql.slice(gql.indexOf("const documents"));
  const byText = new Map<string, string>();
  for (const match of body.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const ast = asts.get(match[2] as string);
    if (ast) byText.set(JSON.parse(match[1] as string) as string, ast);
  }
  return byText;
}

/** `graphql(\`text\`)` → the text's document, followed by as many line breaks as the text had. */
export function inlineDocuments(
  code: string,
  documents: ReadonlyMap<string, string>,
  unknown: (text: string) => never,
): string {
  const inlined = code.replace(/\bgraphql\(`((?:[^`\\$]|\$(?!\{))*)`\)/g, (_call, text: string) => {
    const ast = documents.get(text) ?? unknown(text);
    return `(${ast})${"\n".repeat(text.split("\n").length - 1)}`;
  });
  // A text with `${…}` or a backslash is not one codegen reads as it is written.
  const left = /\bgraphql\(`([^`]*)`/.exec(inlined);
  return left ? unknown(left[1] as string) : inlined;
}

function firstLine(text: string): string {
  return JSON.stringify(text.trim().split("\n")[0]);
}
