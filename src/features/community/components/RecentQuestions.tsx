import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ForumQuestion } from '@/data/community'

/** The forum preview's example questions: titles only, each marked as an example. */
export function RecentQuestions({ questions }: { questions: readonly ForumQuestion[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {questions.map((question) => (
        <Paper
          component="li"
          variant="outlined"
          key={question.title}
          sx={{ p: 2, borderRadius: 3 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Example question
          </Typography>
          <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
            {question.title}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}
