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

export type AuthMode = {
  __typename: 'AuthMode';
  enabled: Scalars['Boolean']['output'];
  oauthConnections: Array<OAuthConnection>;
  organization?: Maybe<Scalars['String']['output']>;
};

export type AuthPayload = {
  __typename: 'AuthPayload';
  token: Scalars['String']['output'];
  user: CurrentUser;
};

export type BrandPalette = {
  __typename: 'BrandPalette';
  login: LoginPalette;
  sidebar: SidebarPalette;
};

/** The signed-in user. */
export type CurrentUser = {
  __typename: 'CurrentUser';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  role: RoleSummary;
  startups: Array<StartupSummary>;
  status: Scalars['String']['output'];
  timezone: Scalars['String']['output'];
  validated: Scalars['Boolean']['output'];
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

export type FeatureFlag = {
  __typename: 'FeatureFlag';
  /** The organisation has switched it on. */
  activated: Scalars['Boolean']['output'];
  /** The organisation may use the feature. */
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
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

export type IncubatorFullPlanInfo = {
  __typename: 'IncubatorFullPlanInfo';
  features: Array<PlanFeature>;
  limits: Array<PlanLimit>;
  maxFileSize: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type IncubatorSeo = {
  __typename: 'IncubatorSeo';
  active: Scalars['Boolean']['output'];
  seoDescription?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
};

export type Invitation = {
  __typename: 'Invitation';
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  roleType: Scalars['String']['output'];
};

export type InviteUserInput = {
  email: Scalars['String']['input'];
  roleType: Scalars['String']['input'];
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

export type Mutation = {
  __typename: 'Mutation';
  /** Invites an e-mail address with a role (admins; the roles issue moves this to USER:INVITE). */
  inviteUser: Invitation;
  logoutSession: Scalars['Boolean']['output'];
  resendConfirmationEmail: Scalars['Boolean']['output'];
  /** Local sign-in, as POST /auth/local. Each call (aliases included) is one throttled attempt. */
  signIn?: Maybe<AuthPayload>;
  updateUser: CurrentUser;
  /** Activates (or refreshes) the session of the token. At the incubator's limit it fails with 'Maximum number of sessions reached' unless `takeover` ends the oldest. */
  upsertSession: Session;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationLogoutSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpsertSessionArgs = {
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  takeover?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OAuthConnection = {
  __typename: 'OAuthConnection';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  protocol: Scalars['String']['output'];
  provider: Scalars['String']['output'];
};

export type PermissionCriteria = {
  __typename: 'PermissionCriteria';
  /** ALL, ASSIGNED, or null when not held */
  criteria?: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
};

export type PlanFeature = {
  __typename: 'PlanFeature';
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type PlanInfo = {
  __typename: 'PlanInfo';
  limits: Array<PlanLimit>;
  /** Largest upload, in bytes */
  maxFileSize: Scalars['Int']['output'];
};

export type PlanLimit = {
  __typename: 'PlanLimit';
  current: Scalars['Int']['output'];
  /** 0 means unlimited */
  max: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename: 'Query';
  authMode: AuthMode;
  criteriaForPermissions: Array<PermissionCriteria>;
  currentUser: CurrentUser;
  /** The permission keys of the signed-in user's role (docs/permissions.md). */
  currentUserPermissions: Array<Scalars['String']['output']>;
  /** Every feature flag of the organisation (spec-2 §6). */
  featureFlags: Array<FeatureFlag>;
  /** The incubator (tenant) of the request host. Public: works without sign-in. */
  incubator: Incubator;
  /** The plan's features and limits with usage (the admin group; /admin/settings/plan). */
  incubatorFullPlanInfo: IncubatorFullPlanInfo;
  planInfo: PlanInfo;
};


export type QueryCriteriaForPermissionsArgs = {
  permissions: Array<Scalars['String']['input']>;
};

export type RoleSummary = {
  __typename: 'RoleSummary';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type Session = {
  __typename: 'Session';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type SessionLoggedOut = {
  __typename: 'SessionLoggedOut';
  reason: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
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

export type StartupSummary = {
  __typename: 'StartupSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename: 'Subscription';
  /** Fires when the request tenant's public settings (branding, SEO, login settings) change. */
  incubatorUpdated: Incubator;
  /** Fires when this session ends elsewhere (takeover, password reset, deactivation). */
  sessionLoggedOut: SessionLoggedOut;
};


export type SubscriptionSessionLoggedOutArgs = {
  sessionId: Scalars['ID']['input'];
};

export type TermsAndServices = {
  __typename: 'TermsAndServices';
  url?: Maybe<Scalars['String']['output']>;
};

export type UpdateUserInput = {
  timezone: Scalars['String']['input'];
};

export type AuthModeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthModeQuery = { __typename: 'Query', authMode: { __typename: 'AuthMode', enabled: boolean, organization?: string | null, oauthConnections: Array<{ __typename: 'OAuthConnection', id: string, name: string, provider: string, protocol: string }> } };

export type LoginIncubatorQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginIncubatorQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, slug: string, description?: string | null, logo?: string | null, whiteLogo?: string | null, brandPalette: { __typename: 'BrandPalette', login: { __typename: 'LoginPalette', logoType: string } }, incubatorCustomLoginTextAndLink: { __typename: 'CustomLoginTextAndLink', active: boolean, text?: string | null, url?: string | null, buttonBackgroundColor?: string | null, buttonTextColor?: string | null }, incubatorTermsAndServices: { __typename: 'TermsAndServices', url?: string | null } } };

export type IncubatorBrandingFragment = { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } };

export type IncubatorBrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type IncubatorBrandingQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } } };

export type IncubatorUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type IncubatorUpdatedSubscription = { __typename: 'Subscription', incubatorUpdated: { __typename: 'Incubator', id: string, name: string, slug: string, logo?: string | null, whiteLogo?: string | null, defaultLanguage: string, incubatorSeo: { __typename: 'IncubatorSeo', active: boolean, seoTitle?: string | null, seoDescription?: string | null }, brandPalette: { __typename: 'BrandPalette', sidebar: { __typename: 'SidebarPalette', backgroundColor: string, textColor: string, activeItemBackgroundColor: string, activeItemTextColor: string, activeSubItemTextColor: string, logoType: string }, login: { __typename: 'LoginPalette', logoType: string } } } };

export type SupportEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportEmailQuery = { __typename: 'Query', incubator: { __typename: 'Incubator', id: string, supportEmail: { __typename: 'EmailAddress', address?: string | null } } };

export type CurrentUserFieldsFragment = { __typename: 'CurrentUser', id: string, email: string, firstName: string, lastName: string, fullName: string, language: string, status: string, validated: boolean, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { __typename: 'Query', currentUser: { __typename: 'CurrentUser', id: string, email: string, firstName: string, lastName: string, fullName: string, language: string, status: string, validated: boolean, role: { __typename: 'RoleSummary', id: string, type: string, label: string }, startups: Array<{ __typename: 'StartupSummary', id: string, name: string }> } };

export type LogoutSessionMutationVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type LogoutSessionMutation = { __typename: 'Mutation', logoutSession: boolean };

export type ResendConfirmationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendConfirmationEmailMutation = { __typename: 'Mutation', resendConfirmationEmail: boolean };

export type SessionLoggedOutSubscriptionVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type SessionLoggedOutSubscription = { __typename: 'Subscription', sessionLoggedOut: { __typename: 'SessionLoggedOut', sessionId: string, reason: string } };

export type UpsertSessionMutationVariables = Exact<{
  sessionId?: InputMaybe<Scalars['ID']['input']>;
  takeover?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpsertSessionMutation = { __typename: 'Mutation', upsertSession: { __typename: 'Session', id: string, status: string } };

export const IncubatorBrandingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const AuthModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"oauthConnections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}}]}}]}}]}}]} as unknown as DocumentNode<AuthModeQuery, AuthModeQueryVariables>;
export const LoginIncubatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginIncubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"incubatorCustomLoginTextAndLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"buttonBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"buttonTextColor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incubatorTermsAndServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<LoginIncubatorQuery, LoginIncubatorQueryVariables>;
export const IncubatorBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncubatorBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorBrandingQuery, IncubatorBrandingQueryVariables>;
export const IncubatorUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"IncubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubatorUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncubatorBranding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncubatorBranding"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Incubator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLogo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"incubatorSeo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandPalette"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemBackgroundColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubItemTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"login"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoType"}}]}}]}}]}}]} as unknown as DocumentNode<IncubatorUpdatedSubscription, IncubatorUpdatedSubscriptionVariables>;
export const SupportEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incubator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<SupportEmailQuery, SupportEmailQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validated"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LogoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<LogoutSessionMutation, LogoutSessionMutationVariables>;
export const ResendConfirmationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"}}]}}]} as unknown as DocumentNode<ResendConfirmationEmailMutation, ResendConfirmationEmailMutationVariables>;
export const SessionLoggedOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionLoggedOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionLoggedOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<SessionLoggedOutSubscription, SessionLoggedOutSubscriptionVariables>;
export const UpsertSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpsertSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takeover"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"takeover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takeover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpsertSessionMutation, UpsertSessionMutationVariables>;