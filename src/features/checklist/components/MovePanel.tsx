import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { SelectField, SourceNote } from '@/design-system'
import { formatFromToday } from '@/format'
import { HAWAII_MHAS } from '@/data/bah-format'
import type { PetAirport } from '@/data/deadline-rules'
import { SCHOOL_GRADES, type SchoolGrade } from '@/data/school-grades'
import { HAWAII_INSTALLATIONS, type Island } from '@/data/hawaii-installations'
import { formatCalendarDate, type CalendarDate } from '@/lib/dates/calendar-date'
import { arrivalDateProblem, detachDateProblem } from '@/lib/dates/plan-date-rule'
import { pageHref } from '@/lib/page-href'
import { deadlinesFor, type Deadline } from '@/lib/plan/deadlines'
import type { MoveAnswer, MoveDetails } from '@/lib/plan-store'
import { ANSWER_LABELS } from '../move-answers'
import { PlanDateField } from './ReportDateField'

const AIRPORTS: Record<PetAirport, string> = {
  HNL: 'Honolulu, Oahu (HNL)',
  OGG: 'Kahului, Maui (OGG)',
  KOA: 'Kona, Hawaii Island (KOA)',
  LIH: 'Lihue, Kauai (LIH)',
}

const NOT_ANSWERED = ''
const ISLANDS: readonly Island[] = ['Oahu', 'Kauai', 'Big Island']

function YesNoField(props: {
  label: string
  value: boolean | undefined
  onChange: (yes: boolean | undefined) => void
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value === undefined ? NOT_ANSWERED : props.value ? 'yes' : 'no'}
      onChange={(text) => props.onChange(text === NOT_ANSWERED ? undefined : text === 'yes')}
    >
      <option value={NOT_ANSWERED}>Not answered</option>
      <option value="no">No</option>
      <option value="yes">Yes</option>
    </SelectField>
  )
}

/** The Hawaii installation, by island; its BAH area links to the rates for it. */
function InstallationField(props: {
  value: string | undefined
  onChange: (id: string | undefined) => void
}) {
  const base = HAWAII_INSTALLATIONS.find((b) => b.id === props.value)
  const area = base && HAWAII_MHAS.find((m) => m.code === base.mha)
  return (
    <SelectField
      label={ANSWER_LABELS.installation}
      value={base ? base.id : NOT_ANSWERED}
      onChange={(id) => props.onChange(id === NOT_ANSWERED ? undefined : id)}
      hint={
        area ? (
          <>
            BAH area: {area.name} ({area.code}).{' '}
            <Link href={pageHref(`/housing/bah?base=${base.id}`)}>See your BAH</Link>
          </>
        ) : (
          'Where the service member reports.'
        )
      }
    >
      <option value={NOT_ANSWERED}>Not answered</option>
      {ISLANDS.map((island) => (
        <optgroup key={island} label={island}>
          {HAWAII_INSTALLATIONS.filter((b) => b.island === island).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.branch})
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  )
}

function CountField(props: {
  label: string
  value: number | undefined
  onChange: (n: number | undefined) => void
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value === undefined ? NOT_ANSWERED : String(props.value)}
      onChange={(text) => props.onChange(text === NOT_ANSWERED ? undefined : Number(text))}
    >
      <option value={NOT_ANSWERED}>Not answered</option>
      <option value="0">None</option>
      {[1, 2, 3, 4, 5].map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </SelectField>
  )
}

/** One child's grade at the Hawaii school. */
function GradeField(props: {
  child: number
  value: SchoolGrade | '' | undefined
  onChange: (grade: SchoolGrade | '') => void
}) {
  return (
    <SelectField
      label={`Child ${props.child} grade`}
      value={props.value ?? NOT_ANSWERED}
      onChange={(id) => props.onChange(id as SchoolGrade | '')}
      hint={props.child === 1 ? 'The grade at their Hawaii school.' : undefined}
    >
      <option value={NOT_ANSWERED}>Not answered</option>
      {SCHOOL_GRADES.map((g) => (
        <option key={g.id} value={g.id}>
          {g.label}
        </option>
      ))}
    </SelectField>
  )
}

/** The grades with one child's changed; unanswered grades at the end are dropped. */
function withGrade(
  grades: readonly (SchoolGrade | '')[] | undefined,
  index: number,
  grade: SchoolGrade | '',
) {
  const next = [...(grades ?? [])]
  while (next.length <= index) next.push('')
  next[index] = grade
  while (next.at(-1) === '') next.pop()
  return next.length > 0 ? next : undefined
}

function DeadlineRow({ deadline }: { deadline: Deadline }) {
  const { date, daysLeft } = deadline
  return (
    // On paper, only a deadline with its day: "add the dates above" means nothing there.
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
      className={date ? undefined : 'no-print'}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {date ? `By ${formatCalendarDate(date)}: ` : ''}
        {deadline.title}
      </Typography>
      <Typography
        variant="body2"
        color={daysLeft !== null && daysLeft < 0 ? 'warning.main' : undefined}
      >
        {deadline.wording}
        {date && daysLeft !== null
          ? ` (${formatFromToday(daysLeft)}).`
          : '. Add the dates above to see the day.'}
      </Typography>
      <SourceNote
        href={deadline.source.url}
        kind={deadline.source.kind}
        checkedOn={deadline.source.checkedOn}
        compact
        spacing={0.5}
      />
    </Box>
  )
}

export interface MovePanelProps {
  reportDate: CalendarDate | null
  today: CalendarDate
  details: MoveDetails
  /** Sets one answer; `undefined` clears it. */
  onAnswer: <K extends MoveAnswer>(key: K, value: MoveDetails[K] | undefined) => void
  /** Signed in: the answers are saved on the account, not only in this browser. */
  signedIn: boolean
}

/**
 * "Your move": pets, cars and firearms with the dates they arrive, and the family's own
 * deadlines counted from those dates (docs/decisions.md#d-34-1). Every answer is optional.
 */
export function MovePanel({ reportDate, today, details, onAnswer, signedIn }: MovePanelProps) {
  const set = onAnswer
  const { pets } = details
  const petCount = (kind: 'dogs' | 'cats', n: number | undefined) => {
    const next = { dogs: pets?.dogs, cats: pets?.cats, [kind]: n }
    set(
      'pets',
      next.dogs === undefined && next.cats === undefined
        ? undefined
        : { dogs: next.dogs ?? 0, cats: next.cats ?? 0 },
    )
  }
  const arrivalProblem = (date: CalendarDate) => arrivalDateProblem(date, reportDate)
  const dateField = (
    key:
      'petArrivalDate' | 'carArrivalDate' | 'firearmArrivalDate' | 'detachDate' | 'schoolStartDate',
    helper: string,
    moreProblem = arrivalProblem,
  ) => (
    <PlanDateField
      label={ANSWER_LABELS[key]}
      helper={helper}
      value={details[key] ?? null}
      onChange={(date) => set(key, date ?? undefined)}
      clearText="Clear"
      clearName={`Clear ${ANSWER_LABELS[key].toLowerCase()}`}
      moreProblem={moreProblem}
    />
  )
  const noPets = pets !== undefined && pets.dogs + pets.cats === 0
  const deadlines = deadlinesFor({ ...details, ...(reportDate && { reportDate }) }, today)

  return (
    <Paper
      component="section"
      aria-labelledby="your-move"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 4 }}
      className={deadlines.some((d) => d.date) ? undefined : 'no-print'}
    >
      <Typography id="your-move" variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        Your move
      </Typography>
      {/* Printed: the deadlines, not the questions. */}
      <Typography color="text.secondary" sx={{ mb: 2 }} className="no-print">
        Pets, cars and firearms each have their own Hawaii deadlines, counted from the day they
        arrive, and children from their first day of school; the other answers tell the checklist
        what your family needs. Every answer is optional and{' '}
        {signedIn
          ? 'saved to your account.'
          : 'stays in this browser; signing in saves it to your account.'}
      </Typography>
      <Box sx={groupGrid} className="no-print">
        {dateField(
          'detachDate',
          'The day you leave your current station, from your orders.',
          (date) => detachDateProblem(date, reportDate),
        )}
        <InstallationField
          value={details.installation}
          onChange={(id) => set('installation', id)}
        />
      </Box>
      <Box sx={groupGrid} className="no-print">
        <CountField label="Dogs" value={pets?.dogs} onChange={(n) => petCount('dogs', n)} />
        <CountField label="Cats" value={pets?.cats} onChange={(n) => petCount('cats', n)} />
        {!noPets && (
          <>
            {dateField('petArrivalDate', 'The day your pet lands in Hawaii.')}
            <SelectField
              label={ANSWER_LABELS.petAirport}
              value={details.petAirport ?? NOT_ANSWERED}
              onChange={(code) =>
                set('petAirport', code === NOT_ANSWERED ? undefined : (code as PetAirport))
              }
            >
              <option value={NOT_ANSWERED}>Not answered</option>
              {Object.entries(AIRPORTS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </Box>
      <Box sx={groupGrid} className="no-print">
        <CountField
          label="Vehicles"
          value={details.vehicles}
          onChange={(n) => set('vehicles', n)}
        />
        {details.vehicles !== 0 &&
          dateField('carArrivalDate', 'When your first car is ready at the Hawaii port.')}
      </Box>
      <Box sx={groupGrid} className="no-print">
        <YesNoField
          label={ANSWER_LABELS.firearms}
          value={details.firearms}
          onChange={(yes) => set('firearms', yes)}
        />
        {details.firearms !== false &&
          dateField('firearmArrivalDate', 'When your firearms arrive in Hawaii.')}
      </Box>
      <Box sx={groupGrid} className="no-print">
        <CountField
          label={ANSWER_LABELS.children}
          value={details.children}
          onChange={(n) => set('children', n)}
        />
        <YesNoField
          label={ANSWER_LABELS.boat}
          value={details.boat}
          onChange={(yes) => set('boat', yes)}
        />
      </Box>
      {details.children !== undefined && details.children > 0 && (
        <Box sx={groupGrid} className="no-print">
          {Array.from({ length: details.children }, (_, i) => (
            <GradeField
              key={i}
              child={i + 1}
              value={details.childGrades?.[i]}
              onChange={(grade) => set('childGrades', withGrade(details.childGrades, i, grade))}
            />
          ))}
          {dateField('schoolStartDate', "From your school's calendar: the first day of classes.")}
        </Box>
      )}
      {details.boat && (
        <Typography className="no-print" sx={{ mb: 2 }}>
          A boat ships on its own terms:{' '}
          <Link href={pageHref('/pcs-toolkit/boat-shipping')}>read the boat shipping guide</Link>.
        </Typography>
      )}

      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mt: 3, mb: 1 }}>
        Your deadlines
      </Typography>
      {deadlines.length === 0 ? (
        <Typography>
          None of the pet, car, firearm or school deadlines apply to your move.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Your deadlines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {deadlines.map((deadline) => (
            <DeadlineRow key={deadline.id} deadline={deadline} />
          ))}
        </Box>
      )}
    </Paper>
  )
}

const groupGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
  mb: 2,
} as const
