import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from '@mui/material/styles'
import { describe, expect, it, vi } from 'vitest'
import { createAppTheme } from '@/design-system'
import type { SearchHit } from '@/features/search/api/site-search'
import { SiteSearch } from '@/features/search/components/SiteSearch'

const theme = createAppTheme()
const petTravel: SearchHit = {
  url: '/pcs-toolkit/pet-travel#fees',
  title: 'Pet travel to Hawaii',
  heading: 'Costs and allowances',
  excerpt: 'Rabies <mark>quarantine</mark> fees',
}

function Harness({
  search,
  onChoose = () => {},
}: {
  search: (q: string) => Promise<SearchHit[]>
  onChoose?: (url: string) => void
}) {
  const [query, setQuery] = useState('')
  return <SiteSearch query={query} onQueryChange={setQuery} onChoose={onChoose} search={search} />
}

function show(search: (q: string) => Promise<SearchHit[]>, onChoose?: (url: string) => void) {
  const user = userEvent.setup()
  render(
    <ThemeProvider theme={theme}>
      <Harness search={search} onChoose={onChoose} />
    </ThemeProvider>,
  )
  return { user, input: screen.getByRole('combobox', { name: 'Search the site' }) }
}

describe('SiteSearch', () => {
  it('shows the page, its section and the excerpt with the matched word marked', async () => {
    const onChoose = vi.fn()
    const { user, input } = show(async () => [petTravel], onChoose)
    await user.type(input, 'quarantine')
    const option = await screen.findByRole('option')
    expect(option).toHaveTextContent('Pet travel to Hawaii › Costs and allowances')
    expect(option.querySelector('mark')).toHaveTextContent('quarantine')
    expect(screen.getByRole('status')).toHaveTextContent('1 result')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChoose).toHaveBeenCalledWith('/pcs-toolkit/pet-travel#fees')
  })

  it('answers symbols calmly without searching, keeping what was typed', async () => {
    const search = vi.fn(async () => [petTravel])
    const { user, input } = show(search)
    await user.type(input, '%$#')
    expect(screen.getByRole('status')).toHaveTextContent('No results for “%$#”. Try another word.')
    expect(screen.getByRole('link', { name: 'Hawaii PCS checklist' })).toBeVisible()
    expect(input).toHaveValue('%$#')
    expect(search).not.toHaveBeenCalled()
  })

  it('says when search cannot load, offering the main sections instead of an error', async () => {
    const { user, input } = show(() => Promise.reject(new Error('offline')))
    await user.type(input, 'quarantine')
    expect(await screen.findByText(/Search could not load/)).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeVisible()
    expect(input).toHaveValue('quarantine')
  })
})
