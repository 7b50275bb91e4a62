import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { AssumptionCalculatorPage } from '../../../src/features/calculators/pages/AssumptionCalculatorPage'

const PATH = '/calculators/assumption-cruncher'
const WORKED_EXAMPLE = `${PATH}?p=600000&b=400000&r=3.5&t=30&gr=9.5&gt=30&nr=7.5&nt=30`

const meta = {
  title: 'Pages/Calculators/Assumption calculator',
  component: AssumptionCalculatorPage,
  parameters: { url: PATH },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.url as string]}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AssumptionCalculatorPage>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

function field(canvas: Canvas, name: string) {
  return canvas.queryByRole('textbox', { name }) ?? canvas.getByRole('spinbutton', { name })
}

async function fill(canvas: Canvas, values: Record<string, string>) {
  for (const [name, text] of Object.entries(values)) {
    await userEvent.clear(field(canvas, name))
    await userEvent.type(field(canvas, name), text)
  }
}

const workedExample = {
  'Purchase price': '$600,000abc',
  'Assumed loan balance': '400000',
  'Assumed loan rate': '3.5',
  'New loan rate': '7.5',
}

const results = (canvas: Canvas) =>
  canvas.getByRole('region', { name: 'Assume a VA loan, or take a new one? results' })

async function expectWorkedExample(canvas: Canvas) {
  const shown = within(results(canvas))
  await expect(await shown.findByText('$1,796.18')).toBeVisible()
  for (const figure of ['$1,681.71', '$3,477.89', '$717.40', '$258,263.96']) {
    await expect(shown.getByText(figure)).toBeVisible()
  }
  await expect(shown.getAllByText('$4,195.29')).toHaveLength(2)
  await expect(
    await canvas.findByRole('figure', { name: 'Monthly cost, side by side' }, { timeout: 5000 }),
  ).toBeVisible()
  await expect(canvas.getByRole('figure', { name: 'Savings adding up' })).toBeVisible()
}

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(field(canvas, 'Gap loan rate')).toHaveValue(9.5)
    await expect(results(canvas)).toBeEmptyDOMElement()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, workedExample)
    await expect(field(canvas, 'Purchase price')).toHaveValue('600,000')
    await expect(results(canvas)).toBeEmptyDOMElement()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, {
      'Purchase price': '600000',
      'Assumed loan rate': '3.5',
      'Gap loan rate': '45',
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'To calculate, enter the assumed loan balance and the new loan rate. Please check the gap loan rate.',
    )
    await expect(canvas.getByText('Enter a rate from 0% to 30%.')).toBeVisible()
    await expect(results(canvas)).toBeEmptyDOMElement()
  },
}

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { ...workedExample, 'Property taxes per month': '350' })
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }))
    const shown = within(results(canvas))
    await expect(await shown.findByText('$3,827.89')).toBeVisible()
    await expect(shown.getByText('$4,545.29')).toBeVisible()
    await expect(shown.getByText('$717.40')).toBeVisible()
    await expect(
      await canvas.findByRole('figure', { name: 'Monthly cost, side by side' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const FromSharedLink: Story = {
  parameters: { url: WORKED_EXAMPLE },
  play: async ({ canvasElement }) => expectWorkedExample(within(canvasElement)),
}

export const NoSavings: Story = {
  parameters: { url: WORKED_EXAMPLE.replace('nr=7.5', 'nr=3') },
  play: async ({ canvasElement }) => {
    const shown = within(results(within(canvasElement)))
    await expect(shown.getAllByText('$0.00').length).toBeGreaterThanOrEqual(2)
    await expect(shown.getByText(/the new loan costs \$948\.26 less a month/)).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: { url: WORKED_EXAMPLE },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => expectWorkedExample(within(canvasElement)),
}

export const MobileInvalid: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/enter the purchase price/)
  },
}

const wholeCost = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'The whole cost' }, { timeout: 5000 })

export const WholeCost: Story = {
  parameters: { url: WORKED_EXAMPLE.replace('t=30', 't=25') },
  play: async ({ canvasElement }) => {
    const section = within(await wholeCost(within(canvasElement)))
    await expect(await section.findByText('$1,208,463.31', {}, { timeout: 5000 })).toBeVisible()
    await expect(section.getByText('$1,542,774.86')).toBeVisible()
    await expect(section.getByText('$2,300.00')).toBeVisible()
    await expect(section.getByRole('rowheader', { name: 'Years 26–30' })).toBeVisible()
    await expect(
      section.getByText('In year 1, assuming becomes the cheaper option.', { exact: false }),
    ).toBeVisible()
  },
}

export const WholeCostExemptTenYears: Story = {
  parameters: { url: `${WORKED_EXAMPLE}&ex=1&u=s&ff=0&pf=0&hz=10` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('checkbox', { name: /I don’t pay the VA funding fee/ }),
    ).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Yes, used before' })).toBeChecked()
    const section = within(await wholeCost(canvas))
    await expect(await section.findByText('$417,346.46', {}, { timeout: 5000 })).toBeVisible()
    await expect(section.getByText('$503,434.45')).toBeVisible()
    await expect(section.getByText('$86,087.99')).toBeVisible()
    await expect(section.getAllByText('Exempt')).toHaveLength(2)
  },
}

export const WholeCostInvalid: Story = {
  parameters: { url: WORKED_EXAMPLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The link's results come once the form's schema has loaded: edit after them, not before.
    await wholeCost(canvas)
    await userEvent.type(field(canvas, 'Years to compare'), '0')
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please check the years to compare.',
    )
    await expect(
      canvas.getByText('Enter whole years, from 1 to 40, or leave it empty.'),
    ).toBeVisible()
  },
}
