// The modules docs-index.plugin.ts generates from docs/user/*.md.
declare module "virtual:user-docs-index" {
  export const pages: readonly import("../lib/user-doc.ts").UserDocMeta[];
  export const serializedIndex: string;
}

declare module "virtual:user-docs-pages" {
  export const docs: readonly import("../lib/user-doc.ts").UserDoc[];
}
