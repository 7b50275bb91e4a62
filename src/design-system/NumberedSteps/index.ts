export { NumberedSteps, type NumberedStep, type NumberedStepsProps } from './NumberedSteps'
