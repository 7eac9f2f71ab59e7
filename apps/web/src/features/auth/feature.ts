import { defineFeature, page } from "../navigation/index.ts";

/** Sign-in and account pages of spec-1 §2: public, without the shell. */
export const authFeature = defineFeature({
  name: "auth",
  routes: {
    public: [
      { path: "login", lazy: page(() => import("./routes/login.route.tsx")) },
      { path: "forgotpassword", lazy: page(() => import("./routes/forgot-password.route.tsx")) },
      { path: "reset/:token", lazy: page(() => import("./routes/reset-password.route.tsx")) },
      { path: "validate/:validationToken", lazy: page(() => import("./routes/validate-email.route.tsx")) },
      { path: "account/confirmation", lazy: page(() => import("./routes/account-confirmation.route.tsx")) },
      { path: "acceptinvitation", lazy: page(() => import("./routes/accept-invitation.route.tsx")) },
      { path: "auth/callback", lazy: page(() => import("./routes/auth-callback.route.tsx")) },
    ],
  },
});
