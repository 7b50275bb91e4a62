import { startTransition, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useSearchParams } from 'react-router-dom'
import { BAH_GRADES, HAWAII_MHAS, gradeLabel, type BahGrade } from '@/data/bah-format'
import { BAH_YEAR, bahSource } from '@/data/bah-rates'
import { HAWAII_INSTALLATIONS } from '@/data/hawaii-installations'
import { BAH_RESOURCE } from '@/data/bah-resource'
import { COLA_RESOURCE } from '@/data/cola'
import {
  CardGrid,
  ExternalLink,
  PageHeader,
  Section,
  SourceNote,
  SelectField,
  useHydrated,
} from '@/design-system'
import { formatDollars } from '@/format'
import { factNote } from '@/lib/facts/note'
import { AcrossAreasTable, AreaRatesTable } from '../components/BahTables'
import {
  PLACE_OPTIONS,
  acrossAreas,
  bahFor,
  choiceQuery,
  describeChoice,
  installationOf,
  mhaOf,
  parseChoice,
  placeFromValue,
  placeValue,
  type BahChoice,
  type Dependents,
} from '../model/bah'
import { pageHref } from '@/lib/page-href'

const HUD_FMR = 'https://www.huduser.gov/portal/datasets/fmr.html'
const NO_QUERY = new URLSearchParams()

/** /housing/bah: the 2026 BAH for a grade, dependents and island, and every rate in a table. */
export function BahPage() {
  const [params, setParams] = useSearchParams()
  // The prerendered page shows the default choice; the address's choice waits for hydration.
  const hydrated = useHydrated()
  const fromAddress = useMemo(() => parseChoice(hydrated ? params : NO_QUERY), [hydrated, params])
  const [edited, setEdited] = useState<BahChoice | null>(null)
  const choice = edited ?? fromAddress.choice
  const problems = edited ? [] : fromAddress.problems

  const choose = (next: BahChoice) => {
    setEdited(next)
    // A transition: the shell's lazy blocks above must not fall back while the address changes.
    startTransition(() => setParams(new URLSearchParams(choiceQuery(next)), { replace: true }))
  }

  const mha = mhaOf(choice.place)
  const base = installationOf(choice.place)
  const amount = bahFor(choice.grade, choice.dependents, mha.code)
  const who = describeChoice(choice.grade, choice.dependents)
  const where = base
    ? `${base.name}, in ${mha.name} (${mha.island})`
    : `${mha.name} (${mha.island})`

  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="BAH and rent"
        lead={`What the ${BAH_YEAR} Basic Allowance for Housing pays for your pay grade on each Hawaii island, from DoD’s own rate files.`}
      />
      <Section title="Your BAH">
        {problems.length > 0 && (
          <Box role="alert" sx={{ mb: 2, p: 2, borderRadius: 2, bgcolor: 'warning.light' }}>
            <Typography sx={{ fontWeight: 600 }}>
              The address asks for something we do not have:
            </Typography>
            {problems.map((problem) => (
              <Typography key={problem}>{problem}</Typography>
            ))}
          </Box>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', maxWidth: 720 }}>
          <Box
            component="form"
            aria-label="Your BAH"
            onSubmit={(event) => event.preventDefault()}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}
          >
            <SelectField
              label="Pay grade"
              name="grade"
              value={choice.grade}
              onChange={(grade) => choose({ ...choice, grade: grade as BahGrade })}
            >
              {BAH_GRADES.map((g) => (
                <option key={g} value={g}>
                  {gradeLabel(g)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Dependents"
              name="dependents"
              value={choice.dependents}
              onChange={(deps) => choose({ ...choice, dependents: deps as Dependents })}
            >
              <option value="with">With dependents</option>
              <option value="without">Without dependents</option>
            </SelectField>
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <SelectField
                label="Where"
                name="where"
                value={placeValue(choice.place)}
                onChange={(where) => choose({ ...choice, place: placeFromValue(where) })}
                hint="An installation uses the rates of its county’s housing area."
              >
                <optgroup label="Installations">
                  {PLACE_OPTIONS.installations.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Housing areas (counties)">
                  {PLACE_OPTIONS.areas.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </optgroup>
              </SelectField>
            </Box>
          </Box>
          <Box role="status" sx={{ mt: 3 }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {formatDollars(amount)} a month
            </Typography>
            <Typography>
              {who}, {where}, {BAH_YEAR} rate.
            </Typography>
          </Box>
          <SourceNote {...factNote(bahSource)} />
        </Paper>
      </Section>

      <Section
        title="The same grade on every island"
        description="Each county is its own military housing area (MHA), with its own rates."
      >
        <Box sx={{ maxWidth: 720 }}>
          <AcrossAreasTable
            grade={choice.grade}
            label={who}
            rates={acrossAreas(choice.grade, choice.dependents, mha.code)}
            chosen={mha}
          />
        </Box>
      </Section>

      <Section title="What BAH is for">
        <Typography sx={{ maxWidth: '70ch' }}>
          {BAH_RESOURCE.description}{' '}
          <ExternalLink href={BAH_RESOURCE.url}>{BAH_RESOURCE.label}</ExternalLink>
        </Typography>
        <SourceNote {...factNote(BAH_RESOURCE)} />
        <Typography sx={{ maxWidth: '70ch', mt: 2 }}>
          {COLA_RESOURCE.description}{' '}
          <ExternalLink href={COLA_RESOURCE.url}>{COLA_RESOURCE.label}</ExternalLink>
        </Typography>
        <SourceNote {...factNote(COLA_RESOURCE)} />
        <Typography sx={{ maxWidth: '70ch', mt: 2 }}>
          Rents to compare it with: HUD’s Fair Market Rents for Hawaii are not shown here yet,
          because we could not read HUD’s current figures for these counties. Look them up on{' '}
          <ExternalLink href={HUD_FMR}>HUD USER’s Fair Market Rents</ExternalLink>.
        </Typography>
      </Section>

      <Section title="Look for a home">
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 3 }}>
          <li>
            <Link href={pageHref('/housing/verified-rentals')}>Verified rentals</Link>
          </li>
          <li>
            <Link href={pageHref('/housing/base-housing')}>Base housing</Link>
          </li>
          <li>
            <Link href={pageHref('/housing/va-homes')}>VA homes for sale</Link>
          </li>
        </Stack>
      </Section>

      <Section
        title={`All ${BAH_YEAR} rates for Hawaii`}
        description="Every grade in the four areas, monthly, in whole dollars."
      >
        <CardGrid columns={2}>
          {HAWAII_MHAS.map((m) => (
            <AreaRatesTable key={m.code} mha={m} year={BAH_YEAR} />
          ))}
        </CardGrid>
      </Section>

      <Section title="Installations and their areas">
        <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 3, maxWidth: '70ch' }}>
          {HAWAII_INSTALLATIONS.map((b) => {
            const area = mhaOf({ mha: b.mha })
            return (
              <li key={b.id}>
                <Typography>
                  <strong>{b.name}</strong> ({b.branch}): {b.text}. BAH area: {area.name},{' '}
                  {area.code}.
                </Typography>
                <SourceNote {...factNote(b)} />
              </li>
            )
          })}
        </Stack>
      </Section>

      <Section title="Download and reuse">
        <Typography sx={{ maxWidth: '70ch' }}>
          The table above as{' '}
          <Link href={`/data/bah-${BAH_YEAR}-hawaii.csv`} download>
            CSV
          </Link>{' '}
          or{' '}
          <Link href={`/data/bah-${BAH_YEAR}-hawaii.json`} download>
            JSON
          </Link>
          : one row per area and grade (year, mha, mha_name, grade, with_dependents,
          without_dependents). The rates are DoD’s; you may reuse these files freely. Please name
          DoD’s Defense Travel Management Office as the source and check a rate against{' '}
          <ExternalLink href={bahSource.dtmoPage}>DTMO’s BAH page</ExternalLink> before you rely on
          it.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: '70ch' }}>
          Built from DTMO’s {BAH_YEAR} BAH rate files, read from verbatim public copies:{' '}
          {bahSource.files.map((f, i) => (
            <span key={f.name}>
              {i > 0 && ', '}
              <ExternalLink href={f.readFrom}>{f.name}</ExternalLink>
            </span>
          ))}
          . Only their Hawaii lines are kept.
        </Typography>
      </Section>
    </>
  )
}

export default BahPage
