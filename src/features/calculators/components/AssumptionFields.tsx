import { memo } from 'react'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined'
import { Controller, type Control } from 'react-hook-form'
import { MoneyField, SourceNote, TextInput } from '@/design-system'
import { factsNote } from '@/lib/facts/note'
import {
  ASSUMPTION_CALCULATOR_DEFAULTS,
  ASSUMPTION_CALCULATOR_TIPS,
} from '@/data/calculator-numbers'
import type { AssumptionField, AssumptionInput } from '@/lib/money'
import { fieldSpec, isRequired, type AssumptionFormValues } from '../model/assumption-form'
import { fieldGrid } from './field-grid'
import { WholeCostFields } from './WholeCostFields'

type FormControl = Control<AssumptionFormValues, unknown, AssumptionInput>

const groups: { legend: string; fields: AssumptionField[]; tips?: boolean }[] = [
  { legend: 'The home', fields: ['purchasePrice', 'downPayment'] },
  {
    legend: 'The seller’s VA loan you take over',
    fields: ['assumedBalance', 'assumptionRate', 'assumedTerm'],
  },
  { legend: 'A gap loan for the rest of the price', fields: ['gapRate', 'gapTerm'], tips: true },
  { legend: 'Or a new loan at today’s rate', fields: ['newRate', 'newTerm'] },
  { legend: 'Monthly costs, the same either way', fields: ['hoa', 'taxes', 'insurance'] },
]

/**
 * The calculator's twelve inputs in five labelled groups, then the whole-cost inputs. Memoized:
 * each field follows its own value, so a keystroke need not re-render the whole form.
 */
export const AssumptionFields = memo(function AssumptionFields({
  control,
}: {
  control: FormControl
}) {
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box key={group.legend} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, p: 0, mb: 1.5 }}>
            {group.legend}
          </Typography>
          <Box sx={fieldGrid}>
            {group.fields.map((name) => (
              <FieldInput key={name} name={name} control={control} />
            ))}
          </Box>
          {group.tips && <Tips />}
        </Box>
      ))}
      <WholeCostFields control={control} />
    </Stack>
  )
})

function FieldInput({ name, control }: { name: AssumptionField; control: FormControl }) {
  const spec = fieldSpec[name]
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          label: spec.label,
          name,
          required: isRequired(name),
          error: fieldState.invalid,
          helperText: fieldState.error?.message ?? spec.helper,
          onBlur: field.onBlur,
          inputRef: field.ref,
        }
        if (spec.kind === 'money') {
          return (
            <MoneyField
              {...common}
              value={Number(field.value)}
              onChange={field.onChange}
              emptyWhenZero
            />
          )
        }
        const isRate = spec.kind === 'rate'
        return (
          <TextInput
            {...common}
            type="number"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            endAdornment={<InputAdornment position="end">{isRate ? '%' : 'years'}</InputAdornment>}
            inputProps={{
              step: isRate ? ASSUMPTION_CALCULATOR_DEFAULTS.rateStep : 1,
              min: 0,
              inputMode: isRate ? 'decimal' : 'numeric',
            }}
          />
        )
      }}
    />
  )
}

function Tips() {
  return (
    <>
      <Box
        component="ul"
        aria-label="Tips"
        sx={{
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          p: 2,
          m: 0,
          mt: 2,
          borderRadius: 3,
          bgcolor: 'sand.main',
        }}
      >
        {ASSUMPTION_CALCULATOR_TIPS.map((tip) => (
          <Box component="li" key={tip.text} sx={{ display: 'flex', gap: 1, typography: 'body2' }}>
            <LightbulbOutlinedIcon aria-hidden fontSize="small" sx={{ mt: '2px' }} />
            {tip.text}
          </Box>
        ))}
      </Box>
      <SourceNote {...factsNote(ASSUMPTION_CALCULATOR_TIPS)} compact spacing={1} />
    </>
  )
}
