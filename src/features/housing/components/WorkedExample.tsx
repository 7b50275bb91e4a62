import { computeWorkedExample } from '../model/worked-example'
import { WorkedExampleTable } from './WorkedExampleTable'

/**
 * The guide's worked example, computed with the calculator's own loan math: a block of its own,
 * so that math loads after the page (the prerendered table shows meanwhile).
 */
export function WorkedExample() {
  return <WorkedExampleTable example={computeWorkedExample()} />
}
