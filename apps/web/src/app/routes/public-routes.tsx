import type { RouteObject } from "react-router";
import { page } from "./route-helpers.ts";

const publicUnavailable = page(() => import("./public-unavailable.route.tsx"));

/** The public and sign-in pages of spec-1 §2: no sign-in needed, no shell around them. */
export const publicRoutes: RouteObject[] = [
  { path: "login", lazy: page(() => import("../../features/auth/routes/login.route.tsx")) },
  {
    path: "forgotpassword",
    lazy: page(() => import("../../features/auth/routes/forgot-password.route.tsx")),
  },
  { path: "reset/:token", lazy: page(() => import("../../features/auth/routes/reset-password.route.tsx")) },
  {
    path: "validate/:validationToken",
    lazy: page(() => import("../../features/auth/routes/validate-email.route.tsx")),
  },
  {
    path: "account/confirmation",
    lazy: page(() => import("../../features/auth/routes/account-confirmation.route.tsx")),
  },
  {
    path: "acceptinvitation",
    lazy: page(() => import("../../features/auth/routes/accept-invitation.route.tsx")),
  },
  { path: "auth/callback", lazy: page(() => import("../../features/auth/routes/auth-callback.route.tsx")) },
  {
    path: "incubator-not-found",
    lazy: page(() => import("../../features/errors/routes/incubator-not-found.route.tsx")),
  },
  { path: "error", lazy: page(() => import("../../features/errors/routes/error.route.tsx")) },
  // Modules of their own issues; until then, a public page saying so.
  { path: "confirmIncubatorEmail", lazy: publicUnavailable },
  { path: "leads/transfer/:id", lazy: publicUnavailable },
  { path: "application/new", lazy: publicUnavailable },
  { path: "coaching/invitation/:id/cancel-meeting", lazy: publicUnavailable },
  { path: "share/forms/:uuid", lazy: publicUnavailable },
  { path: "download/forms/:id", lazy: publicUnavailable },
  { path: "welcome", lazy: publicUnavailable },
  {
    // Only while nobody is signed in (spec-1 §2): a signed-in user goes home.
    path: "apply/program/:slug",
    lazy: page(async () => {
      const { SignedOutOnly } = await import("../guards/signed-out-only.tsx");
      const { Component } = await import("./public-unavailable.route.tsx");
      return { element: <SignedOutOnly>{<Component />}</SignedOutOnly> };
    }),
  },
];
