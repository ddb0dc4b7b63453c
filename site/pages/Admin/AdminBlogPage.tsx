import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'

export function Component() {
  return (
    <>
      <PageHead
        title="Administration du blogue"
        description="Téléverser des articles Word, planifier leur publication et gérer les articles du blogue."
        noindex
      />
      <PageHero
        title="Administration du blogue"
        lead={<p>Téléversez vos articles Word, planifiez leur publication et gérez le blogue.</p>}
      />
    </>
  )
}
