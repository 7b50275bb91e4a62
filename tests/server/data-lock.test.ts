/**
 * Issue 30, item 5 (audit H-5, L-7): one data directory, one server. The lock is the OS's, so it
 * holds for a server in another PID namespace (a second container on the same volume), and it
 * ends with its process, so a PID file of a dead server, or a reused PID, blocks nothing.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from '../../server/api/db.ts'

const DB_MODULE = path.resolve(import.meta.dirname, '../../server/api/db.ts')
const dirs: string[] = []
const newDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Root can give the child its own PID namespace, as a second container would have. */
const isolated = (args: string[]) =>
  process.getuid?.() === 0 && spawnSync('unshare', ['--version']).status === 0
    ? ['unshare', ['--pid', '--fork', '--mount-proc', ...args]]
    : [args[0]!, args.slice(1)]

/** Another process that takes the lock, says so, and holds it until killed. */
function holder(dir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(DB_MODULE)}; lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
  const [cmd, args] = isolated([process.execPath, '--import', 'tsx', '-e', script]) as [
    string,
    string[],
  ]
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve())
    child.on('exit', (code) => reject(new Error(`holder exited ${code}`)))
  })
  const kill = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGKILL')
    })
  return { ready, kill }
}

describe('the data directory lock', () => {
  it('refuses a second holder in this process until the first lets go', () => {
    const dir = newDir()
    const unlock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/)
    unlock()
    lockDataDir(dir)()
  })

  it('refuses while a server in another PID namespace holds it, and frees it when that one is killed', async () => {
    const dir = newDir()
    const other = holder(dir)
    await other.ready
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/)
    await other.kill()
    // The killed process's files close a moment after the one we waited for exits.
    await expect
      .poll(() => {
        try {
          lockDataDir(dir)()
          return true
        } catch {
          return false
        }
      })
      .toBe(true)
  }, 30_000)

  it('is not blocked by an old PID file naming a live process', () => {
    const dir = newDir()
    writeFileSync(path.join(dir, 'server.pid'), '1')
    lockDataDir(dir)()
  })
})
