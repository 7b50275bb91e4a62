import { useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { FORUM_CATEGORIES, FORUM_RECENT_QUESTIONS } from '@/data/community'
import { CardGrid, Section, TextInput, useToast } from '@/design-system'
import { FORUM_COMING_SOON } from '../model/messages'
import { describeResults, searchForum } from '../model/forum-search'
import { ForumCategoryCard } from './ForumCategoryCard'
import { RecentQuestions } from './RecentQuestions'

const ALL = { categories: FORUM_CATEGORIES, questions: FORUM_RECENT_QUESTIONS }

/** The forum preview's search, and the categories and example questions it filters. */
export function ForumBrowser() {
  const toast = useToast()
  const [query, setQuery] = useState('')
  const searching = query.trim() !== ''
  const found = searching ? searchForum(query, ALL) : ALL
  const comingSoon = () => toast.info(FORUM_COMING_SOON.message, { title: FORUM_COMING_SOON.title })

  return (
    <>
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

      <Section
        title="Example questions"
        description="The kind of questions the forum is for. Nobody has asked them here yet."
      >
        {found.questions.length > 0 ? (
          <RecentQuestions questions={found.questions} />
        ) : (
          <Typography color="text.secondary">No questions match your search.</Typography>
        )}
      </Section>
    </>
  )
}
