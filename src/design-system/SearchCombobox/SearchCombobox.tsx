import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { TextInput } from '../TextInput'

/** One result: a page, the section on it, and an excerpt with the matched words marked. */
export interface SearchComboboxResult {
  href: string
  title: string
  heading?: string
  excerpt?: ReactNode
}

export interface SearchComboboxProps {
  /** The field's visible label. */
  label: string
  value: string
  onChange: (value: string) => void
  results: readonly SearchComboboxResult[]
  /** A result chosen by Enter or a click. */
  onChoose: (result: SearchComboboxResult) => void
  /** Enter with no result chosen: e.g. open the full results page for the query. */
  onSubmitQuery?: (query: string) => void
  /** Read out politely as it changes: "3 results", "Searching…". */
  status?: ReactNode
  /** In place of the list when a finished search found nothing. */
  empty?: ReactNode
  /** The input's form field name (a form without JavaScript submits it). */
  name?: string
  /** Focus the field when it appears (in a dialog). */
  initialFocus?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A search field with its results as a listbox (the ARIA combobox pattern): typing filters,
 * Up and Down move through the results, Enter opens the one chosen (or, with none chosen, calls
 * `onSubmitQuery`).
 */
export function SearchCombobox({
  label,
  value,
  onChange,
  results,
  onChoose,
  onSubmitQuery,
  status,
  empty,
  name,
  initialFocus,
  inputRef,
}: SearchComboboxProps) {
  const id = useId()
  const listId = `${id}-results`
  const [active, setActive] = useState(-1)
  const [shownFor, setShownFor] = useState(results)
  // A new list starts with nothing chosen.
  if (shownFor !== results) {
    setShownFor(results)
    setActive(-1)
  }
  const expanded = results.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !(active >= 0 && results[active])) {
      if (onSubmitQuery && value.trim()) {
        event.preventDefault()
        onSubmitQuery(value.trim())
      }
      return
    }
    if (!expanded) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const count = results.length
      setActive((index) =>
        event.key === 'ArrowDown' ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
      )
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault()
      onChoose(results[active])
    }
  }

  return (
    <Box>
      <TextInput
        label={label}
        name={name}
        type="search"
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        startAdornment={<SearchIcon aria-hidden sx={{ mr: 1, color: 'text.secondary' }} />}
        inputRef={inputRef as Ref<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>}
        inputProps={{
          role: 'combobox',
          'aria-expanded': expanded,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
          autoFocus: initialFocus,
          onKeyDown,
          enterKeyHint: 'search',
        }}
      />
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, minHeight: '1.5em' }}
      >
        {status}
      </Typography>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: expanded ? 'block' : 'none' }}
      >
        {results.map((result, index) => (
          <Box
            component="li"
            key={`${result.href}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onChoose(result)}
            onMouseMove={() => setActive(index)}
            sx={{
              px: 2,
              py: 1.5,
              minHeight: 44,
              borderRadius: 2,
              cursor: 'pointer',
              bgcolor: index === active ? 'action.selected' : 'transparent',
              outline: index === active ? '2px solid' : 'none',
              outlineColor: 'primary.main',
              '& mark': {
                bgcolor: 'sand.main',
                color: 'text.primary',
                fontWeight: 600,
                px: 0.25,
                borderRadius: 0.5,
              },
            }}
          >
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {result.title}
              {result.heading && (
                <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {' › '}
                  {result.heading}
                </Typography>
              )}
            </Typography>
            {result.excerpt && (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                {result.excerpt}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {!expanded && empty}
    </Box>
  )
}
