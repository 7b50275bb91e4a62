import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.sw.config.ts',
  'package-lock.json',
  'scripts/prerender.ts',
]

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  )
}

/** Runs `npm run build` (Vite, then prerendering) when dist/ is missing or older than any of its inputs. */
export function buildIfNeeded(root: string): void {
  const built = path.join(root, 'dist', 'index.html')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  const changedAt = Math.max(...INPUTS.map((p) => newestMtime(path.join(root, p))))
  if (builtAt > changedAt) return
  console.log('Building the site (dist/ is missing or out of date)…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The site build failed; see the output above.')
}
