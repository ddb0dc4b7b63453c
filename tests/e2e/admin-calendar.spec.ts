import { expect as baseExpect, type Page } from './siteTest'
import { adminSiteTest, commitFile, openAdmin } from './adminSiteTest'
import { axeViolations, describeViolations } from './axe'

const PASSPHRASE = 'phrase de passe du calendrier'
const expect = baseExpect.configure({ timeout: 10_000 })

function frontmatter(fields: Record<string, string>, body: string): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value}`)
  return `---\n${lines.join('\n')}\n---\n${body}\n`
}

const DATES = { createdAt: '2026-01-05T08:00:00-05:00', updatedAt: '2026-01-05T08:00:00-05:00' }

/**
 * A repository holding a bilingual post scheduled on Wednesday 25 November, a draft, and a post
 * published on Monday 16 November.
 */
const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: (repo) => {
    const text = 'Un article de démonstration pour le calendrier.'
    commitFile(
      repo,
      'content/blog/2026-11-25-garder-le-cap/fr.md',
      frontmatter(
        {
          title: 'Garder le cap',
          slug: 'garder-le-cap',
          status: 'scheduled',
          scheduledDate: '2026-11-25T08:00:00-05:00',
          publishedDate: 'null',
          ...DATES,
        },
        text,
      ),
      'Ajout de « Garder le cap »',
    )
    commitFile(
      repo,
      'content/blog/2026-11-25-garder-le-cap/en.md',
      frontmatter({ title: 'Staying the course', slug: 'staying-the-course' }, 'A demo post.'),
      'Version anglaise de « Garder le cap »',
    )
    for (const [id, title, status, date] of [
      [
        '2026-12-01-idee-a-creuser',
        'Une idée à creuser plus tard, au titre assez long pour un petit écran',
        'draft',
        null,
      ],
      ['2026-11-16-deja-en-ligne', 'Déjà en ligne', 'published', '2026-11-16T08:00:00-05:00'],
      // Due since Wednesday, but publish-due has not run yet.
      ['2026-11-18-en-retard', 'Parti en retard', 'scheduled', '2026-11-18T08:00:00-05:00'],
    ] as const) {
      commitFile(
        repo,
        `content/blog/${id}/fr.md`,
        frontmatter(
          {
            title,
            slug: id.slice(11),
            status,
            scheduledDate: date ?? 'null',
            publishedDate: status === 'published' ? date : 'null',
            ...DATES,
          },
          text,
        ),
        `Ajout de « ${title} »`,
      )
    }
  },
})

async function openCalendar(page: Page) {
  await openAdmin(page, PASSPHRASE)
  const calendar = page.getByRole('region', { name: 'Calendrier' })
  await expect(calendar.getByRole('heading', { level: 3 }).first()).toBeVisible()
  return calendar
}

/** The calendar's line for one slot, found by its date as the card spells it. */
function slot(page: Page, date: string) {
  return page
    .getByRole('region', { name: 'Calendrier' })
    .locator('time', { hasText: date })
    .locator('xpath=..')
}

test('the calendar shows the scheduled post in its slot, free slots, and moves a post to a free slot', async ({
  page,
  site,
}) => {
  const calendar = await openCalendar(page)
  await expect(calendar).toContainText('heure du Québec')
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveText([
    'Semaine du lundi 16 novembre 2026',
    'Semaine du lundi 23 novembre 2026',
    'Semaine du lundi 30 novembre 2026',
    'Semaine du lundi 7 décembre 2026',
    'Semaine du lundi 14 décembre 2026',
    'Semaine du lundi 21 décembre 2026',
    'Semaine du lundi 28 décembre 2026',
    'Semaine du lundi 4 janvier 2027',
    'En attente de publication',
    'Publiés ces 4 dernières semaines',
  ])
  await expect(
    slot(page, 'mercredi 18 novembre 2026 à 8\u00a0h').getByRole('button', {
      name: 'Parti en retard',
    }),
  ).toBeVisible()
  const held = slot(page, 'mercredi 25 novembre 2026 à 8\u00a0h')
  await expect(held.getByRole('button', { name: 'Garder le cap' })).toBeVisible()
  await expect(held.locator('abbr')).toHaveText(['FR', 'EN'])
  await expect(calendar.getByText('Libre', { exact: true })).toHaveCount(13)
  await expect(slot(page, 'lundi 16 novembre 2026 à 8\u00a0h')).toContainText('Déjà en ligne')

  // The title opens its preview, from the keyboard as well.
  await held.getByRole('button', { name: 'Garder le cap' }).press('Enter')
  const preview = page.getByRole('dialog')
  await expect(preview.getByRole('heading', { level: 1, name: 'Garder le cap' })).toBeVisible()
  await preview.getByRole('button', { name: 'Fermer l’aperçu' }).click()

  // Moving the scheduled post to Monday 30 November frees Wednesday 25 November.
  // A move is offered where it is asked for: one button per free slot, one list at a time.
  await expect(calendar.getByRole('button', { name: 'Déplacer un article ici' })).toHaveCount(13)
  await expect(calendar.getByLabel('Article à déplacer')).toHaveCount(0)
  const target = slot(page, 'lundi 30 novembre 2026 à 8\u00a0h')
  await target.getByRole('button', { name: 'Déplacer un article ici' }).click()
  await expect(target.getByLabel('Article à déplacer')).toBeFocused()
  await expect(calendar.getByLabel('Article à déplacer')).toHaveCount(1)
  await target.getByLabel('Article à déplacer').selectOption({ label: 'Garder le cap' })
  await target.getByRole('button', { name: 'Déplacer ici' }).click()
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/«\sGarder le cap\s»\sest programmé le lundi 30 novembre/),
  ).toBeVisible()
  await expect(target.getByRole('button', { name: 'Garder le cap' })).toBeVisible()
  await expect(held).toContainText('Libre')
  const saved = site.repo.git('show', 'HEAD:content/blog/2026-11-25-garder-le-cap/fr.md')
  expect(saved).toMatch(/scheduledDate: "?2026-11-30T08:00:00-05:00/)
})

test.describe('accessibility', () => {
  // axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true })

  test('the admin with its calendar has no WCAG 2.2 AA violation and fits 320 px @layout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await openCalendar(page)
    const widest = await page
      .locator('main')
      .evaluate((main) =>
        Math.max(
          ...[...main.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right),
        ),
      )
    expect(widest).toBeLessThanOrEqual(320)
    const violations = await axeViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
