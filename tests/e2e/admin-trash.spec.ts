import { expect as baseExpect, type Page } from './siteTest'
import { adminSiteTest, commitFile, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'
import { axeViolations, describeViolations } from './axe'

const PASSPHRASE = 'phrase de passe de la corbeille'
const expect = baseExpect.configure({ timeout: 10_000 })

/** Twelve Monday and Wednesday slots from Monday 23 November 2026, as Toronto days. */
const SLOTS = Array.from({ length: 12 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 23 + Math.floor(index / 2) * 7 + (index % 2) * 2))
  return day.toISOString().slice(0, 10)
})

function post(title: string, slug: string, day: string): string {
  return [
    '---',
    `title: "${title}"`,
    `slug: ${slug}`,
    'status: scheduled',
    `scheduledDate: "${day}T08:00:00-05:00"`,
    'publishedDate: null',
    'createdAt: "2026-11-01T08:00:00-05:00"',
    'updatedAt: "2026-11-01T08:00:00-05:00"',
    '---',
    `Le texte de « ${title} », assez long pour ressembler à un vrai article.`,
    '',
  ].join('\n')
}

/**
 * Twelve scheduled posts, the first with an image, and twelve posts deleted through the blog
 * (their deletion commits carry its trailers), so the trash holds a dozen.
 */
const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: (repo) => {
    seedFactsAndEmptyBlog(repo)
    for (const [index, day] of SLOTS.entries()) {
      const title = index === 0 ? 'Garder le cap' : `Article programmé numéro ${String(index + 1)}`
      const slug = index === 0 ? 'garder-le-cap' : `article-${String(index + 1)}`
      commitFile(
        repo,
        `content/blog/${day}-${slug}/fr.md`,
        post(title, slug, day),
        `Ajout de ${slug}`,
      )
    }
    for (let index = 1; index <= 12; index++) {
      const id = `2026-10-${String(index + 10)}-ancien-${String(index)}`
      const title = `Ancien article supprimé numéro ${String(index)}`
      commitFile(
        repo,
        `content/blog/${id}/fr.md`,
        post(title, `ancien-${String(index)}`, id.slice(0, 10)),
        `Ajout de ${id}`,
      )
      repo.git('rm', '--quiet', '-r', `content/blog/${id}`)
      repo.git(
        'commit',
        '--quiet',
        '-m',
        `Blog : suppression de l’article « ${title} »`,
        '-m',
        `Santra-Action: deleted\nSantra-Post: ${id}`,
      )
    }
  },
})

async function openTrash(page: Page) {
  await openAdmin(page, PASSPHRASE)
  const trash = page.getByRole('region', { name: 'Corbeille' })
  await expect(trash.getByRole('button', { name: 'Restaurer' }).first()).toBeVisible()
  return trash
}

test('a deleted post goes to the Corbeille, and « Restaurer » brings it back exactly, with its history', async ({
  page,
  site,
}) => {
  const trash = await openTrash(page)
  await expect(trash.getByRole('button', { name: 'Restaurer' })).toHaveCount(12)
  const folder = `content/blog/${SLOTS[0] ?? ''}-garder-le-cap`
  const before = site.repo.git('ls-tree', '-r', 'HEAD', folder)
  const list = page.getByRole('region', { name: 'Tous les articles' })
  const item = list.getByRole('listitem').filter({ hasText: 'Garder le cap' })
  await item.getByRole('button', { name: 'Supprimer' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Il restera 30 jours dans la Corbeille')
  await dialog.getByRole('button', { name: 'Mettre à la corbeille' }).click()
  await expect(list.getByRole('heading', { name: 'Garder le cap' })).toHaveCount(0)
  // The row and its button are gone: « Tous les articles » holds the focus, not the page.
  await expect(page.getByRole('heading', { name: 'Tous les articles' })).toBeFocused()

  const row = trash.getByRole('listitem').filter({ hasText: 'Garder le cap' })
  await expect(row).toContainText('restaurable jusqu’au')
  await expect(trash.getByRole('button', { name: 'Restaurer' })).toHaveCount(13)
  await row.getByRole('button', { name: 'Restaurer' }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/est restauré, tel qu’il était/),
  ).toBeVisible()
  await expect(list.getByRole('heading', { name: 'Garder le cap' })).toBeVisible()
  await expect(trash.getByRole('button', { name: 'Restaurer' })).toHaveCount(12)
  await expect(page.getByRole('heading', { name: 'Corbeille', level: 2 })).toBeFocused()
  expect(site.repo.git('ls-tree', '-r', 'HEAD', folder)).toBe(before)

  const restored = list.getByRole('listitem').filter({ hasText: 'Garder le cap' })
  await restored.getByText('Historique', { exact: true }).click()
  await expect(restored.getByRole('listitem')).toHaveText([
    /Restauré depuis la corbeille$/,
    /Supprimé \(mis à la corbeille\)$/,
    /Modifié dans le dépôt\s:\sAjout de garder-le-cap$/,
  ])
})

test.describe('accessibility', () => {
  // axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true })
  test('the admin with a dozen posts and a dozen in the trash has no WCAG 2.2 AA violation and stays under 9,000 px at 375 px @layout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openTrash(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    console.log(`Hauteur de l’administration à 375 px : ${String(height)} px`)
    expect(height).toBeLessThanOrEqual(9000)
    const item = page
      .getByRole('region', { name: 'Tous les articles' })
      .getByRole('listitem')
      .first()
    await item.getByRole('button', { name: 'Actions' }).click()
    await item.getByText('Historique', { exact: true }).click()
    await expect(item.getByRole('listitem')).toHaveCount(1)
    const violations = await axeViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
})
