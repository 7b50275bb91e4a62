export { MoneyField, digitsToDollars, type MoneyFieldProps } from './MoneyField'
