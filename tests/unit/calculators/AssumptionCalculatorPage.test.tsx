import { screen, waitFor, within } from '@testing-library/react'
import userEventLib from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AssumptionCalculatorPage } from '@/features/calculators/pages/AssumptionCalculatorPage'
import { figure, renderAt } from './render'

// The charts need a real layout engine; the stories and e2e tests draw them.
vi.mock('@/features/calculators/components/AssumptionCharts', () => ({
  default: () => <p>Charts</p>,
}))

// Typing key by key into a dozen MUI fields is slow in jsdom, so most values are pasted.
const userEvent = userEventLib.setup({ delay: null })
vi.setConfig({ testTimeout: 20_000 })

async function enter(name: string, text: string) {
  await userEvent.clear(field(name))
  await userEvent.paste(text)
}

const PATH = '/calculators/assumption-cruncher'
const EXAMPLE = 'p=600000&b=400000&r=3.5&t=30&gr=9.5&gt=30&nr=7.5&nt=30'

function open(url = PATH) {
  return renderAt(<AssumptionCalculatorPage />, url)
}

const results = () =>
  screen.getByRole('region', { name: 'Assume a VA loan, or take a new one? results' })
/** The results once shown: validation runs asynchronously after Calculate. */
async function shownResults() {
  await within(results()).findByRole('heading', { name: 'Monthly payments, before fees' })
  return results()
}
const calculate = () => userEvent.click(screen.getByRole('button', { name: 'Calculate' }))
const field = (name: string) =>
  screen.queryByRole('textbox', { name }) ?? screen.getByRole('spinbutton', { name })

async function fillWorkedExample() {
  await enter('Purchase price', '$600,000abc')
  await enter('Assumed loan balance', '400000')
  await enter('Assumed loan rate', '3.5')
  await enter('New loan rate', '7.5')
}

async function expectWorkedExample() {
  const shown = await shownResults()
  expect(figure(shown, 'Assumed loan payment')).toBe('$1,796.18')
  expect(figure(shown, 'Gap loan amount')).toBe('$200,000.00')
  expect(figure(shown, 'Gap loan payment')).toBe('$1,681.71')
  expect(figure(shown, 'Assumption total')).toBe('$3,477.89')
  expect(figure(shown, 'New loan amount')).toBe('$600,000.00')
  expect(figure(shown, 'New loan payment')).toBe('$4,195.29')
  expect(figure(shown, 'New loan total')).toBe('$4,195.29')
  expect(figure(shown, 'Monthly savings')).toBe('$717.40')
  expect(figure(shown, 'Lifetime savings over 30 years')).toBe('$258,263.96')
}

describe('the assumption calculator', () => {
  it('starts with the spec defaults and no results', () => {
    open()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'VA loan assumption calculator',
    )
    expect(field('Gap loan rate')).toHaveValue(9.5)
    expect(field('Gap loan term')).toHaveValue(30)
    expect(field('Assumed loan term')).toHaveValue(30)
    expect(field('New loan term')).toHaveValue(30)
    expect(field('Purchase price')).toHaveValue('')
    expect(field('HOA dues per month')).toHaveValue('')
    expect(results()).toBeEmptyDOMElement()
  })

  it('keeps only the digits of a typed amount', async () => {
    open()
    await userEvent.type(field('Purchase price'), '$600,000abc')
    expect(field('Purchase price')).toHaveValue('600,000')
  })

  it('names the missing field under the button and on the field, and computes nothing', async () => {
    open()
    await enter('Purchase price', '600000')
    await enter('Assumed loan balance', '400000')
    await enter('Assumed loan rate', '3.5')
    await calculate()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To calculate, enter the new loan rate.',
    )
    expect(screen.getByText('Enter the new loan rate.')).toBeInTheDocument()
    expect(field('New loan rate')).toHaveAttribute('aria-invalid', 'true')
    expect(results()).toBeEmptyDOMElement()
  })

  it('clears the message once the missing value is typed', async () => {
    open()
    await calculate()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'To calculate, enter the purchase price, the assumed loan balance, the assumed loan rate, and the new loan rate.',
    )
    await fillWorkedExample()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('shows the worked example to the cent after Calculate, and writes it to the address', async () => {
    const router = open()
    await fillWorkedExample()
    expect(results()).toBeEmptyDOMElement()
    await calculate()
    await expectWorkedExample()
    expect(within(results()).getByText('$400,000.00 at 3.5% for 30 years')).toBeInTheDocument()
    expect(router.state.location.search).toBe(`?${EXAMPLE}`)
    expect(screen.getByRole('heading', { name: 'Your numbers as charts' })).toBeInTheDocument()
    expect(await screen.findByText('Charts', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('moves focus to the results heading after Calculate and gives one verdict first', async () => {
    open()
    await fillWorkedExample()
    await calculate()
    const shown = await shownResults()
    expect(within(shown).getByRole('heading', { name: 'Results' })).toHaveFocus()
    expect(
      await within(shown).findByText(
        /^Over 30 years, assuming the VA loan costs \$[\d,.]+ less in all/,
      ),
    ).toBeInTheDocument()
  })

  it('adds the same monthly costs to both totals', async () => {
    open()
    await fillWorkedExample()
    await enter('HOA dues per month', '150')
    await enter('Property taxes per month', '200')
    await enter('Home insurance per month', '100')
    await calculate()
    const shown = await shownResults()
    const assume = within(shown).getByRole('region', { name: 'Assume the VA loan' })
    const fresh = within(shown).getByRole('region', { name: 'New loan at today’s rate' })
    expect(figure(assume, 'HOA, taxes and insurance')).toBe('$450.00')
    expect(figure(assume, 'Assumption total')).toBe('$3,927.89')
    expect(figure(fresh, 'New loan total')).toBe('$4,645.29')
    expect(figure(shown, 'Monthly savings')).toBe('$717.40')
  })

  it('hides the results after an edit until Calculate is pressed again', async () => {
    open()
    await fillWorkedExample()
    await calculate()
    expect(figure(await shownResults(), 'Monthly savings')).toBe('$717.40')
    await enter('New loan rate', '6')
    expect(within(results()).queryByText('$717.40')).not.toBeInTheDocument()
    expect(results()).toHaveTextContent('You changed a number. Press Calculate')
    expect(screen.queryByRole('heading', { name: 'Your numbers as charts' })).toBeNull()
    await calculate()
    await shownResults()
    expect(figure(results(), 'New loan payment')).toBe('$3,597.30')
    expect(figure(results(), 'Monthly savings')).toBe('$119.42')
  })

  it('shows $0.00 savings, and says why, when the new loan costs less', async () => {
    open()
    await fillWorkedExample()
    await enter('New loan rate', '3')
    await calculate()
    await shownResults()
    expect(figure(results(), 'Monthly savings')).toBe('$0.00')
    expect(figure(results(), 'Lifetime savings over 30 years')).toBe('$0.00')
    expect(results()).toHaveTextContent('the new loan costs $948.26 less a month')
  })

  it('opens a shared link with the form filled and the results shown at once', async () => {
    open(`${PATH}?${EXAMPLE}&h=150`)
    // The form's schema reads the link: it loads after the page.
    await waitFor(() => expect(field('Purchase price')).toHaveValue('600,000'), { timeout: 10_000 })
    expect(field('New loan rate')).toHaveValue(7.5)
    expect(field('HOA dues per month')).toHaveValue('150')
    expect(figure(results(), 'Assumption total')).toBe('$3,627.89')
    expect(figure(results(), 'Monthly savings')).toBe('$717.40')
  })

  it('ignores broken values in a link and shows no results while something is missing', async () => {
    open(`${PATH}?p=600000&b=abc&r=3.5&nr=7.5&gr=999`)
    await waitFor(() => expect(field('Purchase price')).toHaveValue('600,000'), { timeout: 10_000 })
    expect(field('Assumed loan balance')).toHaveValue('')
    expect(field('Gap loan rate')).toHaveValue(9.5)
    expect(results()).toBeEmptyDOMElement()
  })

  it('states no market limit on gap financing: a large gap loan is shown, not capped at a share', async () => {
    open()
    await enter('Purchase price', '600000')
    await enter('Assumed loan balance', '50000')
    await enter('Assumed loan rate', '3')
    await enter('New loan rate', '7')
    await calculate()
    const shown = await shownResults()
    expect(shown).toHaveTextContent('Gap loan amount')
    expect(shown).not.toHaveTextContent(/can cover up to|up to 90%/)
  })
})
