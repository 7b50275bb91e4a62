/** One-time links (recovery, e-mail change) and password changes in the local `auth` schema. */
import type { Database } from './db.ts'
import { newToken, sha256, type AuthStore, type UserRow } from './auth-store.ts'

export type LinkType = 'recovery' | 'email_change'

/** A link is good for one hour and one use, as GoTrue's default mailer OTP expiry. */
const LINK_LIFETIME = "interval '1 hour'"

export function createAccountStore(db: Database, auth: AuthStore) {
  return {
    /** A new link for the user; an earlier one of the same type stops working. */
    async issue(userId: string, type: LinkType, relatesTo = ''): Promise<string> {
      const token = newToken()
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2', [
          userId,
          type,
        ])
        await tx.query(
          `INSERT INTO auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
           VALUES ($1, $2, $3, $4)`,
          [userId, type, sha256(token), relatesTo],
        )
      })
      return token
    },

    /**
     * Uses a link up: a recovery link signs the user in, an e-mail change link moves the account
     * to the new address (null when that address was taken meanwhile) and signs in.
     */
    async redeem(type: LinkType, token: string): Promise<{ userId: string } | null> {
      const userId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string; relates_to: string }>(
          `DELETE FROM auth.one_time_tokens
           WHERE token_hash = $1 AND token_type = $2 AND created_at > now() - ${LINK_LIFETIME}
           RETURNING user_id::text, relates_to`,
          [sha256(token), type],
        )
        const row = rows[0]
        if (!row) return null
        if (type === 'email_change') {
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
        } else {
          // Following the link proves the address too.
          await tx.query(
            `UPDATE auth.users SET email_confirmed_at = coalesce(email_confirmed_at, now()),
               confirmation_token = NULL, updated_at = now() WHERE id = $1`,
            [row.user_id],
          )
        }
        return row.user_id
      })
      return userId ? { userId } : null
    },

    /** When the user's last link of this type was sent, for the 60 s resend limit. */
    async lastSent(userId: string, type: LinkType): Promise<Date | null> {
      const { rows } = await db.query<{ created_at: Date | string }>(
        'SELECT created_at FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = $2',
        [userId, type],
      )
      return rows[0] ? new Date(rows[0].created_at) : null
    },

    /** A new password; any recovery link still out stops working. */
    async setPassword(userId: string, passwordHash: string): Promise<UserRow | null> {
      await db.query(
        `DELETE FROM auth.one_time_tokens WHERE user_id = $1 AND token_type = 'recovery'`,
        [userId],
      )
      await db.query(
        'UPDATE auth.users SET encrypted_password = $2, updated_at = now() WHERE id = $1',
        [userId, passwordHash],
      )
      return auth.findById(userId)
    },
  }
}

export type AccountStore = ReturnType<typeof createAccountStore>
