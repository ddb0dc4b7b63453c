import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'

export function Component() {
  return (
    <>
      <PageHead
        title={"Mentions légales"}
        description={"Mentions légales du site SANTRA : éditeur, hébergement et propriété intellectuelle."}
      />
      <PageHero title={"Mentions légales"} lead={<p>{"Les informations qui suivent identifient l'éditeur du site et précisent les règles qui encadrent son contenu."}</p>} />
    </>
  )
}
