import { frenchDateTime } from '../dates/formatDates.ts'
import type { HistoryEntry } from '../../siteModel/adminApiSchemas.ts'

/** A move's date in a sentence: the day and hour, or « sans date » for a draft. */
function dateWords(date: string | null | undefined): string {
  return date ? `le ${frenchDateTime(date)}` : 'sans date'
}

/** The Word file of an import, in a sentence. */
function fromDocument(entry: HistoryEntry): string {
  return entry.document ? ` depuis « ${entry.document} »` : ''
}

/**
 * What one line of a post's history says happened, in French, for the admin and the CLI:
 * « Importé depuis « Bilan.docx » », « Déplacé du lundi 23 novembre 2026 à 8 h 00 au … ».
 */
export function historyWords(entry: HistoryEntry): string {
  switch (entry.action) {
    case 'imported':
      return `Importé${fromDocument(entry)}`
    case 'replaced':
      return `Texte remplacé par un nouvel import${fromDocument(entry)}`
    case 'moved':
      return entry.from
        ? `Déplacé : programmé ${dateWords(entry.from)}, puis ${dateWords(entry.to)}`
        : `Programmé ${dateWords(entry.to)}`
    case 'published':
      return 'Publié'
    case 'unpublished':
      return 'Remis en brouillon'
    case 'deleted':
      return 'Supprimé (mis à la corbeille)'
    case 'restored':
      return entry.to
        ? `Restauré depuis la corbeille, programmé ${dateWords(entry.to)}, son créneau n’étant plus libre`
        : 'Restauré depuis la corbeille'
    case 'reverted':
      return 'Retour à l’état précédent (un changement annulé)'
    case 'reviewed':
      return 'Traduction marquée comme revue'
    case 'described':
      return 'Description modifiée'
    case 'modified':
      return `Modifié dans le dépôt${entry.subject ? ` : ${entry.subject}` : ''}`
  }
}

/** The button that undoes a post's last change, by what that change was. */
export const UNDO_LABELS: Record<string, string> = {
  replaced: 'Revenir à la version précédente',
  moved: 'Annuler le changement de date',
  published: 'Annuler la publication',
  unpublished: 'Annuler le retour en brouillon',
  reverted: 'Annuler ce retour en arrière',
  reviewed: 'Remettre la traduction « à revoir »',
  described: 'Revenir à la description précédente',
}
