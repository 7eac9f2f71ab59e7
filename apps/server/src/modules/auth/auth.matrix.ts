import type { PermissionCases } from "../../test/matrix.ts";

/** auth: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  signIn: {
    rule: { public: true },
    query: 'mutation { signIn(email: "nobody@demo.test", password: "wrong-password") { token } }',
  },
};
