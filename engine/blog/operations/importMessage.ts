import { frenchWeekday } from '../dates/formatDates.ts'
import type { ReplacedPost, ScheduledPostSummary } from './importResult.ts'

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/**
 * The one French sentence that says what an import did, e.g. « 3 articles programmés du lundi
 * 7 décembre au mercredi 16 décembre et 1 article remplacé (date et adresse conservées). »
 */
export function importMessage(posts: readonly ScheduledPostSummary[], dryRun: boolean): string {
  const fresh = posts.filter((post) => post.outcome === 'new')
  const scheduled = fresh
    .map((post) => post.scheduledDate)
    .filter((date) => date !== null)
    .sort((a, b) => Date.parse(a) - Date.parse(b))
  const drafts = fresh.length - scheduled.length
  const replaced = posts.filter((post) => post.outcome === 'replaced').length
  const unchanged = posts.filter((post) => post.outcome === 'unchanged').length
  const parts: string[] = []
  const [first] = scheduled
  const last = scheduled.at(-1)
  if (first !== undefined && last !== undefined) {
    parts.push(
      scheduled.length === 1
        ? `1 article programmé le ${frenchWeekday(first)}`
        : `${scheduled.length} articles programmés du ${frenchWeekday(first)} au ${frenchWeekday(last)}`,
    )
  }
  if (drafts > 0) {
    parts.push(
      counted(
        drafts,
        'article enregistré comme brouillon',
        'articles enregistrés comme brouillons',
      ),
    )
  }
  if (replaced > 0) {
    parts.push(
      counted(
        replaced,
        'article remplacé (date et adresse conservées)',
        'articles remplacés (dates et adresses conservées)',
      ),
    )
  }
  if (unchanged > 0) {
    parts.push(counted(unchanged, 'article inchangé', 'articles inchangés'))
  }
  const sentence =
    parts.length <= 1
      ? (parts[0] ?? 'Aucun article')
      : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1) ?? ''}`
  const nothingWritten = replaced === 0 && fresh.length === 0
  if (dryRun) return `Simulation, rien n’a été enregistré : ${sentence}.`
  return nothingWritten ? `${sentence} : rien n’a été modifié.` : `${sentence}.`
}

/**
 * The question an import asks before it replaces the text of posts readers can already see,
 * naming them, in French and English: « Ce document remplacerait le texte de l’article déjà
 * publié « Bilan de l’année ». Confirmez pour le remplacer ; rien n’a été enregistré. » The
 * terminal asks it there and then (`prompt`): « … Le remplacer ? ».
 */
export function publishedReplacementQuestion(
  posts: readonly ReplacedPost[],
  form: 'answer' | 'prompt' = 'answer',
): { fr: string; en: string } {
  const list = (open: string, close: string, and: string) => {
    const titles = posts.map((post) => `${open}${post.title}${close}`)
    return titles.length <= 1
      ? (titles[0] ?? '')
      : `${titles.slice(0, -1).join(', ')} ${and} ${titles.at(-1) ?? ''}`
  }
  const one = posts.length === 1
  const fr = one
    ? `Ce document remplacerait le texte de l’article déjà publié ${list('« ', ' »', 'et')}.`
    : `Ce document remplacerait le texte de ${posts.length} articles déjà publiés : ${list('« ', ' »', 'et')}.`
  const en = one
    ? `This document would replace the text of the published article ${list('“', '”', 'and')}.`
    : `This document would replace the text of ${posts.length} published articles: ${list('“', '”', 'and')}.`
  if (form === 'prompt') {
    return {
      fr: `${fr} ${one ? 'Le' : 'Les'} remplacer ?`,
      en: `${en} Replace ${one ? 'it' : 'them'}?`,
    }
  }
  return {
    fr: `${fr} Confirmez pour ${one ? 'le' : 'les'} remplacer ; rien n’a été enregistré.`,
    en: `${en} Confirm to replace ${one ? 'it' : 'them'}; nothing was saved.`,
  }
}

/**
 * The question an import asks before it writes anything when articles are written in English
 * without a French version, naming them: import each as the English side of a French post to
 * come (a draft, never published before its French text), or not at all. The terminal asks it
 * there and then (`prompt`), a yes importing them as drafts, a no leaving them out.
 */
export function englishOnlyQuestion(
  titles: readonly string[],
  form: 'answer' | 'prompt' = 'answer',
): { fr: string; en: string } {
  const one = titles.length === 1
  const named = titles.map((title) => `« ${title} »`).join(', ')
  const namedEn = titles.map((title) => `“${title}”`).join(', ')
  if (form === 'prompt') {
    return {
      fr: one
        ? `L’article ${named} est en anglais et n’a pas de version française. L’importer comme version anglaise d’un article français à venir (un brouillon) ? Sinon, il ne sera pas importé.`
        : `Ces ${titles.length} articles sont en anglais et n’ont pas de version française : ${named}. Les importer comme versions anglaises d’articles français à venir (des brouillons) ? Sinon, ils ne seront pas importés.`,
      en: one
        ? `The article ${namedEn} is in English and has no French version. Import it as the English side of a French post to come (a draft)? Otherwise it is not imported.`
        : `These ${titles.length} articles are in English and have no French version: ${namedEn}. Import them as the English sides of French posts to come (drafts)? Otherwise they are not imported.`,
    }
  }
  return {
    fr: one
      ? `L’article ${named} est en anglais et n’a pas de version française. Voulez-vous l’importer comme version anglaise d’un article français à venir (il restera un brouillon jusqu’à ce que sa version française soit importée), ou ne pas l’importer ? Rien n’a été enregistré.`
      : `Ces ${titles.length} articles sont en anglais et n’ont pas de version française : ${named}. Voulez-vous les importer comme versions anglaises d’articles français à venir (ils resteront des brouillons jusqu’à ce que leur version française soit importée), ou ne pas les importer ? Rien n’a été enregistré.`,
    en: one
      ? `The article ${namedEn} is in English and has no French version. Import it as the English side of a French post to come (it stays a draft until its French version is imported), or not at all? Nothing was saved.`
      : `These ${titles.length} articles are in English and have no French version: ${namedEn}. Import them as the English sides of French posts to come (they stay drafts until their French versions are imported), or not at all? Nothing was saved.`,
  }
}
