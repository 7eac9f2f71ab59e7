import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSecrets } from "./auth.tables.ts";

/**
 * The signing secret: JWT_SECRET when set, else one generated on first start and kept in
 * the database — not in a file — so that every server instance of one installation
 * signs and accepts the same tokens.
 */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: "jwt", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, "jwt"));
  if (!row) throw new Error("Could not create the JWT secret");
  return row.value;
}
