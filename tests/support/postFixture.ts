/** What a test's post file says; what it leaves out is a scheduled post never published. */
interface FrenchPostFields {
  title: string
  slug: string
  status?: string
  scheduledDate?: string | null
  publishedDate?: string | null
}

/** A post's `fr.md` as the blog stores it, created and last changed on 1 November 2026. */
export function frenchPostFile({
  title,
  slug,
  status = 'scheduled',
  scheduledDate = null,
  publishedDate = null,
}: FrenchPostFields): string {
  const value = (text: string | null) => (text === null ? 'null' : `"${text}"`)
  return [
    '---',
    `title: "${title}"`,
    `slug: "${slug}"`,
    `status: "${status}"`,
    `scheduledDate: ${value(scheduledDate)}`,
    `publishedDate: ${value(publishedDate)}`,
    'createdAt: "2026-11-01T10:00:00-05:00"',
    'updatedAt: "2026-11-01T10:00:00-05:00"',
    '---',
    '',
    'Texte.',
    '',
  ].join('\n')
}
