/** Users, sessions and refresh tokens in the local `auth` schema. Tokens are stored hashed. */
import { createHash, randomBytes } from 'node:crypto'
import type { Database, Queryable } from './db.ts'

export interface UserRow {
  id: string
  email: string
  encrypted_password: string
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
}

const USER_COLUMNS = `id::text, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

/** Both drivers parse timestamptz to Date; normalise in case one hands back text. */
function normalise(row: UserRow): UserRow {
  const date = (v: Date | string | null) => (v === null ? null : new Date(v))
  return {
    ...row,
    email_confirmed_at: date(row.email_confirmed_at),
    confirmation_sent_at: date(row.confirmation_sent_at),
    last_sign_in_at: date(row.last_sign_in_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
  }
}

/** How long sessions live and how a rotated refresh token may still be presented. */
export interface SessionPolicy {
  /** Seconds from sign-in after which a session ends, however active. */
  lifetimeSeconds: number
  /** Seconds without a refresh after which a session ends. */
  inactivitySeconds: number
  /** Seconds during which a just-rotated refresh token still works (two tabs refreshing). */
  reuseIntervalSeconds: number
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  lifetimeSeconds: 30 * 24 * 3600,
  inactivitySeconds: 7 * 24 * 3600,
  reuseIntervalSeconds: 10,
}

/** SQL that is true for a live session `s`, given the parameters holding the two timeouts. */
const liveSql = (lifetime: string, inactivity: string) =>
  `s.created_at > now() - make_interval(secs => ${lifetime}::int)
  AND coalesce(s.refreshed_at, s.created_at) > now() - make_interval(secs => ${inactivity}::int)`
const LIVE = liveSql('$2', '$3')

export function createAuthStore(db: Database, policy: SessionPolicy = DEFAULT_SESSION_POLICY) {
  const live = [policy.lifetimeSeconds, policy.inactivitySeconds]
  async function oneUser(q: Queryable, sql: string, values: unknown[]): Promise<UserRow | null> {
    const { rows } = await q.query<UserRow>(sql, values)
    return rows[0] ? normalise(rows[0]) : null
  }

  async function newSession(q: Queryable, userId: string) {
    const refreshToken = newToken()
    const { rows } = await q.query<{ id: string }>(
      'INSERT INTO auth.sessions (user_id) VALUES ($1) RETURNING id::text',
      [userId],
    )
    const sessionId = rows[0]!.id
    await q.query(
      'INSERT INTO auth.refresh_tokens (token_hash, session_id, user_id) VALUES ($1, $2, $3)',
      [sha256(refreshToken), sessionId, userId],
    )
    return { sessionId, refreshToken }
  }

  return {
    findByEmail: (email: string) =>
      oneUser(db, `SELECT ${USER_COLUMNS} FROM auth.users WHERE lower(email) = lower($1)`, [email]),

    findById: (id: string) =>
      oneUser(db, `SELECT ${USER_COLUMNS} FROM auth.users WHERE id = $1`, [id]),

    /** Null when the address is taken. */
    async createUser(input: {
      email: string
      passwordHash: string
      metadata: Record<string, unknown>
      confirmed: boolean
      confirmationTokenHash: string | null
    }): Promise<UserRow | null> {
      try {
        return await oneUser(
          db,
          `INSERT INTO auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at,
             confirmation_token, confirmation_sent_at)
           VALUES ($1, $2, $3::jsonb, CASE WHEN $4::boolean THEN now() END, $5::text,
             CASE WHEN $5::text IS NOT NULL THEN now() END)
           RETURNING ${USER_COLUMNS}`,
          [
            input.email,
            input.passwordHash,
            JSON.stringify(input.metadata),
            input.confirmed,
            input.confirmationTokenHash,
          ],
        )
      } catch (err) {
        if ((err as { code?: string }).code === '23505') return null
        throw err
      }
    },

    /** A new link for an address that signed up but never confirmed. */
    async renewConfirmation(userId: string, tokenHash: string) {
      await db.query(
        `UPDATE auth.users SET confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
         WHERE id = $1 AND email_confirmed_at IS NULL`,
        [userId, tokenHash],
      )
    },

    /** Confirms the address for a valid link (24 h) and opens a session. */
    confirm(tokenHash: string) {
      return db.transaction(async (tx) => {
        const user = await oneUser(
          tx,
          `UPDATE auth.users SET email_confirmed_at = now(), confirmation_token = NULL,
             last_sign_in_at = now(), updated_at = now()
           WHERE confirmation_token = $1 AND confirmation_sent_at > now() - interval '24 hours'
           RETURNING ${USER_COLUMNS}`,
          [tokenHash],
        )
        if (!user) return null
        return { user, ...(await newSession(tx, user.id)) }
      })
    },

    signIn(userId: string) {
      return db.transaction(async (tx) => {
        const user = await oneUser(
          tx,
          `UPDATE auth.users SET last_sign_in_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [userId],
        )
        if (!user) return null
        return { user, ...(await newSession(tx, user.id)) }
      })
    },

    /**
     * Rotation: the presented token is revoked and a child issued. A token rotated less than
     * `reuseIntervalSeconds` ago gets a sibling (two tabs refreshing at once both stay signed in).
     * Presenting a revoked token later means it leaked (or a client misbehaved): the whole
     * session goes. A session past its lifetime or inactivity timeout is ended.
     */
    rotate(refreshToken: string) {
      const hash = sha256(refreshToken)
      return db.transaction(
        async (
          tx,
        ): Promise<
          | { kind: 'ok'; user: UserRow; sessionId: string; refreshToken: string }
          | { kind: 'not_found' }
          | { kind: 'reused' }
          | { kind: 'expired' }
        > => {
          const { rows } = await tx.query<{
            session_id: string
            user_id: string
            revoked: boolean
            recent: boolean
            live: boolean
          }>(
            `SELECT t.session_id::text, t.user_id::text, t.revoked,
                t.updated_at > now() - make_interval(secs => $4::int) AS recent, (${LIVE}) AS live
               FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.session_id
              WHERE t.token_hash = $1 FOR UPDATE OF t`,
            [hash, ...live, policy.reuseIntervalSeconds],
          )
          const current = rows[0]
          if (!current) return { kind: 'not_found' }
          if (!current.live) {
            await tx.query('DELETE FROM auth.sessions WHERE id = $1', [current.session_id])
            return { kind: 'expired' }
          }
          if (current.revoked && !current.recent) {
            await tx.query('DELETE FROM auth.sessions WHERE id = $1', [current.session_id])
            return { kind: 'reused' }
          }
          if (!current.revoked) {
            await tx.query(
              'UPDATE auth.refresh_tokens SET revoked = true, updated_at = now() WHERE token_hash = $1',
              [hash],
            )
          }
          const user = await oneUser(tx, `SELECT ${USER_COLUMNS} FROM auth.users WHERE id = $1`, [
            current.user_id,
          ])
          if (!user) return { kind: 'not_found' }
          const next = newToken()
          await tx.query(
            `INSERT INTO auth.refresh_tokens (token_hash, session_id, user_id, parent)
             VALUES ($1, $2, $3, $4)`,
            [sha256(next), current.session_id, current.user_id, hash],
          )
          await tx.query(
            'UPDATE auth.sessions SET refreshed_at = now(), updated_at = now() WHERE id = $1',
            [current.session_id],
          )
          return { kind: 'ok', user, sessionId: current.session_id, refreshToken: next }
        },
      )
    },

    /** Whether the session exists and is within its lifetime and inactivity timeout. */
    async sessionExists(sessionId: string): Promise<boolean> {
      const { rows } = await db.query(`SELECT 1 FROM auth.sessions s WHERE s.id = $1 AND ${LIVE}`, [
        sessionId,
        ...live,
      ])
      return rows.length > 0
    },

    /**
     * Ends sessions past their lifetime or inactivity timeout, and forgets revoked refresh tokens
     * once they are older than the inactivity timeout (a session would have ended by then).
     */
    async purge() {
      await db.query(`DELETE FROM auth.sessions s WHERE NOT (${liveSql('$1', '$2')})`, live)
      await db.query(
        `DELETE FROM auth.refresh_tokens
          WHERE revoked AND updated_at < now() - make_interval(secs => $1::int)`,
        [policy.inactivitySeconds],
      )
    },

    /** Sign-out: `global` ends every session of the user, `local` this one, `others` the rest. */
    async endSessions(userId: string, sessionId: string, scope: 'global' | 'local' | 'others') {
      // Ending other sessions ends the links out too: a pending e-mail change or recovery link
      // would otherwise outlive it (audit H-1).
      if (scope !== 'local') {
        await db.query('DELETE FROM auth.one_time_tokens WHERE user_id = $1', [userId])
      }
      if (scope === 'global') {
        await db.query('DELETE FROM auth.sessions WHERE user_id = $1', [userId])
      } else if (scope === 'local') {
        await db.query('DELETE FROM auth.sessions WHERE id = $1 AND user_id = $2', [
          sessionId,
          userId,
        ])
      } else {
        await db.query('DELETE FROM auth.sessions WHERE user_id = $1 AND id <> $2', [
          userId,
          sessionId,
        ])
      }
    },
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>
