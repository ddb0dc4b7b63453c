import { serializePost } from '../../engine/index.ts'
import { expect as baseExpect, type Page } from './siteTest'
import { adminSiteTest, commitFile, openAdmin } from './adminSiteTest'
import { axeViolations } from './axe'

const PASSPHRASE = 'phrase de passe de la relecture'
const expect = baseExpect.configure({ timeout: 10_000 })
const ID = '2026-11-25-garder-le-cap'
/** Text that looks like markup: the admin shows it as typed. */
const PASSAGE = 'Le cap se garde <img src=x onerror="document.title=1"> en équipe, chaque semaine.'

/** A bilingual post on Wednesday 25 November whose English an import left behind. */
const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: (repo) => {
    const files = serializePost({
      id: ID,
      fr: {
        frontmatter: {
          title: 'Garder le cap',
          slug: 'garder-le-cap',
          status: 'scheduled',
          scheduledDate: '2026-11-25T08:00:00-05:00',
          publishedDate: null,
          createdAt: '2026-11-20T08:00:00-05:00',
          updatedAt: '2026-11-21T08:00:00-05:00',
        },
        body: PASSAGE,
      },
      en: {
        frontmatter: {
          title: 'Staying the course',
          slug: 'staying-the-course',
          review: { since: '2026-11-21T08:00:00-05:00', passage: PASSAGE },
        },
        body: 'Staying the course, as a team.',
      },
      images: [],
    })
    commitFile(repo, `content/blog/${ID}/fr.md`, files.fr, 'Ajout de « Garder le cap »')
    commitFile(repo, `content/blog/${ID}/en.md`, files.en ?? '', 'Version anglaise')
  },
})

async function signIn(page: Page) {
  await openAdmin(page, PASSPHRASE)
  await expect(page.getByRole('heading', { level: 3, name: 'Garder le cap' })).toBeVisible()
}

// axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
test.use({ bypassCSP: true })

test('a translation « à revoir » shows in the list and the calendar, and « Marquer comme revue » clears it', async ({
  page,
  site,
}) => {
  await signIn(page)
  const row = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Garder le cap' }),
  })
  await expect(row.getByText('À revoir (anglais)')).toBeVisible()
  const calendar = page.getByRole('region', { name: 'Calendrier' })
  await expect(calendar.getByText('À revoir (anglais)')).toBeVisible()

  await row.getByText('Voir le passage modifié en français').click()
  // The passage is text: its markup is shown, never run.
  await expect(row.locator('blockquote')).toHaveText(PASSAGE)
  await expect(row.locator('blockquote img')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await row.getByRole('button', { name: 'Marquer comme revue' }).click()
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/La version anglaise de «\sGarder le cap\s» est marquée comme revue/),
  ).toBeVisible()
  await expect(page.getByText('À revoir (anglais)')).toHaveCount(0)
  expect(site.commits()[0]).toBe('Blog : traduction de « Garder le cap » marquée comme revue')
  expect(site.repo.git('show', `HEAD:content/blog/${ID}/en.md`)).not.toContain('review')
})
