import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase.ts';
import { passwordTokens } from '../db/schema.ts';

export type LinkPurpose = 'reset' | 'activation';

const LIFETIME_MS: Record<LinkPurpose, number> = { reset: 24 * 3600_000, activation: 7 * 24 * 3600_000 };
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use link token; only its hash is stored. The portal routes are /users/{id}/reset|activate/{token}. */
export async function createPasswordLink(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  publicUrl: string,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(passwordTokens).values({
    userId,
    tokenHash: hash(token),
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  const route = purpose === 'reset' ? 'reset' : 'activate';
  return `${publicUrl}/users/${userId}/${route}/${token}`;
}

/** The unused, unexpired token row for this user, or null. */
export async function findPasswordToken(db: Db, userId: string, token: string) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hash(token)),
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used; false when another request used it first. The user's other unused links go with
 * it: a mailbox read later (or by someone else) must not hold a second way to set the password.
 */
export async function consumePasswordToken(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
      .returning({ userId: passwordTokens.userId });
    if (!used) return false;
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, used.userId), isNull(passwordTokens.usedAt)));
    return true;
  });
}
