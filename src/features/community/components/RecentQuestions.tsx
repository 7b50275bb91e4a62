import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { ForumQuestion } from '@/data/community'

/** The forum's recent questions: title, who asked, their branch, replies and when. */
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
          <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
            {question.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${question.author} · ${question.branch} · ${question.replies} ${question.replies === 1 ? 'reply' : 'replies'} · ${question.time}`}
          </Typography>
        </Paper>
      ))}
    </Box>
  )
}
