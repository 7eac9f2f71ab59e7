/** Applications (issue 17): `@launchpad/domain/applications`. */
export * from "./applications/index.ts";
