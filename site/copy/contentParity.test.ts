import { describe, expect, it } from 'vitest'
import { readPageCopy } from '../../generator/readPageCopy'

const frVision = readPageCopy('vision', 'fr')
const enVision = readPageCopy('vision', 'en')
const frMeetings = readPageCopy('meetings', 'fr')
const enMeetings = readPageCopy('meetings', 'en')
const frOffers = readPageCopy('services', 'fr').offers.items
const enOffers = readPageCopy('services', 'en').offers.items
const [frTalks, enTalks] = [frMeetings.talks.items, enMeetings.talks.items]
const [frTrainings, enTrainings] = [frMeetings.trainings.items, enMeetings.trainings.items]
const [frFormats, enFormats] = [frMeetings.formats.items, enMeetings.formats.items]
const [frContexts, enContexts] = [frMeetings.contexts.items, enMeetings.contexts.items]
const [frSteps, enSteps] = [frMeetings.process.steps, enMeetings.process.steps]
const frPillars = frVision.pillars.items
const enPillars = enVision.pillars.items
const sixPillarMethod = readPageCopy('home', 'en').method.items

/** The shape of a page's copy: its fields, the length of its lists and its flags, not its words. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text'
  if (Array.isArray(value)) return value.map(shape)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
  }
  return value
}

/** The two languages tell the same story: same items, same order, same flags and numbers. */
describe('French and English content', () => {
  it('has the same fields, lists and flags in both languages where the spec has one screen', () => {
    // The home and diagnostic pages are different screens in each language, the French services
    // and about pages have blocks the English ones do not, and an English article ends with a
    // link to the contact page: their own tests below and the schemas cover them.
    const samePages = ['vision', 'meetings', 'self-assessment', 'intro', 'contact', 'not-found']
    for (const page of samePages) {
      const name = page as 'vision'
      expect(shape(readPageCopy(name, 'en')), page).toEqual(shape(readPageCopy(name, 'fr')))
    }
  })

  it('differs between languages only where the spec has the pages differ', () => {
    const [frServices, enServices] = [
      readPageCopy('services', 'fr'),
      readPageCopy('services', 'en'),
    ]
    expect(Object.keys(frServices).filter((key) => !(key in enServices))).toEqual([
      'comparison',
      'meetingsBanner',
      'whyMe',
      'selfAssessment',
    ])
    expect(shape(enServices.offers)).toEqual(shape(frServices.offers))
    const [frAbout, enAbout] = [readPageCopy('about', 'fr'), readPageCopy('about', 'en')]
    expect([frAbout.form !== undefined, frAbout.closing !== undefined]).toEqual([true, false])
    expect([enAbout.form !== undefined, enAbout.closing !== undefined]).toEqual([false, true])
    expect(shape(enAbout.founder)).toEqual(shape(frAbout.founder))
  })

  it('has the five SANTRA pillars, lettered and coloured alike', () => {
    const shape = (list: typeof frPillars) => list.map(({ letter, color }) => `${letter}:${color}`)
    expect(shape(frPillars)).toEqual(['S:S', 'A:A', 'N:N', 'T:T', 'RA:RA'])
    expect(shape(enPillars)).toEqual(shape(frPillars))
  })

  // The build binds a number to its word with a no-break space (engine/blog/numberSpacing.ts).
  it('has the same four offers, one of them popular, with the spec’s durations', () => {
    expect(frOffers.map((offer) => offer.id)).toEqual(['coaching', 'express', 'plan', 'support'])
    expect(enOffers.map((offer) => [offer.id, offer.popular])).toEqual(
      frOffers.map((offer) => [offer.id, offer.popular]),
    )
    expect(frOffers.filter((offer) => offer.popular).map((offer) => offer.id)).toEqual(['plan'])
    const durations = (list: typeof frOffers) => list.slice(1).map((offer) => offer.duration)
    expect(durations(frOffers)).toEqual([
      '5\u00a0à 10\u00a0jours',
      '1\u00a0mois',
      '3\u00a0à 18\u00a0mois',
    ])
    expect(durations(enOffers)).toEqual([
      '5\u00a0to 10\u00a0days',
      '1\u00a0month',
      '3\u00a0to 18\u00a0months',
    ])
    expect(frOffers[1]?.result).toContain('4\u00a0pages')
    expect(enOffers[1]?.result).toContain('4-page')
    expect(frOffers[3]?.phases?.map((phase) => phase.period)).toEqual([
      '0\u00a0à 3\u00a0mois',
      '3\u00a0à 6\u00a0mois',
      '6\u00a0à 12\u00a0mois',
    ])
    expect(enOffers[3]?.phases?.map((phase) => phase.period)).toEqual([
      'Months 0–3',
      'Months 3–6',
      'Months 6–12',
    ])
  })

  it('has the same four talks with the spec’s durations, the method talk popular', () => {
    const minutes = (duration: string) => duration.replace(/(?<!\s)\s*(?:à|–)\s*/, '-')
    expect(frTalks.map((talk) => minutes(talk.duration))).toEqual([
      '45-60\u00a0min',
      '60\u00a0min',
      '30-90\u00a0min',
      '60\u00a0min',
    ])
    expect(enTalks.map((talk) => minutes(talk.duration))).toEqual(
      frTalks.map((talk) => minutes(talk.duration)),
    )
    expect(enTalks.map((talk) => talk.popular)).toEqual([false, false, true, false])
    expect(frTalks.map((talk) => talk.popular)).toEqual([false, false, true, false])
    for (const talk of [...frTalks, ...enTalks]) expect(talk.audience.length).toBeGreaterThan(5)
  })

  it('has as many trainings, formats, contexts, steps and principles in both languages', () => {
    expect(enTrainings).toHaveLength(frTrainings.length)
    expect(frTrainings).toHaveLength(3)
    expect(frFormats).toHaveLength(3)
    expect(enFormats).toHaveLength(3)
    expect(frContexts).toHaveLength(5)
    expect(enContexts).toHaveLength(5)
    expect(frSteps).toHaveLength(4)
    expect(enSteps).toHaveLength(4)
    expect(frVision.principles.items).toHaveLength(3)
    expect(enVision.principles.items).toHaveLength(3)
    expect(frVision.approach.steps).toHaveLength(5)
    expect(enVision.approach.steps).toHaveLength(5)
    expect(enVision.necessity.symptoms).toHaveLength(frVision.necessity.symptoms.length)
  })

  it('presents the English six-pillar method in the spec’s order', () => {
    expect(sixPillarMethod.map((pillar) => pillar.title)).toEqual([
      'Stress',
      'Nutrition',
      'Nature',
      'Training',
      'Recovery',
      'Autonomy',
    ])
  })
})
