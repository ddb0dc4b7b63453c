import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { OfferCard } from '../../components/sections/OfferCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { Banner as BannerCopy, Offer, ServicesCopy } from '../../copy/pageCopySchemas'
import * as styles from './ServicesPage.css'

function Banner({ id, banner, tone }: { id: string; banner: BannerCopy; tone: 'dark' | 'soft' }) {
  return (
    <CtaBanner
      id={id}
      title={banner.title}
      text={banner.text}
      tone={tone}
      actions={banner.actions.map((action) => (
        <ButtonLink key={action.to} to={action.to} variant={tone === 'dark' ? 'accent' : 'primary'}>
          {action.label}
        </ButtonLink>
      ))}
    />
  )
}

type Offers = readonly Offer[]

/** The four offers as cards; an offer told in phases spans the whole row. */
function OffersSection({ copy, offers }: { copy: ServicesCopy['offers']; offers: Offers }) {
  return (
    <Section id="offres" title={copy.title} lead={<p>{copy.lead}</p>}>
      <div className={styles.offers}>
        {offers.map((offer) => {
          const wide = offer.phases !== undefined
          return (
            <div key={offer.id} className={wide ? styles.wideOffer : styles.offer}>
              <OfferCard offer={offer} wide={wide} />
            </div>
          )
        })}
      </div>
    </Section>
  )
}

/** The offers side by side in one table. */
function ComparisonSection({
  copy,
  offers,
}: {
  copy: NonNullable<ServicesCopy['comparison']>
  offers: Offers
}) {
  return (
    <Section id="comparaison" title={copy.title} lead={<p>{copy.lead}</p>} tone="sunken">
      <ComparisonTable offers={offers} caption={copy.caption} />
    </Section>
  )
}

/** « Pourquoi moi »: a card for each reason to work with the consultant. */
function WhyMeSection({ copy }: { copy: NonNullable<ServicesCopy['whyMe']> }) {
  return (
    <Section id="pourquoi-moi" title={copy.title} lead={<p>{copy.lead}</p>}>
      <CardGrid columns={4}>
        {copy.points.map((point) => (
          <Card key={point.title} title={point.title}>
            <p>{point.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

/** The four offers in both languages; the French page adds the comparison and the extra blocks. */
export function Component({ copy: services }: { copy: ServicesCopy }) {
  const { hero, comparison, meetingsBanner, whyMe, selfAssessment } = services
  const offers = services.offers.items
  return (
    <>
      <PageHead title={services.head.title} description={services.head.description} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={<ButtonLink to={hero.action.to}>{hero.action.label}</ButtonLink>}
      />
      <OffersSection copy={services.offers} offers={offers} />
      {comparison && <ComparisonSection copy={comparison} offers={offers} />}
      {meetingsBanner && <Banner id="conferences" banner={meetingsBanner} tone="dark" />}
      {whyMe && <WhyMeSection copy={whyMe} />}
      <ContactForm
        id={services.form.id}
        type="services"
        title={services.form.title}
        description={services.form.description}
      />
      {selfAssessment && <Banner id="auto-diagnostic" banner={selfAssessment} tone="soft" />}
    </>
  )
}
