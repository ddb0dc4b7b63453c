import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pagePathOf } from '../../generator/distFiles.ts'
import { builtDocument, distDir, isShown, textOf } from './builtSite.ts'

/*
 * A screen reader lists a page's landmarks by role and name: two with the same name (the page's
 * « Coordonnées » and the footer's) read as one place twice. Checked on every page of the build.
 */

const LANDMARK_ROLES = new Set([
  'banner',
  'complementary',
  'contentinfo',
  'form',
  'main',
  'navigation',
  'region',
  'search',
])

/** Inside these, `header` and `footer` are not the page's banner and contentinfo. */
const SECTIONING = 'article, aside, main, nav, section'

function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy !== null) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(' ')
      .trim()
  }
  return (element.getAttribute('aria-label') ?? '').trim()
}

/** The landmark role of an element, as the HTML-AAM maps it, or undefined. */
function landmarkRole(element: Element): string | undefined {
  const explicit = element.getAttribute('role')
  if (explicit !== null) return LANDMARK_ROLES.has(explicit) ? explicit : undefined
  const named = accessibleName(element) !== ''
  switch (element.tagName.toLowerCase()) {
    case 'main':
      return 'main'
    case 'nav':
      return 'navigation'
    case 'aside':
      return 'complementary'
    case 'search':
      return 'search'
    case 'header':
      return element.parentElement?.closest(SECTIONING) ? undefined : 'banner'
    case 'footer':
      return element.parentElement?.closest(SECTIONING) ? undefined : 'contentinfo'
    case 'section':
      return named ? 'region' : undefined
    case 'form':
      return named ? 'form' : undefined
    default:
      return undefined
  }
}

/** Each shown landmark of a page as « role « name » ». */
function landmarksOf(document: Document): string[] {
  return [...document.body.querySelectorAll('*')]
    .filter((element) => isShown(element))
    .flatMap((element) => {
      const role = landmarkRole(element)
      return role === undefined ? [] : [`${role} « ${accessibleName(element)} »`]
    })
}

const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => pagePathOf(file.split('\\').join('/')))
  .sort()

describe('landmarks', () => {
  it('are found on the pages', () => {
    expect(pages.length).toBeGreaterThan(20)
    expect(landmarksOf(builtDocument('/contact'))).toContain('region « Coordonnées »')
  })

  it.each(pages)('%s names no two landmarks alike', (path) => {
    const landmarks = landmarksOf(builtDocument(path))
    const names = landmarks.map((landmark) =>
      // A name is compared across roles; an unnamed landmark only with the others of its role.
      landmark.endsWith('«  »') ? landmark : landmark.replace(/^\S+ /, ''),
    )
    const repeated = names.filter((name, index) => names.indexOf(name) !== index)
    expect(repeated, landmarks.join('\n')).toEqual([])
  })
})
