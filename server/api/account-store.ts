/** One-time links (recovery, e-mail change) and password changes in the local `auth` schema. */
import type { Database, Queryable } from './db.ts'
import { newToken, sha256, type AuthStore, type UserRow } from './auth-store.ts'

export type LinkType = 'recovery' | 'email_change'

/**
 * The stored kinds of link. An e-mail change sends two (D-30-2, Supabase's "secure email
 * change"): one to the new address, one to the current; the address changes once both are open.
 */
export type TokenKind = 'recovery' | 'email_change_new' | 'email_change_current'

/** What opening a link did. */
export type Redeemed =
  | { kind: 'recovery'; userId: string }
  | { kind: 'email_change_waiting'; userId: string }
  | { kind: 'email_changed'; userId: string }

/** A link is good for one hour and one use, as GoTrue's default mailer OTP expiry. */
const LINK_LIFETIME = "interval '1 hour'"

async function insertToken(
  tx: Queryable,
  userId: string,
  kind: TokenKind,
  token: string,
  relatesTo: string,
) {
  await tx.query(
    `INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     VALUES ($1, $2, $3, $4)`,
    [userId, kind, sha256(token), relatesTo],
  )
}

export function createAccountStore(db: Database, auth: AuthStore) {
  return {
    /** A new recovery link for the user; an earlier one stops working. */
    async issue(userId: string, type: 'recovery'): Promise<string> {
      const token = newToken()
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2', [
          userId,
          type,
        ])
        await insertToken(tx, userId, type, token, '')
      })
      return token
    },

    /**
     * The two links of an e-mail change, for the new and the current address; any earlier
     * change's links stop working.
     */
    async issueEmailChange(userId: string, newEmail: string) {
      const toNew = newToken()
      const toCurrent = newToken()
      await db.transaction(async (tx) => {
        await tx.query(
          `DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type <> 'recovery'`,
          [userId],
        )
        await insertToken(tx, userId, 'email_change_new', toNew, newEmail)
        await insertToken(tx, userId, 'email_change_current', toCurrent, newEmail)
      })
      return { toNew, toCurrent }
    },

    /** Every link of the user stops working: a new password, sign-out everywhere, a new address. */
    async revokeLinks(userId: string) {
      await db.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1', [userId])
    },

    /**
     * Uses a link up. A recovery link confirms the address (the caller opens a session). An
     * e-mail change link waits for its partner; the second of the two moves the account to the
     * new address (null when that address was taken meanwhile) and ends every other link.
     */
    async redeem(type: LinkType, token: string): Promise<Redeemed | null> {
      const kinds =
        type === 'recovery' ? ['recovery'] : ['email_change_new', 'email_change_current']
      return db.transaction(async (tx): Promise<Redeemed | null> => {
        const { rows } = await tx.query<{ user_id: string; relates_to: string }>(
          `DELETE FROM auth.one_time_tokens
           WHERE token_hash = $1 AND token_type = ANY($2::text[])
             AND created_at > now() - ${LINK_LIFETIME}
           RETURNING user_id::text, relates_to`,
          [sha256(token), kinds],
        )
        const row = rows[0]
        if (!row) return null
        if (type === 'recovery') {
          // Following the link proves the address too.
          await tx.query(
            `UPDATE auth.users SET email_confirmed_at = coalesce(email_confirmed_at, now()),
               confirmation_token = NULL, updated_at = now() WHERE id = $1`,
            [row.user_id],
          )
          return { kind: 'recovery', userId: row.user_id }
        }
        const partner = await tx.query(
          `SELECT 1 FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = ANY($2::text[])
             AND created_at > now() - ${LINK_LIFETIME}`,
          [row.user_id, kinds],
        )
        if (partner.rows.length > 0) return { kind: 'email_change_waiting', userId: row.user_id }
        const taken = await tx.query(
          'SELECT 1 FROM auth.users WHERE lower(email) = lower($1) AND id <> $2',
          [row.relates_to, row.user_id],
        )
        if (taken.rows.length > 0) return null
        await tx.query(
          `UPDATE auth.users SET email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
             updated_at = now() WHERE id = $1`,
          [row.user_id, row.relates_to],
        )
        // A recovery link mailed to the old address must not work on the moved account.
        await tx.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1', [row.user_id])
        return { kind: 'email_changed', userId: row.user_id }
      })
    },

    /** When the user's last link of this type was sent, for the 60 s resend limit. */
    async lastSent(userId: string, type: LinkType): Promise<Date | null> {
      const { rows } = await db.query<{ created_at: Date | string }>(
        'SELECT created_at FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2',
        [userId, type],
      )
      return rows[0] ? new Date(rows[0].created_at) : null
    },

    /** A new password; every link still out (recovery, e-mail change) stops working. */
    async setPassword(userId: string, passwordHash: string): Promise<UserRow | null> {
      await db.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1', [userId])
      await db.query(
        'UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1',
        [userId, passwordHash],
      )
      return auth.findById(userId)
    },
  }
}

export type AccountStore = ReturnType<typeof createAccountStore>
