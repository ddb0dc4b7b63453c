import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect as baseExpect, type Page } from './siteTest'
import {
  articlesDocument,
  legacyDoc,
  oversizedFile,
  textFileNamedDocx,
  truncatedDocx,
  TWO_ARTICLES,
  zipBomb,
} from '../support/sampleDocuments'
import { PNG_PIXEL } from '../support/wordFixture'
import type { TestRepository } from '../support/createTestRepository'
import { wrongPassphrase } from '../../server/adminAuth'
import { localPassphraseHint } from '../../server/localSite'
import { adminSiteTest, commitFile, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'

const PASSPHRASE = 'phrase de passe des tests e2e'

/** Each test converts Word files and commits with git: give the answers room on a busy machine. */
const expect = baseExpect.configure({ timeout: 10_000 })

const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: seedFactsAndEmptyBlog,
})

const INITIAL = ['Dossier des articles', 'Initial commit']

/** Commits a post file as the engine writes it. */
function seedPost(
  repo: TestRepository,
  post: {
    id: string
    title: string
    slug: string
    status: string
    date: string | null
    body?: string
    /** The Word file it was imported from, for an upload of that file to find it. */
    sourceDocument?: string
  },
) {
  const published = post.status === 'published' ? post.date : null
  commitFile(
    repo,
    `content/blog/${post.id}/fr.md`,
    `---
title: ${post.title}
slug: ${post.slug}
status: ${post.status}
scheduledDate: ${post.date ?? 'null'}
publishedDate: ${published ?? 'null'}
createdAt: 2026-01-05T08:00:00-05:00
updatedAt: 2026-01-05T08:00:00-05:00
${post.sourceDocument ? `sourceDocument: ${post.sourceDocument}\n` : ''}---
${post.body ?? 'Un article de démonstration pour les tests de l’administration.'}
`,
    `Ajout de « ${post.title} »`,
  )
}

async function signIn(page: Page) {
  await openAdmin(page, PASSPHRASE)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Téléverser des articles' }),
  ).toBeVisible()
}

/** The notification on screen (the spec shows one at a time). */
function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).locator('li')
}

test('the pre-rendered page is the frame and the passphrase form, kept out of search engines', async ({
  request,
}) => {
  const html = await (await request.get('/admin/blog')).text()
  expect(html).toContain('<meta data-rh="true" name="robots" content="noindex, nofollow"')
  expect(html).toMatch(/<h1[^>]*>Administration du blogue<\/h1>/)
  expect(html).toContain('Phrase de passe d’administration')
})

test('a wrong passphrase is refused and changes nothing; the right one is kept for the session', async ({
  page,
  site,
}) => {
  await page.goto('/admin/blog')
  const field = page.getByLabel('Phrase de passe d’administration')
  await field.fill('pas la bonne')
  await page.getByRole('button', { name: 'Accéder à l’administration' }).click()
  // The refusal says, in plain words, where the passphrase is found.
  await expect(page.getByRole('alert')).toHaveText(wrongPassphrase(localPassphraseHint(true)).fr)
  await expect(page.getByRole('alert')).toContainText(
    'Phrase de passe incorrecte. Elle est affichée dans la fenêtre où le site a été lancé',
  )
  await expect(page.getByRole('alert')).not.toContainText('npm')
  // The button was disabled during the check: the field takes the focus, to be typed again.
  await expect(field).toBeFocused()
  // A phrase of words can be seen while it is typed.
  await expect(field).toHaveAttribute('type', 'password')
  await page.getByLabel('Afficher la phrase de passe').check()
  await expect(field).toHaveAttribute('type', 'text')
  await expect(field).toHaveValue('pas la bonne')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { name: 'Téléverser des articles' })).toHaveCount(0)
  expect(site.commits()).toEqual(INITIAL)

  await field.fill(PASSPHRASE)
  await page.getByRole('button', { name: 'Accéder à l’administration' }).click()
  await expect(page.getByRole('heading', { name: 'Téléverser des articles' })).toBeVisible()
  await expect(page.getByText('Aucun article pour le moment.')).toBeVisible()
  // The form is gone: the first tool's heading holds the focus, not the page.
  await expect(page.getByRole('heading', { name: 'Téléverser des articles' })).toBeFocused()

  // Only a session token is kept, never the passphrase; each answer renews it.
  const stored = () =>
    page.evaluate(() =>
      JSON.stringify([
        Object.entries(sessionStorage),
        Object.entries(localStorage),
        document.cookie,
      ]),
    )
  const first = await stored()
  expect(first).not.toContain(PASSPHRASE)
  expect(first).toContain('santra-session.')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tous les articles' })).toBeVisible()
  await expect.poll(stored).not.toBe(first)
  expect(await stored()).not.toContain(PASSPHRASE)

  // Closing the session ends it on the server too: a copy of the token is refused from then on.
  const token = await page.evaluate(() => sessionStorage.getItem('santra-admin-session'))
  const listWith = async (bearer: string | null) =>
    (
      await page.request.get('/api/blog/all', {
        headers: { Authorization: `Bearer ${String(bearer)}` },
      })
    ).status()
  expect(await listWith(token)).toBe(200)
  await page.getByRole('button', { name: 'Fermer la session' }).click()
  await expect(page.getByLabel('Phrase de passe d’administration')).toBeVisible()
  await expect.poll(() => listWith(token)).toBe(401)
  await expect(page.getByText('le serveur n’a pas pu être joint')).toHaveCount(0)
})

test('closing the session while the server cannot be reached says when it ends', async ({
  page,
}) => {
  await openAdmin(page, PASSPHRASE)
  await expect(page.getByRole('heading', { name: 'Tous les articles' })).toBeVisible()
  await page.route('**/api/session', (route) =>
    route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
  )
  await page.getByRole('button', { name: 'Fermer la session' }).click()
  await expect(page.getByLabel('Phrase de passe d’administration')).toBeVisible()
  await expect(
    page.getByText(
      'le serveur n’a pas pu être joint\u00a0: elle prendra fin d’elle-même après une heure sans activité',
    ),
  ).toBeVisible()
})

test('a session the server no longer accepts asks for the passphrase again', async ({ page }) => {
  await page.addInitScript(() => {
    // A token signed with another passphrase, and a passphrase an earlier version kept.
    sessionStorage.setItem('santra-admin-session', 'santra-session.eyJ9.AAAA')
    sessionStorage.setItem('santra-admin-passphrase', 'ancienne phrase de passe gardée')
  })
  await page.goto('/admin/blog')
  await expect(page.getByText('Votre session a pris fin')).toBeVisible()
  await expect(page.getByLabel('Phrase de passe d’administration')).toBeVisible()
  expect(await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))).not.toContain(
    'ancienne phrase',
  )
})

test('an upload of two articles shows both dates, makes one commit and lists them', async ({
  page,
  site,
}) => {
  await signIn(page)
  const upload = page.getByRole('button', { name: 'Téléverser et programmer' })
  await expect(upload).toBeDisabled()
  await expect(
    page.getByText(
      'Chaque article doit commencer par un titre de style « Titre 1 » placé sur une nouvelle page.',
    ),
  ).toBeVisible()

  await page.getByLabel('Document Word').setInputFiles({
    name: 'articles-janvier.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await articlesDocument(TWO_ARTICLES)),
  })
  const start = page.getByRole('group', { name: 'Date de début (facultative)' })
  await start.getByLabel('Date (AAAA-MM-JJ)').fill('2027-01-04')
  await start.getByLabel('Heure').selectOption({ label: '9\u00a0h\u00a000' })
  await expect(start).toContainText('lundi 4 janvier 2027 à 9\u00a0h')
  await expect(page.getByText('Fichier choisi : articles-janvier.docx')).toBeVisible()
  await upload.click()

  const result = page.getByRole('list', { name: 'Articles du document' })
  await expect(result.getByRole('listitem')).toHaveText([
    `Nouveau ${TWO_ARTICLES[0]} : programmé le mercredi 6 janvier 2027 à 8\u00a0h`,
    `Nouveau ${TWO_ARTICLES[1]} : programmé le lundi 11 janvier 2027 à 8\u00a0h`,
  ])
  // The upload button was disabled while sending: the answer takes the focus, not the page.
  await expect(result.locator('..')).toBeFocused()
  await expect(toast(page)).toContainText('Document importé')
  // Said once: in the card's result, not again in the toast.
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
    '2 articles programmés du mercredi 6 janvier au lundi 11 janvier.',
  )
  await expect(toast(page)).not.toContainText('2 articles programmés')
  expect(site.commits()).toHaveLength(3)
  expect(site.commits()[0]).toContain('articles-janvier.docx')
  expect(site.repo.status()).toEqual([])

  const list = page.getByRole('region', { name: 'Tous les articles' })
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    TWO_ARTICLES[1],
    TWO_ARTICLES[0],
  ])
  await expect(list.getByText('Programmé', { exact: true })).toHaveCount(2)
  await expect(
    list.getByText('Mise en ligne prévue le lundi 11 janvier 2027 à 8\u00a0h'),
  ).toBeVisible()
  // Not published yet: the address is given, but no link leads to a page that does not exist.
  await expect(
    list.getByText('Adresse à la publication : /blog/mesurer-ce-qui-compte'),
  ).toBeVisible()
  await expect(list.getByRole('link', { name: 'Page en français' })).toHaveCount(0)
  await expect(upload).toBeDisabled()
})

test('asks before an upload replaces a published post, and replaces it once confirmed', async ({
  page,
  site,
}) => {
  seedPost(site.repo, {
    id: '2026-01-05-prevenir-l-epuisement',
    title: TWO_ARTICLES[0],
    slug: 'prevenir-l-epuisement',
    status: 'published',
    date: '2026-01-05T08:00:00-05:00',
    sourceDocument: 'articles.docx',
  })
  await signIn(page)
  const before = site.commits().length
  await page.getByLabel('Document Word').setInputFiles({
    name: 'articles.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(await articlesDocument([TWO_ARTICLES[0]])),
  })
  await page.getByRole('button', { name: 'Téléverser et programmer' }).click()
  const question = page.getByRole('alert').filter({ hasText: 'Remplacer un article déjà publié ?' })
  await expect(question).toContainText('Ce document remplacerait le texte de l’article déjà publié')
  await expect(question).toContainText(TWO_ARTICLES[0])
  expect(site.commits()).toHaveLength(before)
  await question.getByRole('button', { name: 'Remplacer le texte publié' }).click()
  const result = page.getByRole('list', { name: 'Articles du document' })
  await expect(result.getByRole('listitem')).toHaveText([
    `Remplacé ${TWO_ARTICLES[0]} : publié le lundi 5 janvier 2026 à 8\u00a0h`,
  ])
  expect(site.commits()).toHaveLength(before + 1)
})

test('the upload button reads “Traitement…” while sending and a large file shows its progress', async ({
  page,
}) => {
  await signIn(page)
  await page.route('**/api/blog/upload', async (route) => {
    await new Promise((done) => setTimeout(done, 800))
    await route.continue()
  })
  await page.getByLabel('Document Word').setInputFiles({
    name: 'gros.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.alloc(3 * 1024 * 1024, 0x41),
  })
  await page.getByRole('button', { name: 'Téléverser et programmer' }).click()
  await expect(page.getByRole('button', { name: 'Traitement…' })).toBeDisabled()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'pas été importé' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Téléverser et programmer' })).toBeEnabled()
})

test('manual publication publishes the due posts and says so', async ({ page, site }) => {
  seedPost(site.repo, {
    id: '2026-01-05-bien-commencer',
    title: 'Bien commencer l’année',
    slug: 'bien-commencer',
    status: 'scheduled',
    date: '2026-01-05T08:00:00-05:00',
  })
  const before = site.commits().length
  await signIn(page)
  const list = page.getByRole('region', { name: 'Tous les articles' })
  await expect(list.getByText('Programmé', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Publier les articles échus' }).click()
  await expect(toast(page)).toContainText('Publication terminée : 1 article publié')
  await expect(list.getByText('Publié', { exact: true })).toBeVisible()
  await expect(list.getByText('Publié le lundi 5 janvier 2026 à 8\u00a0h')).toBeVisible()
  expect(site.commits()).toHaveLength(before + 1)

  await page.getByRole('button', { name: 'Publier les articles échus' }).click()
  await expect(toast(page).last()).toContainText('Aucun article à publier')
  await expect(toast(page).last()).not.toContainText('Publication terminée')
  expect(site.commits()).toHaveLength(before + 1)
})

test('deleting asks for confirmation, and only a confirmed delete commits', async ({
  page,
  site,
}) => {
  seedPost(site.repo, {
    id: '2026-01-07-garder-le-cap',
    title: 'Garder le cap',
    slug: 'garder-le-cap',
    status: 'published',
    date: '2026-01-07T08:00:00-05:00',
  })
  seedPost(site.repo, {
    id: '2026-01-12-brouillon',
    title: 'Idée à creuser',
    slug: 'brouillon',
    status: 'draft',
    date: null,
  })
  const before = site.commits().length
  await signIn(page)
  const list = page.getByRole('region', { name: 'Tous les articles' })
  await expect(list.getByText('Brouillon', { exact: true })).toBeVisible()
  const item = list.getByRole('listitem').filter({ hasText: 'Garder le cap' })

  await item.getByRole('button', { name: 'Supprimer' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer cet article ?')
  await dialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(dialog).toBeHidden()
  expect(site.commits()).toHaveLength(before)

  await item.getByRole('button', { name: 'Supprimer' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre à la corbeille' }).click()
  await expect(toast(page)).toContainText('Article supprimé')
  await expect(toast(page)).toContainText('L’article « Garder le cap » a été mis à la corbeille')
  await expect(list.getByRole('heading', { name: 'Garder le cap' })).toHaveCount(0)
  await expect(list.getByRole('heading', { name: 'Idée à creuser' })).toBeVisible()
  expect(site.commits()).toHaveLength(before + 1)
  expect(site.repo.git('ls-files', 'content/blog').trim().split('\n')).toEqual([
    'content/blog/.gitkeep',
    'content/blog/2026-01-12-brouillon/fr.md',
  ])
})

test('each row moves its post, publishes it now or sets it back to draft, one commit each', async ({
  page,
  site,
}) => {
  seedPost(site.repo, {
    id: '2026-11-30-garder-le-cap',
    title: 'Garder le cap',
    slug: 'garder-le-cap',
    status: 'scheduled',
    date: '2026-11-30T08:00:00-05:00',
  })
  seedPost(site.repo, {
    id: '2026-11-20-idee-a-creuser',
    title: 'Idée à creuser',
    slug: 'idee-a-creuser',
    status: 'draft',
    date: null,
  })
  const before = site.commits().length
  await signIn(page)
  const list = page.getByRole('region', { name: 'Tous les articles' })
  const scheduled = list.getByRole('listitem').filter({ hasText: 'Garder le cap' })
  const draft = list.getByRole('listitem').filter({ hasText: 'Idée à creuser' })

  await scheduled.getByText('Changer la date').click()
  const newDate = scheduled.getByRole('group', { name: 'Nouvelle date (heure du Québec)' })
  // The field starts at the post's own date.
  await expect(newDate.getByLabel('Date (AAAA-MM-JJ)')).toHaveValue('2026-11-30')
  await expect(newDate.getByLabel('Heure')).toHaveValue('08:00')
  await newDate.getByLabel('Date (AAAA-MM-JJ)').fill('2026-12-03')
  await newDate.getByLabel('Heure').selectOption({ label: '14\u00a0h\u00a030' })
  await expect(newDate).toContainText('jeudi 3 décembre 2026 à 14\u00a0h\u00a030')
  await scheduled.getByRole('button', { name: 'Déplacer', exact: true }).click()
  await expect(toast(page)).toContainText(
    '« Garder le cap » est programmé le jeudi 3 décembre 2026 à 14\u00a0h\u00a030 (heure du Québec). Cette date n’est pas un créneau habituel (lundi ou mercredi à 8\u00a0h).',
  )
  await expect(scheduled).toContainText(
    'Mise en ligne prévue le jeudi 3 décembre à 14\u00a0h\u00a030',
  )
  // The moved row's title keeps the keyboard where the action was (the button was disabled).
  await expect(scheduled.getByRole('heading', { name: 'Garder le cap' })).toBeFocused()
  expect(site.commits()).toHaveLength(before + 1)

  await draft.getByRole('button', { name: 'Publier maintenant' }).click()
  await expect(draft.getByText('Publié', { exact: true })).toBeVisible()
  await expect(draft.getByRole('heading', { name: 'Idée à creuser' })).toBeFocused()
  expect(site.commits()).toHaveLength(before + 2)

  await draft.getByRole('button', { name: 'Remettre en brouillon' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('« Idée à creuser » sera retiré du site public')
  await dialog.getByRole('button', { name: 'Annuler' }).click()
  await expect(dialog).toBeHidden()
  expect(site.commits()).toHaveLength(before + 2)
  await draft.getByRole('button', { name: 'Remettre en brouillon' }).click()
  await dialog.getByRole('button', { name: 'Remettre en brouillon' }).click()
  await expect(draft.getByText('Brouillon', { exact: true })).toBeVisible()
  expect(site.commits()).toHaveLength(before + 3)
  expect(site.repo.status()).toEqual([])
})

test('« Aperçu » shows a scheduled post as the site will, with its image, in French and in English', async ({
  page,
  site,
}) => {
  // The image is only in the post's folder: a scheduled post's images reach the site when it is
  // published, so the preview must read it through the API.
  const image = 'content/blog/2026-11-30-garder-le-cap/img-00000000000000aa.png'
  mkdirSync(path.dirname(path.join(site.repo.root, image)), { recursive: true })
  writeFileSync(path.join(site.repo.root, image), PNG_PIXEL)
  site.repo.git('add', image)
  seedPost(site.repo, {
    id: '2026-11-30-garder-le-cap',
    title: 'Garder le cap',
    slug: 'garder-le-cap',
    status: 'scheduled',
    date: '2026-11-30T08:00:00-05:00',
    body: 'Un article de démonstration pour les tests de l’administration.\n\n![Un cap tenu](img-00000000000000aa.png "Le cap")',
  })
  commitFile(
    site.repo,
    'content/blog/2026-11-30-garder-le-cap/en.md',
    '---\ntitle: Staying the course\nslug: staying-the-course\n---\nA **short** English text.\n',
    'Version anglaise',
  )
  const before = site.commits().length
  await signIn(page)
  const row = page
    .getByRole('region', { name: 'Tous les articles' })
    .getByRole('listitem')
    .filter({ hasText: 'Garder le cap' })
  await row.getByRole('button', { name: 'Aperçu' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Garder le cap')
  await expect(dialog.locator('article[lang="fr"]')).toContainText(
    'Un article de démonstration pour les tests de l’administration.',
  )
  const figure = dialog.locator('article[lang="fr"] figure')
  await expect(figure.locator('figcaption')).toHaveText('Le cap')
  const picture = figure.getByRole('img', { name: 'Un cap tenu' })
  await expect(picture).toHaveAttribute('width', '1')
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  await dialog.getByRole('button', { name: 'Anglais' }).click()
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Staying the course')
  await expect(dialog.locator('article[lang="en"] strong')).toHaveText('short')
  await dialog.getByRole('button', { name: 'Fermer l’aperçu' }).click()
  await expect(dialog).toBeHidden()
  expect(site.commits()).toHaveLength(before)
})

const badFiles: {
  name: string
  file: string
  make: () => Promise<Uint8Array> | Uint8Array
  error: string
}[] = [
  {
    name: 'a text file renamed .docx',
    file: 'notes.docx',
    make: textFileNamedDocx,
    error: 'Ce fichier n’est pas un document Word (.docx) valide.',
  },
  {
    name: 'a legacy .doc',
    file: 'ancien.doc',
    make: legacyDoc,
    error: 'ancien document Word (.doc)',
  },
  {
    name: 'a truncated .docx',
    file: 'coupe.docx',
    make: truncatedDocx,
    error: 'Ce document Word est incomplet ou endommagé',
  },
  { name: 'a zip bomb', file: 'bombe.docx', make: zipBomb, error: 'anormalement grand' },
  {
    name: 'a file over 20 MB',
    file: 'enorme.docx',
    make: oversizedFile,
    error: 'Ce fichier dépasse 20 Mo',
  },
]

for (const bad of badFiles) {
  test(`${bad.name} shows its error and leaves the repository as it was`, async ({
    page,
    site,
  }, testInfo) => {
    // From a file on disk: sending 21 MB inline through the browser protocol is too slow.
    const file = testInfo.outputPath(bad.file)
    writeFileSync(file, await bad.make())
    await signIn(page)
    await page.getByLabel('Document Word').setInputFiles(file)
    await page.getByRole('button', { name: 'Téléverser et programmer' }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'pas été importé' })
    await expect(failure).toContainText(bad.error)
    // The error comes to the consultant: focused and on screen, not below the fold.
    await expect(failure).toBeFocused()
    await expect(failure).toBeInViewport()
    await expect(page.getByText('Aucun article pour le moment.')).toBeVisible()
    expect(site.commits()).toEqual(INITIAL)
    expect(site.repo.status()).toEqual([])
  })
}

test('the tools fit a 320 px screen without horizontal scrolling @layout', async ({
  page,
  site,
}) => {
  seedPost(site.repo, {
    id: '2026-01-07-un-titre-plutot-long-pour-un-petit-ecran',
    title: 'Un titre plutôt long pour voir comment il se comporte sur un petit écran',
    slug: 'un-titre-plutot-long-pour-un-petit-ecran',
    status: 'published',
    date: '2026-01-07T08:00:00-05:00',
  })
  await page.setViewportSize({ width: 320, height: 700 })
  await signIn(page)
  await expect(page.getByText('Publié', { exact: true })).toBeVisible()
  const widest = await page
    .locator('main')
    .evaluate((main) =>
      Math.max(
        ...[...main.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
      ),
    )
  expect(widest).toBeLessThanOrEqual(320)
})

test('the « Coordonnées » card saves a new phone number in one commit and refuses a wrong e-mail or phone number', async ({
  page,
  site,
}) => {
  await signIn(page)
  await page.getByText('Modifier les coordonnées et la photo').click()
  const card = page.getByRole('form', { name: 'Coordonnées' })
  const phone = card.getByLabel('Téléphone')
  await expect(phone).toHaveValue('450 555-0123')
  await phone.fill('450 581-2290')
  const save = card.getByRole('button', { name: 'Enregistrer les coordonnées' })
  await save.click()
  await expect(toast(page)).toContainText('Coordonnées enregistrées')
  // Said once, by the toast: the card does not repeat it.
  await expect(card.getByText(/^Coordonnées enregistrées/)).toHaveCount(0)
  expect(site.commits()).toEqual(['Coordonnées : mise à jour', ...INITIAL])
  const saved = JSON.parse(
    readFileSync(path.join(site.repo.root, 'content/site.json'), 'utf8'),
  ) as { phone: string }
  expect(saved.phone).toBe('450 581-2290')

  const email = card.getByLabel('Courriel')
  await email.fill('pas-une-adresse')
  await save.click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(
    card.getByText(
      'Le champ « Courriel » doit contenir une adresse courriel complète, par exemple bonjour@exemple.ca.',
    ),
  ).toBeVisible()
  await expect(card.getByText(/^Rien n’a été enregistré/)).toBeVisible()
  await email.fill('bonjour@example.com')
  await phone.fill('450-555-01')
  await save.click()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toBeFocused()
  await expect(
    card.getByText(/^Le champ «\sTéléphone\s» doit contenir un numéro nord-américain/),
  ).toBeVisible()
  expect(site.commits()).toEqual(['Coordonnées : mise à jour', ...INITIAL])
})
