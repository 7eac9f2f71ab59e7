export { DocumentationSearch } from "./components/documentation-search.tsx";
export type { UserKind } from "./lib/user-kind.ts";
export { userKindFor } from "./lib/user-kind-for-role.ts";
