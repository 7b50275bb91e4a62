// Types of the route tables scripts/page-table.ts builds from src/data/pages.ts.
declare module 'virtual:page-table' {
  import type { ComponentType } from 'react'
  import type { PageRecord } from '@/data/pages'

  export type PageModule = { default: ComponentType }
  export interface PageRoute extends Pick<PageRecord, 'path' | 'title'> {
    load: () => Promise<PageModule>
  }
  export const pageRoutes: readonly PageRoute[]
  export const loadNotFound: () => Promise<PageModule>
  /** Pages with a `footer`, in its order. */
  export const footerLinks: readonly { label: string; href: string }[]
}

declare module 'virtual:page-nav' {
  import type { PageRecord } from '@/data/pages'

  export const pageNav: readonly { path: string; nav: NonNullable<PageRecord['nav']> }[]
}

declare module 'virtual:page-search' {
  import type { PageRecord } from '@/data/pages'

  /** Every page but /search itself. */
  export const searchPages: readonly Pick<PageRecord, 'path' | 'title' | 'description'>[]
}
