import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import {
  FORUM_CATEGORIES,
  FORUM_GUIDELINES,
  FORUM_RECENT_QUESTIONS,
  FORUM_SIGN_UP,
} from '@/data/community'
import { BulletList, CardGrid, PageHeader, Section, TextInput, useToast } from '@/design-system'
import { FORUM_COMING_SOON } from '../model/messages'
import { describeResults, searchForum } from '../model/forum-search'
import { ForumCategoryCard } from '../components/ForumCategoryCard'
import { RecentQuestions } from '../components/RecentQuestions'

const ALL = { categories: FORUM_CATEGORIES, questions: FORUM_RECENT_QUESTIONS }

/** Member forum preview: a static mock-up whose search filters what it shows. */
export function MemberForumPage() {
  const toast = useToast()
  const [query, setQuery] = useState('')
  const searching = query.trim() !== ''
  const found = searching ? searchForum(query, ALL) : ALL
  const comingSoon = () => toast.info(FORUM_COMING_SOON.message, { title: FORUM_COMING_SOON.title })

  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Member forum"
        lead="Ask questions and share what you learned with other military families moving to Hawaii."
        actions={
          <>
            <Button variant="contained" onClick={comingSoon}>
              Ask a question
            </Button>
            <Button variant="outlined" onClick={comingSoon}>
              Browse all topics
            </Button>
          </>
        }
      />
      <Alert severity="info" role="none" sx={{ mb: 3 }}>
        <AlertTitle>Preview: the member forum is not open yet</AlertTitle>
        The categories, counts and questions on this page are examples of what the forum will hold.
      </Alert>

      <Stack spacing={1} sx={{ mb: 4, maxWidth: 560 }}>
        <TextInput
          type="search"
          label="Search the forum"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
        <Typography role="status" color="text.secondary">
          {searching ? describeResults(query, found) : ''}
        </Typography>
      </Stack>

      <Section title="Categories">
        {found.categories.length > 0 ? (
          <CardGrid>
            {found.categories.map((category) => (
              <ForumCategoryCard key={category.title} category={category} onOpen={comingSoon} />
            ))}
          </CardGrid>
        ) : (
          <Typography color="text.secondary">No categories match your search.</Typography>
        )}
      </Section>

      <Section title="Recent questions">
        {found.questions.length > 0 ? (
          <RecentQuestions questions={found.questions} />
        ) : (
          <Typography color="text.secondary">No questions match your search.</Typography>
        )}
      </Section>

      <Section
        title="Join the conversation"
        description="Create a free account now; it already saves your checklist progress."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" href={FORUM_SIGN_UP.to}>
            {FORUM_SIGN_UP.label}
          </Button>
          <Button variant="outlined" onClick={comingSoon}>
            Continue as guest
          </Button>
        </Stack>
      </Section>

      <Section title="Community guidelines">
        <BulletList items={FORUM_GUIDELINES} plain />
      </Section>
    </>
  )
}

export default MemberForumPage
