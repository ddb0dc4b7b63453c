import { frenchTypography } from '../../engine/index.ts'
import { AdminHttpError } from './AdminHttpError'

/**
 * The sentence a failed admin action leaves in its card: what happened and what to do next, in
 * French. The server's own sentence (it names the document, the post or the field) comes first;
 * the status adds the next step it implies.
 *
 * @param action what was attempted, e.g. « Le téléversement »
 */
export function actionFailure(error: unknown, action: string): string {
  if (error instanceof AdminHttpError) {
    if (error.status === 401) {
      return 'La phrase de passe n’est plus acceptée par le serveur : saisissez-la de nouveau, puis recommencez.'
    }
    const said = error.serverError && frenchTypography(error.serverError)
    if (error.status === 409) {
      return `${said ?? `${action} n’a pas abouti : les articles ont changé entre-temps.`} Actualisez la liste, puis recommencez.`
    }
    if (error.status === 429) return said ?? `${action} a été refusé : trop de tentatives.`
    if (error.status >= 500) {
      return `${said ?? `${action} n’a pas abouti : le serveur a rencontré une erreur (${error.status}).`} Rien n’a été modifié ; réessayez dans un instant.`
    }
    return (
      said ??
      `${action} a été refusé par le serveur (erreur ${error.status}) ; rien n’a été modifié.`
    )
  }
  return `${action} n’a pas abouti : le serveur ne répond pas. Vérifiez votre connexion (ou que le site local tourne toujours), puis réessayez ; rien n’a été modifié.`
}
