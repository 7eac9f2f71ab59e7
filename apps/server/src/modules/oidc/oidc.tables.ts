import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";

export type OidcConnectionRow = typeof oidcConnections.$inferSelect;

/** An OpenID Connect provider an incubator signs its users in with. */
export const oidcConnections = pgTable("oidc_connections", {
  id: uuid("id").primaryKey().defaultRandom(),
  incubatorId: uuid("incubator_id")
    .notNull()
    .references(() => incubators.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  provider: text("provider").notNull(),
  issuer: text("issuer").notNull(),
  clientId: text("client_id").notNull(),
  clientSecret: text("client_secret"),
  scopes: text("scopes").notNull().default("openid email profile"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The PKCE verifier, nonce and return path of an external sign-in in flight (10 minutes). */
export const oidcStates = pgTable("oidc_states", {
  state: text("state").primaryKey(),
  incubatorId: uuid("incubator_id")
    .notNull()
    .references(() => incubators.id, { onDelete: "cascade" }),
  connectionId: uuid("connection_id")
    .notNull()
    .references(() => oidcConnections.id, { onDelete: "cascade" }),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  returnTo: text("return_to").notNull().default("/"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
