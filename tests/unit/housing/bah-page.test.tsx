import { fireEvent, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from '@mui/material/styles'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createAppTheme } from '@/design-system'
import { BahPage } from '@/features/housing/pages/BahPage'

const theme = createAppTheme()

function Address() {
  const { search } = useLocation()
  return <div data-testid="address">{search}</div>
}

const show = (search = '') =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/housing/bah${search}`]}>
        <BahPage />
        <Address />
      </MemoryRouter>
    </ThemeProvider>,
  )

describe('BAH and rent page', () => {
  it('shows the rate a shared link asks for, for an installation’s area', () => {
    show('?grade=O-3&dependents=without&base=pmrf')
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('$4,095 a month')
    expect(status).toHaveTextContent(
      'O-3 without dependents, Pacific Missile Range Facility, Barking Sands, in Kauai County (Kauai)',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps the form and says what was wrong when the address has an unknown grade', () => {
    show('?grade=E-12&mha=HI408')
    expect(screen.getByRole('alert')).toHaveTextContent('“E-12” is not a pay grade we know.')
    expect(screen.getByRole('combobox', { name: 'Pay grade' })).toHaveValue('E-5')
    expect(screen.getByRole('status')).toHaveTextContent('$3,663 a month')
  })

  it('updates the answer, the comparison and the address as the family chooses', () => {
    show()
    // The keyboard's own choosing is in tests/e2e/bah.spec.ts; here, the change events.
    const choose = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } })
    choose('Pay grade', 'E-7')
    choose('Where', 'mha:HI407')
    expect(screen.getByRole('status')).toHaveTextContent('$5,067 a month')
    expect(screen.getByTestId('address')).toHaveTextContent('?grade=E-7&dependents=with&mha=HI407')
    const compare = screen.getByRole('table', { name: /E-7 with dependents: monthly BAH/ })
    expect(within(compare).getByRole('row', { name: /Honolulu County/ })).toHaveTextContent(
      '$4,098$969 less',
    )
  })

  it('lists every grade of every area in tables, and links the downloads', () => {
    show()
    const oahu = screen.getByRole('table', { name: /Honolulu County \(Oahu\), HI408/ })
    expect(within(oahu).getAllByRole('row')).toHaveLength(25)
    expect(within(oahu).getByRole('row', { name: /O-7 and above/ })).toHaveTextContent(
      '$5,040$4,494',
    )
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/data/bah-2026-hawaii.csv',
    )
  })
})
