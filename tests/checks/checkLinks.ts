import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { candidateFiles } from '../../server/createSiteServer'
import { distFiles, pagePathOf } from '../../generator/distFiles'
import { printTable } from './printTable'

/** A link or asset reference that does not resolve inside the built site. */
export interface BrokenLink {
  page: string
  reference: string
  reason: string
}

const referencePattern = /\s(?:href|src)="([^"]*)"|\ssrcset="([^"]*)"/g

function references(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(referencePattern)) {
    if (match[1] !== undefined) found.push(match[1])
    else if (match[2])
      found.push(...match[2].split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''))
  }
  return found.map((ref) => ref.replaceAll('&amp;', '&')).filter(Boolean)
}

function isExternal(reference: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(reference)
}

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => match[1] ?? ''))
}

/**
 * Checks that every internal link and asset reference of every HTML file in `dir` resolves to
 * a file of the build, and that every `#anchor` exists on its target page.
 */
export async function checkLinks(
  dir: string,
): Promise<{ pages: number; links: number; broken: BrokenLink[] }> {
  const files = await distFiles(dir)
  const htmlFiles = files.filter((file) => file.endsWith('.html'))
  const htmlCache = new Map<string, string>()
  const read = async (file: string) => {
    const cached = htmlCache.get(file)
    if (cached !== undefined) return cached
    const html = await readFile(join(dir, file), 'utf8')
    htmlCache.set(file, html)
    return html
  }
  const resolveFile = (path: string) =>
    candidateFiles(path).find((candidate) => existsSync(join(dir, candidate)))

  const broken: BrokenLink[] = []
  let links = 0
  for (const file of htmlFiles) {
    const html = await read(file)
    const pagePath = pagePathOf(file)
    for (const reference of references(html)) {
      if (isExternal(reference)) continue
      links++
      const [pathPart = '', hash] = reference.split('#', 2)
      const path =
        pathPart === ''
          ? pagePath
          : posix.resolve(posix.dirname(`${pagePath}/x`), pathPart.split('?')[0] ?? '')
      const target = pathPart === '' ? file : resolveFile(path)?.slice(1)
      if (!target) {
        broken.push({ page: pagePath, reference, reason: 'no such file' })
        continue
      }
      if (
        hash &&
        target.endsWith('.html') &&
        !idsOf(await read(target)).has(decodeURIComponent(hash))
      ) {
        broken.push({ page: pagePath, reference, reason: `no element #${hash}` })
      }
    }
  }
  return { pages: htmlFiles.length, links, broken }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dir = process.argv[2] ?? 'dist'
  const { pages, links, broken } = await checkLinks(dir)
  printTable(
    'Internal links and assets',
    ['pages', 'references', 'broken'],
    [[pages, links, broken.length]],
  )
  if (broken.length > 0) {
    printTable(
      'Broken references',
      ['page', 'reference', 'reason'],
      broken.map((link) => [link.page, link.reference, link.reason]),
    )
    process.exitCode = 1
  }
}
