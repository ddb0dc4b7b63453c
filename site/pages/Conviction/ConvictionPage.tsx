import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'

export function Component() {
  return (
    <>
      <PageHead
        title="Why the workplace is the best lever for health"
        description="Adults spend most of their waking hours at work. That is why the workplace, not another wellness program, is where health is won or lost."
      />
      <PageHero
        eyebrow="Our conviction"
        title="The workplace is the best lever for health"
        lead={
          <p>
            Most wellness programs fail because they treat symptoms one employee at a time. The way
            work is organized shapes energy every single day: that is where lasting change begins.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/santra-3-minutes-en">Understand SANTRA in 3 minutes</ButtonLink>
            <ButtonLink to="/services-en" variant="secondary">
              Discover the Services
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
