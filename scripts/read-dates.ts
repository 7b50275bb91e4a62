// The facts check's rule for read dates (issue 31): each fact says, in its own object, which page
// was read and on what day. A date kept in a constant, a spread or a helper function can stamp
// facts nobody read that day, so `checkedOn` must be a date written beside its `source`.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface ReadDateProblem {
  readonly line: number
  readonly problem: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  const name = node.name
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined
}

function insideFunction(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) if (ts.isFunctionLike(up)) return true
  return false
}

/** The `checkedOn` values in one data file that break the rule, with their lines. */
export function readDateProblems(fileName: string, text: string): ReadDateProblem[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const problems: ReadDateProblem[] = []
  const report = (node: ts.Node, problem: string) =>
    problems.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, problem })

  const visit = (node: ts.Node) => {
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'checkedOn') {
      report(node, 'checkedOn comes from a variable: write the date on the fact')
    } else if (ts.isPropertyAssignment(node) && propertyName(node) === 'checkedOn') {
      const value = node.initializer
      const literal =
        ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text : null
      if (literal === null)
        report(node, 'checkedOn comes from a constant: write the date on the fact')
      else if (!ISO_DATE.test(literal)) report(node, `checkedOn is not a date: "${literal}"`)
      else if (insideFunction(node))
        report(node, 'checkedOn is stamped by a function: write the date on each fact')
      else if (!node.parent.properties.some((p) => propertyName(p) === 'source'))
        report(node, 'checkedOn without its source beside it: say which page was read that day')
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return problems
}

/** Every problem in the data files under `dir` (src/data), as "file:line: problem". */
export function readDateProblemsIn(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )
  return files.flatMap((file) =>
    readDateProblems(file, readFileSync(path.join(dir, file), 'utf8')).map(
      (p) => `src/data/${file}:${p.line}: ${p.problem}`,
    ),
  )
}
