import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed GraphQL operations. The schema is the SDL the server prints
 * (`npm run schema:print -w apps/server`), so codegen works offline.
 */
const config: CodegenConfig = {
  schema: "../server/schema.graphql",
  // Tests may send operations the schema lacks (create-apollo-client.test.ts).
  documents: ["src/**/*.{ts,tsx}", "!src/gql/**/*", "!src/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        scalars: { ID: "string", JSON: "unknown" },
      },
    },
  },
};

export default config;
