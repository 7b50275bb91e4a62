export { createAppTheme, type AppThemeOptions } from './theme'
