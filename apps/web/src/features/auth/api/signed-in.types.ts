/** The user of a REST sign-in answer (docs/auth-api.md); the app reads it again through GraphQL. */
export type SignedInUser = {
  id: string;
  email: string;
  fullName: string;
  role: { id: string; type: string; label: string };
};

/** The answer of every REST call that signs in. */
export type SignedIn = { token: string; user: SignedInUser };
