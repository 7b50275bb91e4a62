export { CalculatorPanel, type CalculatorPanelProps } from './CalculatorPanel'
