// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from '../../i18n/i18nFor'
import { PageContext } from '../../i18n/LocaleContext'
import type { Locale } from '../../../engine/siteModel/pageTable'
import type { BlogListData } from './blogLoaderData'
import { Component as BlogListPage } from './BlogListPage'

async function renderList(locale: Locale, data: BlogListData) {
  const path = locale === 'fr' ? '/blog' : '/blog-en'
  const router = createMemoryRouter([{ path, loader: () => data, element: <BlogListPage /> }], {
    initialEntries: [path],
  })
  render(
    <HelmetProvider>
      <PageContext value={{ locale, page: 'blog' }}>
        <I18nProvider i18n={i18nFor(locale)}>
          <RouterProvider router={router} />
        </I18nProvider>
      </PageContext>
    </HelmetProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
}

const post = {
  path: '/blog/un-article',
  title: 'Un article',
  description: 'Ce qu’il raconte.',
  publishedAt: '2026-11-16T08:00:00-05:00',
  dateLabel: '16 novembre 2026',
  readingMinutes: 4,
}

afterEach(cleanup)

describe('the blog list', () => {
  it('says so when no article is published, in each language', async () => {
    await renderList('fr', { posts: [], page: 1, pageCount: 1 })
    expect(screen.getByText('Aucun article publié pour le moment')).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
    cleanup()
    await renderList('en', { posts: [], page: 1, pageCount: 1 })
    expect(screen.getByText('No articles published yet')).toBeTruthy()
  })

  it('links each card to its article and offers the older pages', async () => {
    await renderList('fr', { posts: [post], page: 1, pageCount: 3 })
    expect(screen.getByRole('link', { name: 'Un article' }).getAttribute('href')).toBe(
      '/blog/un-article',
    )
    expect(screen.getByText('16 novembre 2026').getAttribute('dateTime')).toBe(post.publishedAt)
    expect(screen.getByText(/4 min de lecture/)).toBeTruthy()
    const pages = screen.getByRole('navigation', { name: 'Pages du blogue' })
    expect(pages.textContent).toContain('Page 1\u00a0sur 3')
    expect(screen.getByRole('link', { name: /Articles plus anciens/ }).getAttribute('href')).toBe(
      '/blog/page/2',
    )
    expect(screen.queryByRole('link', { name: /Articles plus récents/ })).toBeNull()
  })
})
