import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'

export function Component() {
  return (
    <>
      <PageHead
        title={"Politique de confidentialité"}
        description={"Comment SANTRA traite les renseignements personnels : aucun compte, aucun témoin, aucun outil d'analyse."}
      />
      <PageHero title={"Politique de confidentialité"} lead={<p>{"Ce site ne recueille aucun renseignement personnel à votre insu : il n'utilise ni témoins (cookies), ni outil d'analyse d'audience, et le formulaire de contact ouvre votre propre logiciel de courriel."}</p>} />
    </>
  )
}
