import { expect as baseExpect, type Page } from './siteTest'
import { adminSiteTest, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'
import { adviceDocument, LONG_TITLE } from '../support/adviceDocument'
import { axeViolations } from './axe'

const PASSPHRASE = 'phrase de passe des conseils'
/** The upload converts a Word file and commits with git: give the answers room. */
const expect = baseExpect.configure({ timeout: 10_000 })

const test = adminSiteTest({ passphrase: PASSPHRASE, seed: seedFactsAndEmptyBlog })

// axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
test.use({ bypassCSP: true })

/**
 * axe's violations at WCAG 2.2 AA, the page scrolled to its top: scrolled down, the header's
 * skip link (above the viewport) sits against whichever control is then under the header.
 */
async function violationsFromTop(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0)
  })
  return axeViolations(page)
}

test('the upload’s advice is listed, shown beside its text in the preview, and a description set ends one', async ({
  page,
  site,
}) => {
  await openAdmin(page, PASSPHRASE)
  await page.getByLabel('Document Word').setInputFiles({
    name: 'conseils.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await adviceDocument()),
  })
  await page.getByRole('button', { name: 'Téléverser et programmer' }).click()

  // The summary, under the warnings: every piece, by article, blocking nothing.
  const summary = page.getByRole('region', { name: 'Conseils (7)' })
  await expect(summary).toBeVisible()
  expect(site.commits()[0]).toContain('conseils.docx')
  // Folded by article, the advice keeps the admin within 9,000 px on a phone.
  await page.setViewportSize({ width: 375, height: 812 })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThanOrEqual(9_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await summary.getByText(`${LONG_TITLE} : 7 conseils`).click()
  await expect(summary.getByRole('listitem')).toHaveText([
    'titre plus long qu’un résultat de recherche',
    'description plus longue qu’un résultat de recherche',
    'image sans description',
    'lien dont le texte ne dit pas où il mène',
    'image bien plus lourde que la page ne l’affiche',
    'niveau de titre sauté',
    'pas de version anglaise',
  ])
  expect(await violationsFromTop(page)).toEqual([])

  // The preview: each piece beside the block it concerns.
  await summary.getByRole('button', { name: 'Voir les conseils dans l’aperçu' }).click()
  const dialog = page.getByRole('dialog', { name: LONG_TITLE })
  const notes = dialog.getByRole('note', { name: 'Conseil' })
  await expect(notes).toHaveCount(5)
  const listed = dialog.getByRole('region', { name: 'Conseils avant la mise en ligne (7)' })
  await expect(listed).toContainText('clic droit sur l’image › Modifier le texte de remplacement')
  const after = (selector: string) =>
    dialog.locator(`${selector} + [role="note"]`, { hasText: /./ }).first()
  await expect(after('h4')).toContainText('le titre « Trois signes » est de niveau 4')
  await expect(after('p:has(> img[alt=""])')).toContainText('une image n’a pas de description')
  await expect(after('p:has(a)')).toContainText('cliquez ici')
  await expect(after('p:has(img[alt="Une bande bleue"])')).toContainText('3 000 px de large')
  await expect(notes.filter({ hasText: 'a 75 caractères' })).toBeVisible()
  // The summary's button moves the focus to the note, for the keyboard and screen readers.
  await dialog.getByRole('button', { name: 'Voir dans le texte' }).nth(2).click()
  await expect(dialog.getByRole('note').filter({ hasText: 'ne dit pas où il mène' })).toBeFocused()
  expect(await violationsFromTop(page)).toEqual([])

  // The description the advice asks for: too long is refused here, a short one is one commit.
  const field = dialog.getByLabel('Description de l’article')
  await field.fill('x'.repeat(160))
  await expect(dialog.getByRole('alert')).toHaveText(
    'La description dépasse de 5 caractères : raccourcissez-la.',
  )
  await expect(dialog.getByRole('button', { name: 'Enregistrer la description' })).toBeDisabled()
  await field.fill('Agir tôt contre la fatigue des équipes, sans grand budget.')
  await dialog.getByRole('button', { name: 'Enregistrer la description' }).click()
  await expect(
    dialog.getByRole('region', { name: 'Conseils avant la mise en ligne (6)' }),
  ).toBeVisible()
  await expect(dialog.getByLabel('Description de l’article')).toHaveCount(0)
  expect(site.commits()[0]).toMatch(/^Blog : description de « Santé au travail/)
  expect(site.repo.git('show', '--format=', 'HEAD')).toContain(
    '+excerpt: "Agir tôt contre la fatigue des équipes, sans grand budget."',
  )
})
