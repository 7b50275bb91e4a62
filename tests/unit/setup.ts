import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { loadLazyBlocks } from '@/lib/lazy-block'

// A page's lazy blocks render at once when their code is here, as on a page opened in the app.
beforeEach(() => loadLazyBlocks())
afterEach(() => cleanup())
