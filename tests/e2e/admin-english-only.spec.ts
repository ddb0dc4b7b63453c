import { HeadingLevel, Paragraph } from 'docx'
import { expect } from './siteTest'
import { wordFixture } from '../support/wordFixture'
import { adminSiteTest, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'
import { axeViolations, describeViolations } from './axe'

const PASSPHRASE = 'phrase de passe des tests e2e'
const test = adminSiteTest({ passphrase: PASSPHRASE, seed: seedFactsAndEmptyBlog })

// axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
test.use({ bypassCSP: true })

test('an article in English without a French version is asked about before anything is written', async ({
  page,
  site,
}) => {
  const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
  const english = await wordFixture([
    h1('When teams are tired'),
    new Paragraph(
      'Teams rarely say they are tired; they show it in small ways that add up over the months. It should follow below: a short list of what managers can watch for, and what they can do about it.',
    ),
  ])
  await openAdmin(page, PASSPHRASE)
  const before = site.commits().length
  const send = async () => {
    await page.getByLabel('Document Word').setInputFiles({
      name: 'tired.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(english),
    })
    await page.getByRole('button', { name: 'Téléverser et programmer' }).click()
    return page
      .getByRole('alert')
      .filter({ hasText: 'Un article en anglais sans version française' })
  }
  let question = await send()
  await expect(question).toContainText(
    'L’article «\u202fWhen teams are tired\u202f» est en anglais et n’a pas de version française.',
  )
  expect(site.commits()).toHaveLength(before)
  await question.getByRole('button', { name: 'Ne pas l’importer' }).click()
  await expect(page.getByRole('heading', { level: 3, name: /Aucun article/ })).toBeVisible()
  expect(site.commits()).toHaveLength(before)

  question = await send()
  await question
    .getByRole('button', { name: 'L’importer comme version anglaise à compléter' })
    .click()
  await expect(page.getByRole('list', { name: 'Articles du document' })).toContainText(
    'When teams are tired : brouillon',
  )
  expect(site.commits()).toHaveLength(before + 1)

  // In the list, it is marked English and waiting for its French; its preview is English.
  const list = page.getByRole('region', { name: 'Tous les articles' })
  const row = list.getByRole('listitem').filter({ hasText: 'When teams are tired' })
  await expect(row.getByText('Anglais seulement')).toBeVisible()
  await expect(row.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en')
  await expect(row).toContainText('Pas encore de version française')
  // The server refuses to date or publish it: neither the row nor the calendar offers to.
  await expect(row.getByRole('button', { name: 'Publier maintenant' })).toHaveCount(0)
  await expect(row.getByText('Changer la date')).toHaveCount(0)
  await expect(row).toContainText(
    'Il pourra être programmé ou publié une fois sa version française importée.',
  )
  const calendar = page.getByRole('region', { name: 'Calendrier' })
  await expect(calendar.getByText('Libre').first()).toBeVisible()
  await expect(calendar.getByRole('button', { name: 'Déplacer un article ici' })).toHaveCount(0)
  const violations = await axeViolations(page)
  expect(violations, describeViolations(violations)).toEqual([])
  await row.getByRole('button', { name: 'Aperçu' }).click()
  const preview = page.getByRole('dialog')
  await expect(preview.getByRole('button', { name: 'Français' })).toBeDisabled()
  await expect(preview.getByRole('button', { name: 'Anglais' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(preview.locator('article')).toHaveAttribute('lang', 'en')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('When teams are tired')
})
