export { createAppTheme, colors, type AppThemeOptions } from './theme'
