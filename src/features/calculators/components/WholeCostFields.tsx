import { useId } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import InputAdornment from '@mui/material/InputAdornment'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { Controller, type Control } from 'react-hook-form'
import { MoneyField, SourceNote, TextInput } from '@/design-system'
import { factNote } from '@/lib/facts/note'
import {
  VA_ASSUMPTION_PROCESSING_FEE as processing,
  VA_FUNDING_FEE as fees,
  VA_FUNDING_FEE_EXEMPTION as exemption,
} from '@/data/va-funding-fee'
import type { AssumptionInput } from '@/lib/money'
import { formatPercentPoints } from '@/format'
import { MAX_TERM_YEARS, type AssumptionFormValues } from '../model/assumption-form'
import { fieldGrid } from './field-grid'

type FormControl = Control<AssumptionFormValues, unknown, AssumptionInput>

const pct = (percent: number) => formatPercentPoints(percent, 2)
const [lowest, middle, highest] = fees.purchaseTiers
const tiersText =
  lowest && middle && highest
    ? `Under ${middle.minDownPercent}% down: ${pct(lowest.firstUsePercent)} first use, ${pct(lowest.subsequentUsePercent)} after; ${middle.minDownPercent}% to under ${highest.minDownPercent}%: ${pct(middle.firstUsePercent)}; ${highest.minDownPercent}% or more: ${pct(highest.firstUsePercent)}.`
    : ''

/** Fees, closing costs and years for the whole-cost comparison, each with its source. */
export function WholeCostFields({ control }: { control: FormControl }) {
  const useLabel = useId()
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
        The whole cost: fees, cash to close and years
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '70ch' }}>
        VA charges a funding fee of {pct(fees.assumptionPercent)} of the balance on an assumption.
        On a new VA purchase loan the rate follows your down payment: {tiersText}
      </Typography>
      <CheckboxInput
        control={control}
        name="fundingFeeExempt"
        label="I don’t pay the VA funding fee (for example, I receive VA disability compensation)"
      />
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '70ch' }}>
        {exemption.text}
      </Typography>
      <SourceNote {...factNote(fees)} spacing={0.5} />
      {fees.readVia && (
        <Typography variant="body2" color="text.secondary">
          VA’s page could not be opened from here; its table was read through a copy of it.
        </Typography>
      )}
      <SourceNote {...factNote(exemption)} spacing={0.5} />

      <Controller
        name="vaUse"
        control={control}
        render={({ field }) => (
          <Box sx={{ mt: 2 }}>
            <FormLabel id={useLabel} sx={{ color: 'text.primary' }}>
              VA loan used before? (sets the new loan’s fee)
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={useLabel}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="first" control={<Radio />} label="No, first use" />
              <FormControlLabel value="subsequent" control={<Radio />} label="Yes, used before" />
            </RadioGroup>
          </Box>
        )}
      />
      <CheckboxInput
        control={control}
        name="financeFundingFee"
        label="Finance the new loan’s funding fee (add it to the loan instead of paying it at closing)"
      />

      <Box sx={{ ...fieldGrid, mt: 2 }}>
        <MoneyInput
          control={control}
          name="processingFee"
          label="Assumption processing fee"
          helper="What the servicer charges to process the assumption."
        />
        <MoneyInput
          control={control}
          name="assumptionClosingCosts"
          label="Other closing costs, assumption"
          helper="Title, recording, credit report. Leave empty if none."
        />
        <MoneyInput
          control={control}
          name="newClosingCosts"
          label="Other closing costs, new loan"
          helper="Lender and title fees. Leave empty if none."
        />
        <Controller
          name="horizonYears"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              label="Years to compare"
              name={field.name}
              type="number"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.invalid}
              helperText={
                fieldState.error?.message ??
                `From 1 to ${MAX_TERM_YEARS}. Empty: the longest loan term.`
              }
              endAdornment={<InputAdornment position="end">years</InputAdornment>}
              inputProps={{ step: 1, min: 1, inputMode: 'numeric' }}
            />
          )}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: '70ch' }}>
        {processing.note}
      </Typography>
      <SourceNote {...factNote(processing)} spacing={0.5} />
    </Box>
  )
}

function CheckboxInput(props: {
  control: FormControl
  name: 'fundingFeeExempt' | 'financeFundingFee'
  label: string
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={props.label}
        />
      )}
    />
  )
}

type MoneyName = 'processingFee' | 'assumptionClosingCosts' | 'newClosingCosts'

function MoneyInput(props: {
  control: FormControl
  name: MoneyName
  label: string
  helper: string
}) {
  return (
    <Controller
      name={props.name}
      control={props.control}
      render={({ field, fieldState }) => (
        <MoneyField
          label={props.label}
          name={field.name}
          value={Number(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.helper}
          emptyWhenZero
        />
      )}
    />
  )
}
