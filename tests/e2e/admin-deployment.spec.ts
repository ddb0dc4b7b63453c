import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect as baseExpect } from './siteTest'
import { adminSiteTest, commitFile, openAdmin, seedFactsAndEmptyBlog } from './adminSiteTest'
import { createRebuilder } from '../../server/localSite'
import { gitContains, localDeployment, readSiteVersion } from '../../server/localDeployment'
import { type PublicPost, SITE_VERSION_FILE } from '../../engine/index.ts'
import { storePublishedPosts } from '../../engine/node.ts'
import { axeViolations, describeViolations } from './axe'

const PASSPHRASE = 'phrase de passe du suivi de mise en ligne'
const expect = baseExpect.configure({ timeout: 10_000 })

/** How long the stand-in rebuild waits before it starts, then takes: « Enregistré » shows meanwhile. */
const REBUILD_DELAY_MS = Number(process.env.REBUILD_DELAY_MS ?? 1000)
const REBUILD_MS = Number(process.env.REBUILD_MS ?? 1000)

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * The local server's path, with a rebuild that writes only what the admin reads of a build: the
 * version file (the head when it started) and the published posts it saw. The site's real build
 * takes seconds more (tools/benchRebuild.ts measures it); the status follows it the same way.
 */
const test = adminSiteTest({
  passphrase: PASSPHRASE,
  seed: (repo) => {
    seedFactsAndEmptyBlog(repo)
    commitFile(
      repo,
      'content/blog/2026-12-07-garder-le-cap/fr.md',
      `---
title: Garder le cap
slug: garder-le-cap
status: scheduled
scheduledDate: 2026-12-07T08:00:00-05:00
publishedDate: null
createdAt: 2026-11-20T08:00:00-05:00
updatedAt: 2026-11-20T08:00:00-05:00
---
Un article de démonstration pour le suivi de la mise en ligne.
`,
      'Ajout de « Garder le cap »',
    )
  },
  blog: ({ repo, store, distDir }) => {
    const fromStore = storePublishedPosts(store, () => new Date('2026-11-22T12:00:00Z'))
    let built: PublicPost[] = []
    const rebuilder = createRebuilder(async () => {
      const commit = repo.git('rev-parse', 'HEAD').trim()
      await sleep(REBUILD_MS)
      built = (await fromStore.list()) ?? []
      const version = { commit, builtAt: new Date().toISOString() }
      writeFileSync(path.join(distDir, SITE_VERSION_FILE), JSON.stringify(version))
    })
    return {
      onWrite: () => {
        setTimeout(() => {
          rebuilder.request()
        }, REBUILD_DELAY_MS)
      },
      publishedPosts: {
        list: () => Promise.resolve(built),
        bySlug: (slug) => fromStore.bySlug(slug),
      },
      deployment: localDeployment({
        servedVersion: () => readSiteVersion(distDir),
        contains: gitContains(repo.root),
        freshness: () => rebuilder.freshness(),
      }),
    }
  },
})

test.describe('a write followed to the public site', () => {
  // axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true })

  test('« Publier maintenant » says « Enregistré », then « En ligne », and only then links the page', async ({
    page,
  }) => {
    await openAdmin(page, PASSPHRASE)
    const list = page.getByRole('region', { name: 'Tous les articles' })
    await expect(
      list.getByText('Mise en ligne prévue le lundi 7 décembre à 8\u00a0h'),
    ).toBeVisible()

    await list.getByRole('button', { name: 'Publier maintenant' }).click()
    const status = list.getByRole('status').filter({ hasText: /Enregistré|Mise en ligne|En ligne/ })
    await expect(status).toHaveText('Enregistré : la mise en ligne va commencer.')
    await expect(list.getByText('Adresse à la mise en ligne : /blog/garder-le-cap')).toBeVisible()
    await expect(list.getByRole('link', { name: 'Page en français' })).toHaveCount(0)

    await expect(status).toHaveText(
      /^En ligne à \d{1,2}\u00a0h(\u00a0\d\d)?\s: les pages publiques montrent votre modification\.$/,
    )
    await expect(list.getByRole('link', { name: 'Page en français' })).toBeVisible()

    const violations = await axeViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })

  test('saving the facts says « Enregistré », then « En ligne », under the form', async ({
    page,
  }) => {
    await openAdmin(page, PASSPHRASE)
    await page.getByText('Modifier les coordonnées et la photo').click()
    const card = page.getByRole('form', { name: 'Coordonnées' })
    await card.getByLabel('Téléphone').fill('450 581-2299')
    await card.getByRole('button', { name: 'Enregistrer les coordonnées' }).click()
    const status = card.getByRole('status')
    await expect(status).toHaveText('Enregistré : la mise en ligne va commencer.')
    await expect(status).toHaveText(
      /^En ligne à \d{1,2}\u00a0h(\u00a0\d\d)?\s: les pages publiques montrent votre modification\.$/,
    )
  })
})
