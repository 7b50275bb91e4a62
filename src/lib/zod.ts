import { z } from 'zod'

// (package.json lists this file under sideEffects, so the bundler keeps the call.)
// The site's Content-Security-Policy has no 'unsafe-eval': without this, Zod tries
// `new Function` to speed up object schemas, and the browser reports a violation.
z.config({ jitless: true })

export { z }
