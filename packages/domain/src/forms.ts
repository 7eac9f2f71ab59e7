/**
 * The form model's door (issue 16): `import { … } from "@launchpad/domain/forms"`. Kept out of
 * the package index so that pages without forms do not carry it.
 */
export * from "./forms/definition.ts";
