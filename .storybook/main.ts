import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  // MDX pages are docs only: they add no story, so story ids and visual baselines stay as they are.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: ['../public'],
}
export default config
