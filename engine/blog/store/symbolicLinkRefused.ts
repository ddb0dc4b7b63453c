import { BlogError } from '../errors.ts'

/**
 * The refusal of a symbolic link in the content, named by its path: a committed link named like an
 * image would publish the file it points to, from anywhere on the machine, so no reader follows one.
 * Free of Node modules: the GitHub store uses it on the Worker.
 */
export function symbolicLinkRefused(file: string): BlogError {
  return new BlogError(
    'invalid-post',
    `${file} est un lien symbolique : le contenu ne suit aucun lien, remplacez-le par le fichier ou le dossier lui-même.`,
    {
      file,
      english: `${file} is a symbolic link: content follows no link, replace it with the file or folder itself.`,
    },
  )
}
