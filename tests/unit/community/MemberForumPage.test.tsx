import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberForumPage } from '@/features/community/pages/MemberForumPage'
import { show } from './render'

const region = (name: string) => screen.getByRole('region', { name })

describe('the member forum preview', () => {
  it('says it is a preview and shows six categories and four questions', () => {
    show(<MemberForumPage />)
    expect(screen.getByText('Preview: the member forum is not open yet')).toBeVisible()
    expect(within(region('Categories')).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    const examples = within(region('Example questions')).getAllByRole('listitem')
    expect(examples).toHaveLength(4)
    for (const example of examples) expect(example).toHaveTextContent(/^Example question/)
    // No invented activity (counts, authors, times); the spec's "Browse all topics" button stays.
    expect(screen.queryByText(/\d+ (topics|posts|replies)|\bago\b|Yesterday/)).toBeNull()
  })

  it('filters what it shows as the visitor types, and says when nothing matches', async () => {
    const user = show(<MemberForumPage />)
    const search = screen.getByRole('searchbox', { name: 'Search the forum' })
    await user.type(search, 'flights')
    expect(within(region('Categories')).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('1 category and 0 questions match')
    expect(screen.getByText('No questions match your search.')).toBeVisible()
    await user.clear(search)
    await user.type(search, 'snowboard')
    expect(screen.getByRole('status')).toHaveTextContent(
      'No categories or questions match “snowboard”.',
    )
    await user.clear(search)
    expect(within(region('Categories')).getAllByRole('heading', { level: 3 })).toHaveLength(6)
  })

  it('sends "Sign up" to the Sign up tab and says the rest is coming soon', async () => {
    const user = show(<MemberForumPage />)
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    )
    for (const name of ['Ask a question', 'Continue as guest', 'Browse Pets']) {
      await user.click(screen.getByRole('button', { name }))
    }
    expect(
      await screen.findAllByText('The member forum is not open yet.', { exact: false }),
    ).not.toHaveLength(0)
  })
})
