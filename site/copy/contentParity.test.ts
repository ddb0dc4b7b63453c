import { describe, expect, it } from 'vitest'
import { readPageCopy } from './readPageCopy'

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

/** The two languages tell the same story: same items, same order, same flags and numbers. */
describe('French and English content', () => {
  it('has the five SANTRA pillars, lettered and coloured alike', () => {
    const shape = (list: typeof frPillars) => list.map(({ letter, color }) => `${letter}:${color}`)
    expect(shape(frPillars)).toEqual(['S:S', 'A:A', 'N:N', 'T:T', 'RA:RA'])
    expect(shape(enPillars)).toEqual(shape(frPillars))
  })

  it('has the same four offers, one of them popular, with the spec’s durations', () => {
    expect(frOffers.map((offer) => offer.id)).toEqual(['coaching', 'express', 'plan', 'support'])
    expect(enOffers.map((offer) => [offer.id, offer.popular])).toEqual(
      frOffers.map((offer) => [offer.id, offer.popular]),
    )
    expect(frOffers.filter((offer) => offer.popular).map((offer) => offer.id)).toEqual(['plan'])
    const durations = (list: typeof frOffers) => list.slice(1).map((offer) => offer.duration)
    expect(durations(frOffers)).toEqual(['5 à 10 jours', '1 mois', '3 à 18 mois'])
    expect(durations(enOffers)).toEqual(['5 to 10 days', '1 month', '3 to 18 months'])
    expect(frOffers[1]?.result).toContain('4 pages')
    expect(enOffers[1]?.result).toContain('4-page')
    expect(frOffers[3]?.phases?.map((phase) => phase.period)).toEqual([
      '0 à 3 mois',
      '3 à 6 mois',
      '6 à 12 mois',
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
      '45-60 min',
      '60 min',
      '30-90 min',
      '60 min',
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
