import type { Decorator, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

/** What the price-and-credit blocks take: an optional starting price. */
interface CreditBlockArgs {
  defaultPrice?: number
}

/** One block's slider and the figures its stories check. */
export interface CreditBlockCase {
  /** The slider's accessible name ("Home price"). */
  slider: string
  /** At the default price: the slider's value text and a credit shown for it. */
  initial: { valueText: string; credit: string }
  /** A chosen starting price and a credit shown for it. */
  filled: { price: number; credit: string }
  /** Home moves to `min`, then PageUp to `pageUp`, where `credit` is shown. */
  keyboard: { min: number; pageUp: number; credit: string }
}

/** Width decorators: the calculators page column, and a narrow card as on the programs page. */
const maxWidth =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: px }}>
      <Story />
    </div>
  )
export const pageWidth = maxWidth(720)

/** The stories every price-and-credit block has: Desktop, Filled, Keyboard, NarrowCard, Mobile. */
export function creditBlockStories({ slider, initial, filled, keyboard }: CreditBlockCase) {
  return {
    Desktop: {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement)
        await expect(canvas.getByRole('slider', { name: slider })).toHaveAttribute(
          'aria-valuetext',
          initial.valueText,
        )
        await expect(canvas.getByText(initial.credit)).toBeVisible()
      },
    },
    Filled: {
      args: { defaultPrice: filled.price },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByText(filled.credit)).toBeVisible()
      },
    },
    Keyboard: {
      play: async ({ canvasElement }) => {
        const element = within(canvasElement).getByRole('slider', { name: slider })
        element.focus()
        await userEvent.keyboard('{Home}')
        await expect(element).toHaveAttribute('aria-valuenow', String(keyboard.min))
        await userEvent.keyboard('{PageUp}')
        await expect(element).toHaveAttribute('aria-valuenow', String(keyboard.pageUp))
        await expect(within(canvasElement).getByText(keyboard.credit)).toBeVisible()
      },
    },
    NarrowCard: { decorators: [maxWidth(340)] },
    Mobile: { globals: { viewport: { value: 'mobile' } } },
  } satisfies Record<string, StoryObj<CreditBlockArgs>>
}
