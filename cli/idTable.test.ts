import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PostSummary } from '../engine/blog/operations/listPosts.ts'
import { listText } from './commands/list.ts'
import { idTable } from './idTable.ts'
import { terminalSafe } from './terminalSafe.ts'
import { ellipsis, textWidth, wrapText } from './textWidth.ts'

/** Text as titles come: accents (composed or not), emoji, wide characters and controls. */
const untrustedText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.constantFrom(
        'é',
        'e\u0301',
        '👨‍👩‍👧',
        '🇨🇦',
        '1️⃣',
        '健康な職場',
        '\u001b[2J',
        '\r',
        '\t',
        '\n',
        '\u202e',
        '\u009b',
        ' ',
        '«\u202fSANTRA\u202f»',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

/** Ids as the schema makes them, and folder names of broken posts, which can be anything. */
const anyId = fc.oneof(
  fc
    .stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+){0,12}$/)
    .map((slug) => `2026-11-23-${slug.slice(0, 140)}`),
  untrustedText.map((text) => text.replace(/\s/g, '')).filter((text) => text.length > 0),
)

const summary = fc.record({
  id: anyId,
  title: untrustedText,
  status: fc.constantFrom('draft', 'scheduled', 'published', 'broken'),
  scheduledDate: fc.constantFrom(null, '2026-11-23T08:00:00-05:00'),
  publishedDate: fc.constantFrom(null, '2026-03-01T08:00:00-05:00'),
  error: fc.option(untrustedText, { nil: undefined }),
  // One post in five « à revoir »: its passage is wrapped below the table, the costliest part.
  review: fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 4 },
    {
      arbitrary: fc.record({
        language: fc.constantFrom('fr', 'en'),
        since: fc.constant('2026-11-21T10:00:00-05:00'),
        passage: untrustedText,
      }),
      weight: 1,
    },
  ),
}) as fc.Arbitrary<PostSummary>

/** An id as printed: its controls visible, like every other text. */
const shown = (id: string) => terminalSafe(id)

describe('santra-blog list', () => {
  it('fits any width from 20 to 200 columns, every id whole, only an id alone may overflow', () => {
    fc.assert(
      fc.property(
        fc.array(summary, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 20, max: 200 }),
        (posts, width) => {
          const lines = listText(posts, width)
          const ids = new Set(posts.map((post) => shown(post.id)))
          for (const line of lines) {
            if (textWidth(line) > width) expect(ids).toContain(line.trim())
          }
          for (const id of ids) {
            expect(lines.some((line) => line.split('  ').some((cell) => cell.trim() === id))).toBe(
              true,
            )
          }
        },
      ),
      { numRuns: 150 },
    )
  })

  it('marks a translation « à revoir » in a column and quotes the passage that changed below', () => {
    const post: PostSummary = {
      id: '2026-11-23-sante',
      title: 'La santé au travail',
      slug: 'sante',
      status: 'scheduled',
      scheduledDate: '2026-11-23T08:00:00-05:00',
      publishedDate: null,
    }
    expect(listText([post], 80)).toEqual([
      'Statut     Date              Identifiant       Titre',
      'Programmé  2026-11-23 08:00  2026-11-23-sante  La santé au travail',
    ])
    const flagged: PostSummary = {
      ...post,
      review: {
        language: 'en',
        since: '2026-11-21T10:00:00-05:00',
        passage: 'La prévention compte,\u001b[2J et l’ergonomie aussi.',
        removed: true,
      },
    }
    expect(listText([flagged, { ...post, id: '2026-11-25-autre', title: 'Autre' }], 80)).toEqual([
      'Statut     Date              À revoir  Identifiant       Titre',
      'Programmé  2026-11-23 08:00  anglais   2026-11-23-sante  La santé au travail',
      'Programmé  2026-11-23 08:00            2026-11-25-autre  Autre',
      '',
      'Traductions à revoir (santra-blog review <identifiant> une fois revues) :',
      '',
      '2026-11-23-sante',
      '  Version anglaise à revoir depuis le 2026-11-21 10:00 : passage retiré du',
      '  français :',
      '    « La prévention compte,\\u001b[2J et l’ergonomie aussi. »',
    ])
  })

  it('shortens titles, never ids, in each of its three layouts', () => {
    const header = { cells: ['Statut', 'Date'], id: 'Identifiant', title: 'Titre' }
    const id = '2026-11-23-la-fatigue-organisationnelle-reconnaitre-les-signaux'
    const row = {
      cells: ['Programmé', '2026-11-23 08:00'],
      id,
      title: 'La fatigue organisationnelle : reconnaître les signaux précoces',
    }
    expect(idTable(header, [row], 140)).toEqual([
      `Statut     Date              Identifiant${' '.repeat(52)}  Titre`,
      `Programmé  2026-11-23 08:00  ${id}  La fatigue organisationnelle : reconnaître le…`,
    ])
    const short = {
      cells: ['Publié', '2026-03-01 08:00'],
      id: '2026-03-01-equipe',
      title: 'Équipe',
    }
    expect(idTable(header, [row, short], 80)).toEqual([
      'Statut     Date              Titre et identifiant',
      'Programmé  2026-11-23 08:00  La fatigue organisationnelle : reconnaître les sig…',
      `  ${id}`,
      'Publié     2026-03-01 08:00  Équipe',
      '  2026-03-01-equipe',
    ])
    expect(idTable(header, [short], 80)).toEqual([
      'Statut  Date              Identifiant        Titre',
      'Publié  2026-03-01 08:00  2026-03-01-equipe  Équipe',
    ])
    expect(idTable(header, [row, short], 30)).toEqual([
      'La fatigue organisationnelle…',
      id,
      'Programmé  2026-11-23 08:00',
      '',
      'Équipe',
      '2026-03-01-equipe',
      'Publié  2026-03-01 08:00',
    ])
    expect(idTable(header, [row], 20)).toEqual([
      'La fatigue organisa…',
      id,
      'Programmé',
      '2026-11-23 08:00',
    ])
  })
})

describe('textWidth', () => {
  it('cuts and wraps between graphemes, within the width', () => {
    fc.assert(
      fc.property(untrustedText, fc.integer({ min: 2, max: 80 }), (raw, width) => {
        const text = terminalSafe(raw).replace(/[\t\n]/g, ' ')
        const cut = ellipsis(text, width)
        expect(textWidth(cut)).toBeLessThanOrEqual(width)
        if (cut !== text) expect(cut.endsWith('…')).toBe(true)
        for (const line of wrapText(text, width)) {
          expect(textWidth(line)).toBeLessThanOrEqual(width)
        }
      }),
      { numRuns: 200 },
    )
    expect(ellipsis('👨‍👩‍👧👨‍👩‍👧', 3)).toBe('👨‍👩‍👧…')
    expect(textWidth('健康')).toBe(4)
  })
})
