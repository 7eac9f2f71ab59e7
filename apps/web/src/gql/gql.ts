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
    "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n": typeof types.AuthModeDocument,
    "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n": typeof types.LoginIncubatorDocument,
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n": typeof types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": typeof types.IncubatorUpdatedDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": typeof types.SupportEmailDocument,
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n": typeof types.LogoutSessionDocument,
    "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n": typeof types.ResendConfirmationEmailDocument,
    "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n": typeof types.SessionLoggedOutDocument,
    "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n": typeof types.UpsertSessionDocument,
};
const documents: Documents = {
    "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n": types.AuthModeDocument,
    "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n": types.LoginIncubatorDocument,
    "\n  fragment IncubatorBranding on Incubator {\n    id\n    name\n    slug\n    logo\n    whiteLogo\n    defaultLanguage\n    incubatorSeo {\n      active\n      seoTitle\n      seoDescription\n    }\n    brandPalette {\n      sidebar {\n        backgroundColor\n        textColor\n        activeItemBackgroundColor\n        activeItemTextColor\n        activeSubItemTextColor\n        logoType\n      }\n      login {\n        logoType\n      }\n    }\n  }\n": types.IncubatorBrandingFragmentDoc,
    "\n  query IncubatorBranding {\n    incubator {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorBrandingDocument,
    "\n  subscription IncubatorUpdated {\n    incubatorUpdated {\n      ...IncubatorBranding\n    }\n  }\n": types.IncubatorUpdatedDocument,
    "\n  query SupportEmail {\n    incubator {\n      id\n      supportEmail {\n        address\n      }\n    }\n  }\n": types.SupportEmailDocument,
    "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n": types.LogoutSessionDocument,
    "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n": types.ResendConfirmationEmailDocument,
    "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n": types.SessionLoggedOutDocument,
    "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n": types.UpsertSessionDocument,
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
export function graphql(source: "\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthMode {\n    authMode {\n      enabled\n      organization\n      oauthConnections {\n        id\n        name\n        provider\n        protocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query LoginIncubator {\n    incubator {\n      id\n      name\n      slug\n      description\n      logo\n      whiteLogo\n      brandPalette {\n        login {\n          logoType\n        }\n      }\n      incubatorCustomLoginTextAndLink {\n        active\n        text\n        url\n        buttonBackgroundColor\n        buttonTextColor\n      }\n      incubatorTermsAndServices {\n        url\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on CurrentUser {\n    id\n    email\n    firstName\n    lastName\n    fullName\n    language\n    status\n    validated\n    role {\n      id\n      type\n      label\n    }\n    startups {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation LogoutSession($sessionId: ID!) {\n    logoutSession(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n"): (typeof documents)["\n  mutation ResendConfirmationEmail {\n    resendConfirmationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription SessionLoggedOut($sessionId: ID!) {\n    sessionLoggedOut(sessionId: $sessionId) {\n      sessionId\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {\n    upsertSession(sessionId: $sessionId, takeover: $takeover) {\n      id\n      status\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;