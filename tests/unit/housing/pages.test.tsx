import type { ReactElement } from 'react'
import { render, screen, within } from '@testing-library/react'
import { ThemeProvider } from '@mui/material/styles'
import { describe, expect, it } from 'vitest'
import { createAppTheme } from '@/design-system'
import { BaseHousingPage } from '@/features/housing/pages/BaseHousingPage'
import { NewConstructionPage } from '@/features/housing/pages/NewConstructionPage'
import { ProgramsPage } from '@/features/housing/pages/ProgramsPage'
import { ResourcesPage } from '@/features/housing/pages/ResourcesPage'
import { VaAssumptionsPage } from '@/features/housing/pages/VaAssumptionsPage'
import { VaHomesPage } from '@/features/housing/pages/VaHomesPage'
import { VerifiedRentalsPage } from '@/features/housing/pages/VerifiedRentalsPage'

const theme = createAppTheme()
const show = (page: ReactElement) => render(<ThemeProvider theme={theme}>{page}</ThemeProvider>)
const region = (name: string) => screen.getByRole('region', { name })
const cardTitles = (name: string) => within(region(name)).getAllByRole('heading', { level: 3 })

describe.each([
  ['VA homes for sale', <VaHomesPage />],
  ['Verified rentals', <VerifiedRentalsPage />],
  ['VA loan assumptions', <VaAssumptionsPage />],
  ['Base housing', <BaseHousingPage />],
  ['New construction', <NewConstructionPage />],
  ['VHP Programs', <ProgramsPage />],
  ['Resources', <ResourcesPage />],
])('%s page', (title, page) => {
  it('has one h1 and opens every outside link in a new tab, safely', () => {
    show(page)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title])
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? ''
      if (/^https?:/.test(href) || href.endsWith('.pdf')) {
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        expect(link).toHaveAccessibleName(/opens in a new tab/)
      }
    }
  })
})

describe('VA homes', () => {
  it('shows the lists of the spec, each credit badge and the rate', () => {
    show(<VaHomesPage />)
    expect(cardTitles('What a VA loan gives you')).toHaveLength(5)
    expect(cardTitles('Homes by area')).toHaveLength(8)
    expect(cardTitles('Search near your base')).toHaveLength(4)
    expect(cardTitles('Island markets')).toHaveLength(3)
    expect(cardTitles('VA lenders')).toHaveLength(3)
    expect(cardTitles('New development')).toHaveLength(1)
    expect(screen.getByText(/\$500 per \$100,000 of price/)).toBeInTheDocument()
    const areas = region('Homes by area')
    expect(within(areas).getByText('Veteran credit: $4,750')).toBeInTheDocument()
    expect(within(areas).getAllByText(/^Veteran credit: /)).toHaveLength(7)
    expect(within(areas).getByText('New build credit (1%): $7,000')).toBeInTheDocument()
  })

  it('sends families to a sponsor instead of naming lenders', () => {
    show(<VaHomesPage />)
    const buttons = within(region('VA lenders')).getAllByRole('link', {
      name: 'Ask your VHP sponsor for an introduction',
    })
    expect(buttons).toHaveLength(3)
    for (const button of buttons) expect(button).toHaveAttribute('href', '/contact')
  })
})

describe('VA assumptions', () => {
  it('shows the computed example to the cent and links the calculator', () => {
    show(<VaAssumptionsPage />)
    const table = screen.getByRole('table', { name: /worked example/i })
    expect(
      within(table).getByRole('rowheader', { name: 'Assumption total per month' }),
    ).toBeInTheDocument()
    for (const figure of ['$3,477.89', '$4,195.29', '$717.40', '$8,608.80', '$258,263.96']) {
      expect(within(table).getByText(figure)).toBeInTheDocument()
    }
    expect(
      screen.getByRole('link', { name: 'Run your numbers: assumption calculator' }),
    ).toHaveAttribute('href', '/calculators/assumption-cruncher')
  })

  it('lists 4 searches, 3 benefits, 2 contacts and 8 steps', () => {
    show(<VaAssumptionsPage />)
    expect(
      within(region('Find homes with an assumable VA loan')).getAllByRole('link', {
        name: /^Search \S/,
      }),
    ).toHaveLength(4)
    expect(cardTitles('Why assume a VA loan')).toHaveLength(3)
    expect(cardTitles('Get help with an assumption')).toHaveLength(2)
    expect(cardTitles('How it works, in 8 steps')).toHaveLength(8)
  })
})

describe('Base housing', () => {
  it('shows the four installations with a tel: link where a phone is known', () => {
    show(<BaseHousingPage />)
    expect(cardTitles('Installations')).toHaveLength(4)
    expect(screen.getAllByRole('link', { name: '(808) 257-2676' })[0]).toHaveAttribute(
      'href',
      'tel:+18082572676',
    )
  })
})

describe('slots for the calculators', () => {
  it('puts each Programs slot inside its own card', () => {
    show(
      <ProgramsPage
        creditCalculator={<p>credit slider</p>}
        newBuildCalculator={<p>build slider</p>}
      />,
    )
    const card = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement
    expect(within(card('Veteran credit')).getByText('credit slider')).toBeInTheDocument()
    expect(within(card('New build program')).getByText('build slider')).toBeInTheDocument()
    expect(within(card('8% property management')).queryByText(/slider/)).not.toBeInTheDocument()
    expect(screen.getByText('Rate: $500 for every $100,000 of the home price')).toBeInTheDocument()
  })

  it('renders nothing in place of a missing slot', () => {
    const { container } = show(<ProgramsPage />)
    expect(container.textContent).not.toMatch(/slider/)
  })

  it('puts the new construction calculator above the benefits', () => {
    show(<NewConstructionPage priceCalculator={<p>price slider</p>} />)
    const slot = screen.getByText('price slider')
    const benefits = screen.getByRole('heading', { name: 'Benefits' })
    expect(slot.compareDocumentPosition(benefits) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('Resources', () => {
  it('shows six cards, the app as coming soon, and the guide PDF in a new tab', () => {
    show(<ResourcesPage />)
    expect(cardTitles('Tools and guides')).toHaveLength(6)
    expect(screen.getByText('Coming soon')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Coming soon/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Open the guide/ })).toHaveAttribute(
      'href',
      '/va-assumption-guide.pdf',
    )
    expect(screen.getByRole('link', { name: /suggestion box/ })).toHaveAttribute(
      'href',
      '/suggestion-box',
    )
    expect(screen.getByRole('link', { name: 'Contact a VHP sponsor' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})
