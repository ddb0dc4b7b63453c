import { publicationDays } from '../../../blog/scheduleWords.ts'
import type { Locale } from '../../routes/pageTable'
import { shareCopy, type ShareCopy } from './shareCopy.ts'

/** The words of the blog pages in one language (the share button's in shareCopy.ts). */
export interface BlogCopy extends ShareCopy {
  listTitle: string
  listDescription: string
  listLead: string
  /** Title of an older-articles page. */
  listPageTitle: (page: number, pageCount: number) => string
  empty: string
  emptyHint: string
  readArticle: string
  readingTime: (minutes: number) => string
  feedLink: string
  feedTitle: string
  /** The feed's own title, as feed readers list it. */
  feedChannelTitle: string
  paginationLabel: string
  newer: string
  older: string
  pageOf: (page: number, pageCount: number) => string
  backToList: string
  /** The article section, in `article:section` and the structured data. */
  section: string
  loadingBody: string
  bodyFailed: string
  reload: string
  closingTitle: string
  closingText: string
  closingContactLead?: string
  closingContactLink?: string
  closingActions: { to: string; label: string }[]
}

/** French and English copy of the blog list and article pages. */
export const blogCopy: Record<Locale, BlogCopy> = {
  fr: {
    listTitle: 'Blogue',
    listDescription: `Articles sur la santé et la performance au travail pour les dirigeants et les équipes RH, publiés ${publicationDays('fr', { each: 'chaque', join: 'and' })}.`,
    listLead: `Réflexions et outils concrets pour les dirigeants et les équipes RH. De nouveaux articles paraissent ${publicationDays('fr', { each: 'chaque', join: 'and' })}.`,
    listPageTitle: (page, pageCount) => `Blogue, page ${page} sur ${pageCount}`,
    empty: 'Aucun article publié pour le moment',
    emptyHint: `Les premiers articles paraîtront bientôt, ${publicationDays('fr', { each: 'un', join: 'or' })}.`,
    readArticle: 'Lire l’article',
    readingTime: (minutes) => `${minutes} min de lecture`,
    feedLink: 'Suivre le blogue par fil RSS',
    feedTitle: 'Blogue SANTRA (RSS)',
    feedChannelTitle: 'Blogue SANTRA',
    paginationLabel: 'Pages du blogue',
    newer: 'Articles plus récents',
    older: 'Articles plus anciens',
    pageOf: (page, pageCount) => `Page ${page} sur ${pageCount}`,
    backToList: 'Tous les articles',
    section: 'Santé et performance au travail',
    ...shareCopy.fr,
    loadingBody: 'Chargement de l’article…',
    bodyFailed: 'Le texte de l’article n’a pas pu être chargé.',
    reload: 'Afficher l’article',
    closingTitle: 'Et dans votre organisation ?',
    closingText:
      'Si cet article fait écho à ce que vivent vos équipes, parlons-en. Une première conversation suffit pour cerner vos enjeux et voir si la méthode SANTRA peut vous aider.',
    closingActions: [
      { to: '/contact', label: 'Prendre contact' },
      { to: '/blog', label: 'Lire d’autres articles' },
    ],
  },
  en: {
    listTitle: 'Blog',
    listDescription: `Articles on workplace health and performance for leaders and HR teams, published every ${publicationDays('en', { join: 'and' })}.`,
    listLead: `Insights and practical tools for leaders and HR teams. New articles are published every ${publicationDays('en', { join: 'and' })}.`,
    listPageTitle: (page, pageCount) => `Blog, page ${page} of ${pageCount}`,
    empty: 'No articles published yet',
    emptyHint: `The first articles are on their way, on ${publicationDays('en', { each: 'a', join: 'or' })}.`,
    readArticle: 'Read the article',
    readingTime: (minutes) => `${minutes} min read`,
    feedLink: 'Follow the blog by RSS',
    feedTitle: 'SANTRA blog (RSS)',
    feedChannelTitle: 'SANTRA blog',
    paginationLabel: 'Blog pages',
    newer: 'Newer articles',
    older: 'Older articles',
    pageOf: (page, pageCount) => `Page ${page} of ${pageCount}`,
    backToList: 'All articles',
    section: 'Workplace health and performance',
    ...shareCopy.en,
    loadingBody: 'Loading the article…',
    bodyFailed: 'The article’s text could not be loaded.',
    reload: 'Show the article',
    closingTitle: 'Keep reading',
    closingText: 'More articles on workplace health and performance are waiting on the blog.',
    closingContactLead: 'Thinking about your own organization?',
    closingContactLink: 'Start the conversation',
    closingActions: [
      { to: '/blog-en', label: 'Back to all articles' },
      { to: '/en', label: 'Back to the home page' },
    ],
  },
}
