/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type BrandPalette = {
  __typename: 'BrandPalette';
  login: LoginPalette;
  sidebar: SidebarPalette;
};

export type CustomLoginTextAndLink = {
  __typename: 'CustomLoginTextAndLink';
  active: Scalars['Boolean']['output'];
  buttonBackgroundColor?: Maybe<Scalars['String']['output']>;
  buttonTextColor?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type EmailAddress = {
  __typename: 'EmailAddress';
  address?: Maybe<Scalars['String']['output']>;
};

export type Incubator = {
  __typename: 'Incubator';
  brandPalette: BrandPalette;
  defaultLanguage: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  incubatorCustomLoginTextAndLink: CustomLoginTextAndLink;
  incubatorSeo: IncubatorSeo;
  incubatorTermsAndServices: TermsAndServices;
  loginProviders: Array<LoginProvider>;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  supportEmail: EmailAddress;
  whiteLogo?: Maybe<Scalars['String']['output']>;
};

export type IncubatorSeo = {
  __typename: 'IncubatorSeo';
  active: Scalars['Boolean']['output'];
  seoDescription?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
};

export type LoginPalette = {
  __typename: 'LoginPalette';
  logoType: Scalars['String']['output'];
};

export type LoginProvider = {
  __typename: 'LoginProvider';
  enabled: Scalars['Boolean']['output'];
  provider: Scalars['String']['output'];
};

export type Query = {
  __typename: 'Query';
  /** The incubator (tenant) of the request host. Public: works without sign-in. */
  incubator: Incubator;
};

export type SidebarPalette = {
  __typename: 'SidebarPalette';
  activeItemBackgroundColor: Scalars['String']['output'];
  activeItemTextColor: Scalars['String']['output'];
  activeSubItemTextColor: Scalars['String']['output'];
  backgroundColor: Scalars['String']['output'];
  logoType: Scalars['String']['output'];
  textColor: Scalars['String']['output'];
};

export type Subscription = {
  __typename: 'Subscription';
  /** Fires when the request tenant's public settings (branding, SEO, login settings) change. */
  incubatorUpdated: Incubator;
};

export type TermsAndServices = {
  __typename: 'TermsAndServices';
  url?: Maybe<Scalars['String']['output']>;
};

export type IncubatorBrandingFragment = { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } };

export type IncubatorBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorBrandingQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } } };

export type IncubatorUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IncubatorUpdatedSubscription = { __typename: 'Subscription', incubatorUpdated: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } } };

export type SupportEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportEmailQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, supportEmail: { __typename: 'EmailAddress', address?: string | null } } };

export type HomeIncubatorQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeIncubatorQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, description?: string | null, logo?: string | null, whiteLogo?: string | null, brandPalette: { __typename: 'BrandPalette', login: { __typename: 'LoginPalette', logoType: string } } } };

export const IncubatorBrandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingFragment, unknown>;
export const IncubatorBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingQuery, IncubatorBrandingQueryVariables>;
export const IncubatorUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IncubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorUpdatedSubscription, IncubatorUpdatedSubscriptionVariables>;
export const SupportEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<SupportEmailQuery, SupportEmailQueryVariables>;
export const HomeIncubatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeIncubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HomeIncubatorQuery, HomeIncubatorQueryVariables>;