/**
 * Limits on each connection (audit M-2: about 20,000 sockets held open by slow clients locked
 * every visitor out): headers, and the whole request with its body, must arrive in time; an idle
 * socket closes; one address may hold only so many connections at once.
 */
import type { Server } from 'node:http'

export interface ConnectionLimits {
  /** The request line and headers must arrive within this (ms). */
  headersTimeoutMs: number
  /** The whole request, body included, must arrive within this (ms); then 408. */
  requestTimeoutMs: number
  /** A socket with no traffic for this long is closed (ms). */
  idleTimeoutMs: number
  /** How often Node checks the two timeouts above (ms): a late request waits up to this more. */
  checkIntervalMs: number
  /** Open connections one address may hold; 0: no cap (behind a proxy every client shares one). */
  perIp: number
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 2_000,
  // High enough for a base's or a carrier's shared address (many families behind one NAT) and
  // for 400 requests at once from one client; low enough that one address cannot hold the
  // thousands of sockets the audit held.
  perIp: 512,
}

/** Fastify's options for the timeouts (it creates the HTTP server with them). */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  }
}

/** Closes a connection at once when its address already holds `perIp` open ones. */
export function capConnectionsPerIp(server: Server, perIp: number): void {
  if (perIp <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    if (count > perIp) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
