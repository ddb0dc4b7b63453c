import type { Locale } from '../../routes/pageTable'

/**
 * The words of the share button: the one part of the blog's copy (blogCopy.ts) that every
 * post's islands load, so the pages' script carries these five sentences and no more.
 */
export interface ShareCopy {
  share: string
  /** Tooltip of the share button. */
  shareHint: string
  linkCopied: string
  linkCopiedDescription: string
  copyFailed: string
}

/** French and English words of the share button. */
export const shareCopy: Record<Locale, ShareCopy> = {
  fr: {
    share: 'Partager',
    shareHint: 'Partager cet article ou copier son lien',
    linkCopied: 'Lien copié',
    linkCopiedDescription: 'L’adresse de l’article est dans votre presse-papiers.',
    copyFailed: 'Impossible de copier le lien',
  },
  en: {
    share: 'Share',
    shareHint: 'Share this article or copy its link',
    linkCopied: 'Link copied',
    linkCopiedDescription: 'The article’s address is on your clipboard.',
    copyFailed: 'The link could not be copied',
  },
}
