import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { AuthPage } from '../../../src/features/auth/pages/AuthPage'
import { StaticSessionProvider } from '../../../src/lib/supabase'

const meta = {
  title: 'Pages/Auth/Sign in',
  component: AuthPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.path ?? '/auth']}>
        <StaticSessionProvider value={{ status: 'signedOut', user: null }}>
          <Story />
        </StaticSessionProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AuthPage>
export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {}

export const SignInRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('Email is required')).toBeVisible()
    await expect(canvas.getByText('Password is required')).toBeVisible()
  },
}

export const SignUp: Story = { parameters: { path: '/auth?tab=signup' } }

export const SignUpInvalid: Story = {
  parameters: { path: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'name@domain')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible()
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible()
    await expect(
      canvas.getByText('Password must contain at least one uppercase letter'),
    ).toBeVisible()
    await expect(canvas.getByText('Password must contain at least one number')).toBeVisible()
  },
}

export const ForgotPassword: Story = {
  parameters: { path: '/auth?tab=forgot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form', { name: 'Reset your password' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    await expect(await within(form).findByText('Email is required')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
