import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type UserTokenKind, userTokens } from "./account.tables.ts";

export async function insertUserToken(
  db: Db,
  tenant: Tenant,
  values: { userId: string; kind: UserTokenKind; tokenHash: string; expiresAt: Date },
) {
  await db.insert(userTokens).values(owned(tenant, values));
}

/**
 * Marks a live token used and returns its user — atomically, so that a token can be
 * spent once even when two requests race.
 */
export async function consumeUserToken(db: Db, tenant: Tenant, kind: UserTokenKind, tokenHash: string) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      scoped(
        userTokens,
        tenant,
        and(eq(userTokens.kind, kind), eq(userTokens.tokenHash, tokenHash)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row ?? null;
}

/** A later request supersedes earlier ones: only the newest link works. */
export async function revokeUserTokens(db: Db, tenant: Tenant, userId: string, kind: UserTokenKind) {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      scoped(
        userTokens,
        tenant,
        eq(userTokens.userId, userId),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
      ),
    );
}
