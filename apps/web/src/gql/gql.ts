/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n": typeof types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorUpdatedDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": typeof types.SupportEmailDocument,
    "\n  query HomeIncubator {\n    incubator {\n      id\n      name\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n    }\n  }\n": typeof types.HomeIncubatorDocument,
};
const documents: Documents = {
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n": types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorUpdatedDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": types.SupportEmailDocument,
    "\n  query HomeIncubator {\n    incubator {\n      id\n      name\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n    }\n  }\n": types.HomeIncubatorDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n"): (typeof documents)["\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n"): (typeof documents)["\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeIncubator {\n    incubator {\n      id\n      name\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeIncubator {\n    incubator {\n      id\n      name\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;