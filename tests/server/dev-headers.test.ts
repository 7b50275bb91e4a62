import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  devContentSecurityPolicy,
  inlineScriptHashes,
} from '../../server/security-headers.ts'

// What @vitejs/plugin-react writes into a page in development (its refresh preamble).
const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";'
const page = `<head><script type="module">${preamble}</script><script type="module" src="/@vite/client"></script></head>`

describe('the development policy', () => {
  it('is production’s plus the page’s own inline scripts and the HMR socket, nothing more', () => {
    const dev = devContentSecurityPolicy({ html: page, host: 'localhost:5173' })
    const [hash] = inlineScriptHashes(page)
    expect(dev).toBe(
      contentSecurityPolicy({ scriptHashes: [hash!] }).replace(
        "connect-src 'self'",
        "connect-src 'self' ws://localhost:5173",
      ),
    )
    expect(dev).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  })

  it('allows no inline script on a response without HTML', () => {
    expect(devContentSecurityPolicy({ html: '', host: 'localhost:5173' })).toContain(
      "script-src 'self' 'wasm-unsafe-eval';",
    )
  })
})
