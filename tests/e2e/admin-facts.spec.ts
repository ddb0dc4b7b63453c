import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { noisyPhoto, phoneExif } from '../support/metadataPlaces'
import { expect as baseExpect, type Page } from './siteTest'
import { adminSiteTest, commitFile, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'

const PASSPHRASE = 'phrase de passe des tests de coordonnées'

/** Each test commits with git: give the answers room on a busy machine. */
const expect = baseExpect.configure({ timeout: 10_000 })

const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: seedFactsAndEmptyBlog,
})

async function signIn(page: Page) {
  await openAdmin(page, PASSPHRASE)
  await page.getByText('Modifier les coordonnées et la photo').click()
  await expect(page.getByRole('form', { name: 'Coordonnées' })).toBeVisible()
}

const GPS_MARKER = 'gpsE2eR7tY2uI9oP4aS6'

/**
 * A phone's photo: 12 megapixels of grain (about 5 MB), stored sideways with an EXIF orientation
 * and a GPS position; the page shrinks it to about 450 KB, over the 64 KB a JSON body once had.
 */
async function phonePhoto() {
  return (await noisyPhoto(4032, 3024))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif(phoneExif(GPS_MARKER))
    .toBuffer()
}

test('the portrait is chosen, shrunk and stripped in the browser, committed with the facts, then removed', async ({
  page,
  site,
}) => {
  await signIn(page)
  const card = page.getByRole('form', { name: 'Coordonnées' })
  await expect(card).not.toContainText('content/')
  await expect(card).not.toContainText('site.json')

  await card.getByLabel('Photo (facultative)').setInputFiles({
    name: 'IMG_2041.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  })
  await expect(card.getByText(/^Nouvelle photo, prête/)).toBeVisible()
  await card.getByLabel('Description de la photo (français)').fill('Portrait de la consultante')
  await card.getByLabel('Description de la photo (anglais)').fill('Portrait of the consultant')
  await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Coordonnées enregistrées', { exact: true }),
  ).toBeVisible()
  expect(site.commits()[0]).toBe('Coordonnées : mise à jour et nouvelle photo')
  // Disabled while sending, the button takes the focus back once the facts are saved.
  await expect(card.getByRole('button', { name: 'Enregistrer les coordonnées' })).toBeFocused()

  const facts = JSON.parse(
    readFileSync(path.join(site.repo.root, 'content/site.json'), 'utf8'),
  ) as {
    person: { photo?: { file: string; alt: { fr: string } } }
  }
  const file = facts.person.photo?.file ?? ''
  expect(file).toMatch(/^portrait-[0-9a-f]{12}\.jpg$/)
  expect(
    site.repo.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort(),
  ).toEqual([`content/${file}`, 'content/site.json'])
  // Upright (the sideways photo is now taller than wide), 1,200 pixels at most, no metadata.
  const saved = readFileSync(path.join(site.repo.root, 'content', file))
  expect(saved.length).toBeGreaterThan(300 * 1024)
  expect(saved.includes(GPS_MARKER)).toBe(false)
  const sent = await sharp(saved).metadata()
  expect([sent.width, sent.height]).toEqual([900, 1200])
  expect(sent.exif).toBeUndefined()
  expect(sent.orientation).toBeUndefined()
  await expect(
    card.getByText('Une photo est enregistrée ; vous pouvez la remplacer.'),
  ).toBeVisible()

  await card.getByRole('button', { name: 'Retirer la photo' }).click()
  await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
  await expect.poll(() => site.commits()[0]).toBe('Coordonnées : photo retirée')
  // The store refreshes git's index just after the branch moves.
  await expect.poll(() => site.repo.status()).toEqual([])
})

test('a file that is not a photo is refused with the reason, and nothing is sent', async ({
  page,
  site,
}) => {
  await signIn(page)
  const card = page.getByRole('form', { name: 'Coordonnées' })
  const photo = card.getByLabel('Photo (facultative)')
  await photo.setInputFiles({
    name: 'notes.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  })
  await expect(card.getByRole('alert')).toHaveText(
    'Ce fichier n’est pas une photo JPEG, PNG ou WebP : choisissez-en une dans l’un de ces formats.',
  )
  await expect(photo).toHaveAttribute('aria-describedby', /-photo-error/)
  expect(site.commits()).toHaveLength(2)
})

test('a document dropped on the upload zone is chosen, in our words', async ({ page }) => {
  await signIn(page)
  await expect(page.getByText('Aucun fichier choisi.').first()).toBeVisible()
  const zone = page.getByText('Glissez le fichier ici ou choisissez-le (.docx, 20 Mo au plus).')
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer()
    transfer.items.add(new File(['x'], 'articles-mars.docx', { type: 'application/octet-stream' }))
    return transfer
  })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
  await expect(page.getByText('Fichier choisi : articles-mars.docx (1 Ko)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Téléverser et programmer' })).toBeEnabled()
  // The hidden native input is still the keyboard's field.
  await page.getByLabel('Document Word').focus()
  await expect(page.getByLabel('Document Word')).toBeFocused()
})

test('with a dozen posts, the logged-in admin stays under 9,000 px on a phone, its folds one tap away @layout', async ({
  page,
  site,
  isMobile,
}) => {
  test.skip(!isMobile, 'the height that matters is a phone’s')
  for (let index = 1; index <= 12; index++) {
    const day = String(index).padStart(2, '0')
    commitFile(
      site.repo,
      `content/blog/2026-12-${day}-article-${index}/fr.md`,
      `---
title: Article numéro ${index}
slug: article-${index}
status: ${index % 3 === 0 ? 'draft' : 'scheduled'}
scheduledDate: ${index % 3 === 0 ? 'null' : `2026-12-${day}T08:00:00-05:00`}
publishedDate: null
createdAt: 2026-11-05T08:00:00-05:00
updatedAt: 2026-11-05T08:00:00-05:00
---
Un article de démonstration.
`,
      `Ajout de l’article ${index}`,
    )
  }
  await openAdmin(page, PASSPHRASE)
  await expect(page.getByRole('heading', { name: 'Article numéro 12' })).toBeVisible()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  console.log(`Admin height with 12 posts at ${page.viewportSize()?.width ?? 0} px: ${height} px`)
  // 20,980 px before the folds of this round, 11,830 px with the date and « Coordonnées » folded,
  // 8,044 px with each row's actions and the calendar's far weeks folded too.
  expect(height).toBeLessThanOrEqual(9_000)

  // What a phone folds is one tap away, and its controls keep a finger's size.
  const row = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Article numéro 11' }),
  })
  await expect(row.getByRole('button', { name: 'Publier maintenant' })).toBeHidden()
  const actions = row.getByRole('button', { name: 'Actions' })
  await actions.click()
  await expect(actions).toHaveAttribute('aria-expanded', 'true')
  await expect(row.getByRole('button', { name: 'Publier maintenant' })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Supprimer' })).toBeVisible()
  const calendar = page.getByRole('region', { name: 'Calendrier' })
  const farWeek = calendar.getByRole('heading', { name: 'Semaine du lundi 4 janvier 2027' })
  await expect(farWeek).toBeHidden()
  await calendar.getByRole('button', { name: 'Les 4 semaines suivantes' }).click()
  await expect(farWeek).toBeVisible()
  for (const control of [actions, row.getByRole('button', { name: 'Publier maintenant' })]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  }
})
