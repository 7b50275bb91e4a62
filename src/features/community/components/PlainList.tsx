import Box from '@mui/material/Box'

/** A simple bulleted or numbered list of sentences. */
export function PlainList({
  items,
  ordered = false,
}: {
  items: readonly string[]
  ordered?: boolean
}) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{ m: 0, pl: 3, display: 'grid', gap: 1, color: 'text.primary', typography: 'body1' }}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  )
}
