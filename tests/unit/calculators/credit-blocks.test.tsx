import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from '@mui/material/styles'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { createAppTheme } from '@/design-system'
import {
  CreditSliderBlock,
  NewBuildCreditBlock,
  NewConstructionPriceBlock,
} from '@/features/calculators'
import { CreditCalculatorPage } from '@/features/calculators/pages/CreditCalculatorPage'
import { figure, renderAt } from './render'

const theme = createAppTheme()
const show = (block: ReactElement) =>
  render(<ThemeProvider theme={theme}>{block}</ThemeProvider>).container

describe('CreditSliderBlock', () => {
  it('starts at $750,000 with a $3,750 credit and states the rate in words', () => {
    const block = show(<CreditSliderBlock />)
    expect(screen.getByRole('slider', { name: 'Home price' })).toHaveAttribute(
      'aria-valuetext',
      '$750,000',
    )
    expect(figure(block, 'Veteran credit')).toBe('$3,750')
    expect(block).toHaveTextContent(
      'The veteran credit is $500 for every $100,000 of the home’s price.',
    )
  })

  it('moves one step with an arrow and ten with Page Up, Page Down or Shift', async () => {
    const block = show(<CreditSliderBlock />)
    const slider = screen.getByRole('slider', { name: 'Home price' })
    expect(slider).toHaveAttribute('aria-valuemin', '100000')
    expect(slider).toHaveAttribute('aria-valuemax', '2000000')
    expect(slider).toHaveAttribute('step', '10000')
    slider.focus()
    await userEvent.keyboard('{PageUp}')
    expect(slider).toHaveAttribute('aria-valuetext', '$850,000')
    expect(figure(block, 'Veteran credit')).toBe('$4,250')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(slider).toHaveAttribute('aria-valuetext', '$800,000')
    expect(figure(block, 'Veteran credit')).toBe('$4,000')
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}')
    expect(figure(block, 'Veteran credit')).toBe('$3,500')
    await userEvent.keyboard('{PageDown}')
    expect(slider).toHaveAttribute('aria-valuetext', '$600,000')
    expect(figure(block, 'Veteran credit')).toBe('$3,000')
    await userEvent.keyboard('{Home}')
    expect(figure(block, 'Veteran credit')).toBe('$500')
  })

  it('starts where it is told to', () => {
    expect(figure(show(<CreditSliderBlock defaultPrice={1_230_000} />), 'Veteran credit')).toBe(
      '$6,150',
    )
  })
})

describe('NewBuildCreditBlock', () => {
  it('shows the 1% credit, the veteran credit and their total at $950,000', () => {
    const block = show(<NewBuildCreditBlock />)
    const slider = screen.getByRole('slider', { name: 'New build price' })
    expect(slider).toHaveAttribute('aria-valuenow', '950000')
    expect(slider).toHaveAttribute('aria-valuemin', '200000')
    expect(slider).toHaveAttribute('aria-valuemax', '2000000')
    expect(figure(block, 'New construction credit (1%)')).toBe('$9,500')
    expect(figure(block, 'Veteran credit')).toBe('$4,750')
    expect(figure(block, 'Total credits')).toBe('$14,250')
    expect(block).toHaveTextContent(
      'A new build earns 1% of its price toward closing costs, in addition to the veteran credit of $500 for every $100,000 of the home’s price.',
    )
  })
})

describe('NewConstructionPriceBlock', () => {
  it('shows the 1% credit and the veteran credit at $500,000, and follows the slider', async () => {
    const block = show(<NewConstructionPriceBlock />)
    const slider = screen.getByRole('slider', { name: 'New home price' })
    expect(slider).toHaveAttribute('aria-valuemin', '250000')
    expect(slider).toHaveAttribute('aria-valuemax', '3000000')
    expect(figure(block, 'New construction credit (1%)')).toBe('$5,000')
    expect(figure(block, 'Veteran credit')).toBe('$2,500')
    slider.focus()
    await userEvent.keyboard('{End}')
    expect(figure(block, 'New construction credit (1%)')).toBe('$30,000')
    expect(figure(block, 'Veteran credit')).toBe('$15,000')
  })
})

describe('the credit calculator page', () => {
  it('has one heading 1, the slider with its credit, and the rate', () => {
    renderAt(<CreditCalculatorPage />, '/calculators/credit')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Veteran credit calculator')
    expect(figure(document.body, 'Veteran credit')).toBe('$3,750')
    expect(document.body).toHaveTextContent(
      'The Veteran Home Program pays $500 for every $100,000 of the home’s price',
    )
    expect(document.body).toHaveTextContent(
      'the arrow keys move the price $10,000 at a time; Page Up, Page Down or Shift with an arrow move it $100,000.',
    )
  })
})
