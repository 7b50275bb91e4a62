import path from 'node:path'
import Fastify from 'fastify'
import compress from '@fastify/compress'
import { buildIfNeeded } from './build-if-needed.ts'
import { registerSite } from './site.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

if (process.env.SKIP_BUILD !== 'true') buildIfNeeded(root)

const app = Fastify({ logger: false })
await app.register(compress, { encodings: ['br', 'gzip'] })
await registerSite(app, { distDir: path.join(root, 'dist') })
await app.listen({ port, host })
console.log(`Hawaii PCS Planner on http://localhost:${port}`)
