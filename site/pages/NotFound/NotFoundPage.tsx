import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'

/**
 * Shown for any path outside the route table. The same pre-rendered file answers every
 * unknown path, so it speaks both languages.
 */
export function Component() {
  return (
    <>
      <PageHead
        title="404 Page Not Found"
        description="Cette page est introuvable. This page could not be found."
        noindex
      />
      <PageHero
        title="404 Page Not Found"
        lead={
          <>
            <p>
              Cette page est introuvable. Auriez-vous oublié de l’ajouter au routeur ? Le lien est
              peut-être ancien ou l’adresse contient une faute de frappe.
            </p>
            <p lang="en">
              This page could not be found. Did you forget to add the page to the router? The link
              may be outdated or the address mistyped.
            </p>
          </>
        }
        actions={
          <>
            <ButtonLink to="/">Retour à l’accueil</ButtonLink>
            <ButtonLink to="/en" variant="secondary" lang="en">
              Back to the English home page
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
