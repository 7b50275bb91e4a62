import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { openPage, watchConsole } from './helpers'

const run = promisify(execFile)

interface Inbox {
  contact_messages: { full_name: string; email: string; base: string | null; message: string }[]
  suggestions: { suggestion: string; email: string | null; category: string | null }[]
}

/** What the operator sees: `npm run inbox` against the test server's database. */
async function readInbox(baseURL: string | undefined): Promise<Inbox> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir || !baseURL) throw new Error('playwright.config.ts sets E2E_DATA_DIR and baseURL')
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/inbox.ts', '--json', '--limit', '10000'],
    { env: { ...process.env, DATA_DIR: dataDir, PORT: new URL(baseURL).port } },
  )
  return JSON.parse(stdout) as Inbox
}

/** A word no other test writes, to find this test's rows. */
const marker = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Counts the POSTs that insert into a table. */
function countInserts(page: Page, table: string) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/rest/v1/${table}`)) {
      posts.push(request.url())
    }
  })
  return posts
}

test.describe('contact a VHP sponsor', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Contact a VHP sponsor' })
  const field = (page: Page, name: string) => form(page).getByRole('textbox', { name })
  const send = (page: Page) => form(page).getByRole('button', { name: /Send message|Sending/ })

  async function fillIn(page: Page, message: string) {
    await field(page, 'Full name').fill('  Leilani Kahale ')
    await field(page, 'Email').fill('leilani@example.com')
    await form(page).getByRole('combobox', { name: 'Base' }).selectOption('Schofield Barracks')
    await field(page, 'Message').fill(message)
  }

  test('a sent message is stored for the sponsor, and the form clears', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page)
    await openPage(page, '/contact')
    const message = `We arrive in June with two kids and a dog. ${marker()}`
    await fillIn(page, message)
    await send(page).click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    await expect(
      page.getByText("Your message has been sent to your VHP sponsor. We'll get back to you soon!"),
    ).toBeVisible()
    await expect(field(page, 'Full name')).toHaveValue('')
    await expect(field(page, 'Message')).toHaveValue('')

    const stored = (await readInbox(baseURL)).contact_messages.filter((m) => m.message === message)
    expect(stored).toEqual([
      {
        full_name: 'Leilani Kahale',
        email: 'leilani@example.com',
        base: 'Schofield Barracks',
        message,
        created_at: expect.any(String),
      },
    ])
    expect(problems).toEqual([])
  })

  test('missing fields are marked and nothing is sent', async ({ page }) => {
    const posts = countInserts(page, 'contact_messages')
    await openPage(page, '/contact')
    for (const name of ['Full name', 'Email', 'Message']) {
      await expect(field(page, name)).toHaveAttribute('required', '')
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    await field(page, 'Email').fill('leilani@example.com')
    await send(page).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Please fill in all required fields')).toBeVisible()
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByText('Please enter your full name.')).toBeVisible()
    await expect(form(page).getByText('Please write your message.')).toBeVisible()
    await expect(field(page, 'Email')).toHaveValue('leilani@example.com')
    await expect(field(page, 'Full name')).toBeFocused()
    expect(posts).toEqual([])
  })

  test('when the send fails, everything typed stays and a retry stores it once', async ({
    page,
    baseURL,
  }) => {
    await openPage(page, '/contact')
    await page.route('**/rest/v1/contact_messages*', (route) => route.abort('internetdisconnected'))
    const message = `Please call me about base housing. ${marker()}`
    await fillIn(page, message)
    await send(page).click()
    await expect(page.getByText('Message not sent')).toBeVisible()
    await expect(
      page.getByText('Please check your connection and try again. Your message is still here.'),
    ).toBeVisible()
    await expect(field(page, 'Full name')).toHaveValue('  Leilani Kahale ')
    await expect(field(page, 'Message')).toHaveValue(message)
    await expect(form(page).getByRole('combobox', { name: 'Base' })).toHaveValue(
      'Schofield Barracks',
    )
    expect((await readInbox(baseURL)).contact_messages.some((m) => m.message === message)).toBe(
      false,
    )

    await page.unroute('**/rest/v1/contact_messages*')
    await send(page).click()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    const stored = (await readInbox(baseURL)).contact_messages.filter((m) => m.message === message)
    expect(stored).toHaveLength(1)
  })

  test('a double click sends the message once', async ({ page, baseURL }) => {
    const posts = countInserts(page, 'contact_messages')
    await openPage(page, '/contact')
    // A slow network: the second click lands while the first send is under way.
    await page.route('**/rest/v1/contact_messages*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    const message = `Double click test. ${marker()}`
    await fillIn(page, message)
    await send(page).dblclick()
    await expect(send(page)).toHaveText('Sending…')
    await expect(send(page)).toBeDisabled()
    await expect(page.getByText('Message Sent!')).toBeVisible()
    await expect(send(page)).toHaveText('Send message')
    expect(posts).toHaveLength(1)
    const stored = (await readInbox(baseURL)).contact_messages.filter((m) => m.message === message)
    expect(stored).toHaveLength(1)
  })
})

test.describe('suggestion box', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Share a suggestion' })
  const suggestion = (page: Page) => form(page).getByRole('textbox', { name: 'Your suggestion' })
  const email = (page: Page) => form(page).getByRole('textbox', { name: 'Email' })
  const submit = (page: Page) => form(page).getByRole('button', { name: /Submit suggestion/ })

  test('a blank or spaces-only suggestion cannot be sent', async ({ page }) => {
    await openPage(page, '/suggestion-box')
    await expect(submit(page)).toBeDisabled()
    await suggestion(page).fill('   \n  ')
    await expect(submit(page)).toBeDisabled()
    await suggestion(page).fill('A guide to Maui')
    await expect(submit(page)).toBeEnabled()
  })

  test('a suggestion is stored with its category and optional email', async ({ page, baseURL }) => {
    await openPage(page, '/suggestion-box')
    const text = `A guide for the neighbor islands. ${marker()}`
    await suggestion(page).fill(text)
    await form(page).getByRole('combobox', { name: 'Category' }).selectOption('Housing')
    await email(page).fill('kai@example')
    await submit(page).click()
    await expect(form(page).getByText('Please enter a valid email address.')).toBeVisible()
    await email(page).fill('kai@example.com')
    await submit(page).click()
    await expect(page.getByText('Suggestion Submitted!')).toBeVisible()
    await expect(
      page.getByText(
        "Thank you for your feedback. We'll review your suggestion and get back to you soon.",
      ),
    ).toBeVisible()
    await expect(suggestion(page)).toHaveValue('')
    await expect(email(page)).toHaveValue('')

    const stored = (await readInbox(baseURL)).suggestions.filter((s) => s.suggestion === text)
    expect(stored).toEqual([
      {
        suggestion: text,
        category: 'Housing',
        email: 'kai@example.com',
        created_at: expect.any(String),
      },
    ])
  })

  test('when the send fails, the suggestion stays', async ({ page }) => {
    await openPage(page, '/suggestion-box')
    await page.route('**/rest/v1/suggestions*', (route) => route.abort('failed'))
    await suggestion(page).fill('Keep me')
    await submit(page).click()
    await expect(page.getByText('Suggestion not sent')).toBeVisible()
    await expect(suggestion(page)).toHaveValue('Keep me')
    await expect(submit(page)).toBeEnabled()
  })

  test('shows the popular suggestions, what is coming and other channels', async ({ page }) => {
    await openPage(page, '/suggestion-box')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('region', { name: 'Popular suggestions' }).getByRole('listitem'),
    ).toHaveCount(10)
    await expect(main.getByRole('heading', { name: 'Coming soon', level: 2 })).toBeVisible()
    await main.getByRole('link', { name: 'Contact a VHP sponsor' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('member forum preview', () => {
  test('says it is a preview; search filters categories and questions', async ({ page }) => {
    await openPage(page, '/member-forum')
    const main = page.getByRole('main')
    await expect(main.getByText('Preview: the member forum is not open yet')).toBeVisible()
    const categories = main.getByRole('region', { name: 'Categories' })
    const questions = main.getByRole('region', { name: 'Example questions' })
    await expect(categories.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(questions.getByRole('listitem')).toHaveCount(4)
    await expect(questions.getByRole('listitem').first()).toContainText('Example question')
    // No invented activity shown: no counts, authors or times.
    await expect(main.getByText(/\d+ (topics|posts|replies)|hours ago|Yesterday/)).toHaveCount(0)

    const search = main.getByRole('searchbox', { name: 'Search the forum' })
    await search.fill('Kaneohe')
    await expect(questions.getByRole('listitem')).toHaveCount(1)
    await expect(categories.getByText('No categories match your search.')).toBeVisible()
    await search.fill('snowboard')
    await expect(main.getByRole('status')).toHaveText(
      'No categories or questions match “snowboard”. Try another word.',
    )
    await search.fill('')
    await expect(categories.getByRole('heading', { level: 3 })).toHaveCount(6)
  })

  test('"Sign up" opens the Sign up tab; the other buttons say the forum is coming', async ({
    page,
  }) => {
    await openPage(page, '/member-forum')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Ask a question' }).click()
    await expect(
      page.getByText('The member forum is not open yet.', { exact: false }),
    ).toBeVisible()
    await main.getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=signup$/)
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })
})

for (const path of ['/contact', '/suggestion-box', '/member-forum']) {
  test(`${path} has one h1 and no sideways scroll`, async ({ page }) => {
    await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
