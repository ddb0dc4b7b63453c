import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** Every file under a folder, as paths relative to it with forward slashes. */
export async function distFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

/** The site path a pre-rendered HTML file answers (`vision.html` → `/vision`). */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/'
  return `/${file.replace(/(\/index)?\.html$/, '')}`
}
