import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.ts'
import { createServer } from './app.ts'
import { configFromEnv } from './config.ts'
import { createLogger } from './log.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

if (process.env.SKIP_BUILD !== 'true') buildIfNeeded(root)

const { options, logLevel } = configFromEnv()
const { app } = await createServer({
  ...options,
  distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist'),
  logger: createLogger(logLevel),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Closing lets PGlite shut down cleanly and release the data directory.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}
await app.listen({ port, host })
console.log(`Hawaii PCS Planner on http://localhost:${port}`)
