import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'

export function Component() {
  return (
    <>
      <PageHead
        title={"Conditions d'utilisation"}
        description={"Conditions d'utilisation du site SANTRA, régies par les lois du Québec."}
      />
      <PageHero title={"Conditions d'utilisation"} lead={<p>{"En consultant ce site, vous acceptez les présentes conditions, régies par les lois applicables au Québec."}</p>} />
    </>
  )
}
