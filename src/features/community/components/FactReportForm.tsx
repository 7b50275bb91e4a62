import { useEffect, useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import Stack from '@mui/material/Stack'
import { TextInput, useHydrated } from '@/design-system'
import { lazyResolver, schemaField } from '@/lib/forms'
import { sendFactReport, type Send } from '../api/send'
import { FACT_REPORT_FAILED, FACT_REPORT_SENT } from '../model/messages'
import { EMPTY_FACT_REPORT } from '../model/fields'
import { registerFacts } from '../model/register'
import type { FactRecord } from '@/lib/facts/register'
import type { FactReportValues } from '../model/schemas'
import { Honeypot } from './Honeypot'
import { NotSentNote } from './NotSentNote'
import { SendButton } from './SendButton'
import { useCommunityForm } from './useSendForm'

const validation = lazyResolver(() => import('../model/schemas').then((m) => m.factReportResolver))
const OPTION_LENGTH = 90

export interface FactReportFormProps {
  /** Stores the report; stories pass a stand-in. */
  send?: Send<FactReportValues>
  /** Route → page title, to group the facts by page. */
  pageTitles: Readonly<Record<string, string>>
  /** The facts to choose from; every fact of the site when left out. */
  facts?: readonly FactRecord[]
}

function optionText(statement: string): string {
  return statement.length <= OPTION_LENGTH ? statement : `${statement.slice(0, OPTION_LENGTH - 1)}…`
}

/**
 * Which fact is wrong (chosen already when the visitor came from a fact's "Report a problem"),
 * what is wrong, and optionally a page that shows the right figure and an email for a reply.
 */
export function FactReportForm({
  send = sendFactReport,
  pageTitles,
  facts = registerFacts(),
}: FactReportFormProps) {
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const byPage = useMemo(() => {
    const groups = new Map<string, { id: string; statement: string }[]>()
    for (const fact of facts) {
      const page = fact.pages[0] ?? ''
      groups.set(page, [...(groups.get(page) ?? []), fact])
    }
    return [...groups]
  }, [facts])
  const { form, sending, failed, formProps } = useCommunityForm({
    validation,
    empty: EMPTY_FACT_REPORT,
    send,
    sent: FACT_REPORT_SENT,
    failed: FACT_REPORT_FAILED,
  })
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form
  // The prerendered form cannot know the address's ?fact=: it is chosen once the page is live.
  const linked = hydrated ? params.get('fact') : null
  useEffect(() => {
    if (linked && !getValues('factId') && facts.some((f) => f.id === linked)) {
      setValue('factId', linked)
    }
  }, [linked, facts, getValues, setValue])
  const problem = useWatch({ control, name: 'problem' })

  return (
    <Stack {...formProps()} aria-label="Report a problem with a fact">
      <TextInput
        select
        label="The fact"
        required
        shrinkLabel
        {...schemaField(register('factId'), errors.factId, 'Grouped by the page that shows it.')}
      >
        <option value="">Choose a fact</option>
        {byPage.map(([page, facts]) => (
          <optgroup key={page} label={pageTitles[page] ?? page}>
            {facts.map((fact) => (
              <option key={fact.id} value={fact.id}>
                {optionText(fact.statement)}
              </option>
            ))}
          </optgroup>
        ))}
      </TextInput>
      <TextInput
        label="What is wrong?"
        required
        multiline
        minRows={3}
        {...schemaField(
          register('problem'),
          errors.problem,
          'For example: the fee went up, or the office moved.',
        )}
      />
      <TextInput
        label="Link to a page (optional)"
        type="url"
        inputProps={{ inputMode: 'url' }}
        {...schemaField(
          register('link'),
          errors.link,
          'One that shows it right: the agency’s own page helps us most.',
        )}
      />
      <TextInput
        label="Email (optional)"
        type="email"
        autoComplete="email"
        {...schemaField(register('email'), errors.email, 'Only if you would like to hear back.')}
      />
      <Honeypot field={register('website')} />
      {failed && <NotSentNote what="report" />}
      <SendButton sending={sending} disabled={!problem.trim()}>
        Send report
      </SendButton>
    </Stack>
  )
}
