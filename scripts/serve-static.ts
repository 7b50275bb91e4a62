// Serves a folder on loopback (used for the built Storybook in visual tests).
import path from 'node:path'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'

const [folder = 'storybook-static', port = '6007'] = process.argv.slice(2)
const app = Fastify()
await app.register(fastifyStatic, { root: path.resolve(folder) })
await app.listen({ port: Number(port), host: '127.0.0.1' })
console.log(`Serving ${folder} on http://127.0.0.1:${port}`)
