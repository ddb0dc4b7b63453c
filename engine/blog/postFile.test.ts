import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BlogError } from './errors.ts'
import { parsePost, serializePost } from './postFile.ts'
import type { Post } from './postSchema.ts'

const post: Post = {
  id: '2026-11-23-la-sante-au-travail',
  fr: {
    frontmatter: {
      title: 'La santé au travail : « un levier » pour l’équipe #1',
      slug: 'la-sante-au-travail',
      excerpt: 'Premier paragraphe avec des "guillemets" droits, un \\ et un\u2028séparateur…',
      status: 'scheduled',
      scheduledDate: '2026-11-23T08:00:00-05:00',
      publishedDate: null,
      createdAt: '2026-11-01T10:15:00-04:00',
      updatedAt: '2026-11-01T10:15:00-04:00',
    },
    body: '## Pourquoi\n\nDu texte **gras**.\n\n![Un schéma](img-0123456789abcdef.png)',
  },
  en: {
    frontmatter: { title: 'Health at work: a lever', slug: 'health-at-work', excerpt: 'First.' },
    body: 'Some text.',
  },
  images: ['img-0123456789abcdef.png'],
}

const frWith = (frontmatter: string) => `---\n${frontmatter}\n---\n\nCorps.\n`

describe('post files', () => {
  it('round-trips a post through its files', () => {
    const files = serializePost(post)
    expect(parsePost(post.id, files, { images: post.images })).toEqual(post)
  })

  it('writes dates as quoted strings and keeps a draft without dates', () => {
    const draft: Post = {
      id: '2026-11-01-brouillon',
      fr: {
        frontmatter: {
          title: 'Brouillon',
          slug: 'brouillon',
          status: 'draft',
          createdAt: '2026-11-01T10:15:00-04:00',
          updatedAt: '2026-11-01T10:15:00-04:00',
        },
        body: 'Texte.',
      },
      images: [],
    }
    const files = serializePost(draft)
    expect(files.fr).toContain('createdAt: "2026-11-01T10:15:00-04:00"')
    expect(files.fr).not.toContain('excerpt')
    expect(files.en).toBeUndefined()
    expect(parsePost(draft.id, files)).toEqual(draft)
  })

  it('reads unquoted dates that YAML turns into Date objects as the same instant', () => {
    const parsed = parsePost('2026-11-23-x', {
      fr: frWith(
        [
          'title: X',
          'slug: x',
          'status: scheduled',
          'scheduledDate: 2026-11-23T08:00:00-05:00',
          'createdAt: 2026-07-01T12:00:00Z',
          'updatedAt: 2026-07-01T12:00:00Z',
        ].join('\n'),
      ),
    })
    expect(parsed.fr.frontmatter.scheduledDate).toBe('2026-11-23T08:00:00-05:00')
    expect(parsed.fr.frontmatter.createdAt).toBe('2026-07-01T08:00:00-04:00')
    expect(parsed.fr.body).toBe('Corps.')
  })

  it('names the file, the field and the expected shape when a field is invalid', () => {
    const invalid = frWith(
      [
        'title: X',
        'slug: x',
        'status: scheduled',
        'scheduledDate: "demain matin"',
        'createdAt: "2026-07-01T12:00:00Z"',
        'updatedAt: "2026-07-01T12:00:00Z"',
      ].join('\n'),
    )
    expect(() => parsePost('2026-11-23-x', { fr: invalid })).toThrow(
      'content/blog/2026-11-23-x/fr.md: field "scheduledDate": expected an ISO 8601 date-time with an offset (e.g. "2026-11-23T08:00:00-05:00").',
    )
    try {
      parsePost('2026-11-23-x', { fr: invalid })
    } catch (error) {
      expect(error).toBeInstanceOf(BlogError)
      expect(error).toMatchObject({ code: 'invalid-post', field: 'scheduledDate' })
    }
  })

  it('refuses a scheduled post without a date, an unknown status and an unknown field', () => {
    const base = [
      'title: X',
      'slug: x',
      'createdAt: "2026-07-01T12:00:00Z"',
      'updatedAt: "2026-07-01T12:00:00Z"',
    ]
    expect(() =>
      parsePost('2026-11-23-x', { fr: frWith([...base, 'status: scheduled'].join('\n')) }),
    ).toThrow(
      'field "scheduledDate": expected an ISO 8601 date-time with an offset, since status is "scheduled"',
    )
    expect(() =>
      parsePost('2026-11-23-x', { fr: frWith([...base, 'status: online'].join('\n')) }),
    ).toThrow('field "status": expected one of "draft", "scheduled", "published"')
    expect(() =>
      parsePost('2026-11-23-x', {
        fr: frWith([...base, 'status: draft', 'scheduleDate: x'].join('\n')),
      }),
    ).toThrow('Unrecognized key: "scheduleDate"')
  })

  it('names en.md when the English file is invalid', () => {
    const fr = serializePost(post).fr
    expect(() => parsePost(post.id, { fr, en: frWith('title: Hello\nslug: Not A Slug') })).toThrow(
      'content/blog/2026-11-23-la-sante-au-travail/en.md: field "slug": expected a slug',
    )
  })

  it('reports broken YAML with the file name', () => {
    expect(() => parsePost('2026-11-23-x', { fr: '---\ntitle: [oops\n---\n' })).toThrow(
      /^content\/blog\/2026-11-23-x\/fr\.md: the frontmatter is not valid YAML/,
    )
  })

  it('never runs front matter written in JavaScript, and names the file', () => {
    const marker = '__santraFrontMatterRan'
    const globals = globalThis as Record<string, unknown>
    Reflect.deleteProperty(globals, marker)
    for (const opening of [
      '---js',
      '---javascript',
      '--- JS ',
      '---coffee',
      '---toml',
      '---json',
    ]) {
      const text = `${opening}\n{ title: (globalThis.${marker} = 'oui') }\n---\n\nCorps.\n`
      expect(() => parsePost('2026-11-23-x', { fr: text })).toThrow(
        /^content\/blog\/2026-11-23-x\/fr\.md : l’en-tête est écrit en « .+ » ; seul le YAML est lu/,
      )
    }
    expect(globals[marker]).toBeUndefined()
  })

  it('reads YAML front matter opened by ---yaml as YAML', () => {
    const text = serializePost(post).fr.replace(/^---\n/, '---yaml\n')
    expect(
      parsePost(post.id, { fr: text, en: serializePost(post).en }, { images: post.images }),
    ).toEqual(post)
  })

  it('builds no function, regular expression or undefined from YAML tags', () => {
    for (const tag of [
      '!!js/function "function () { return 1 }"',
      '!!js/regexp /a/',
      '!!js/undefined ""',
    ]) {
      expect(() => parsePost('2026-11-23-x', { fr: frWith(`title: ${tag}`) })).toThrow(
        /^content\/blog\/2026-11-23-x\/fr\.md: the frontmatter is not valid YAML/,
      )
    }
  })

  it('does not let a __proto__ key reach the prototype', () => {
    expect(() =>
      parsePost('2026-11-23-x', { fr: frWith('__proto__:\n  polluted: oui\ntitle: X') }),
    ).toThrow(BlogError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

/** A parse either gives a post or refuses with a sentence that names the file: never a crash. */
function parsesOrRefusesWithASentence(text: string): void {
  try {
    const parsed = parsePost('2026-11-23-x', { fr: text })
    expect(parsed.id).toBe('2026-11-23-x')
  } catch (error) {
    expect(error).toBeInstanceOf(BlogError)
    const { message } = error as BlogError
    expect(message).toMatch(/^content\/blog\/2026-11-23-x\/fr\.md ?: /)
    expect(message).not.toMatch(/\n +at /)
  }
}

describe('post files, generated', () => {
  const marker = '__santraGeneratedFrontMatterRan'
  const code = `{ title: (globalThis.${marker} = 'oui') }`
  /** Openings of every kind: YAML's, other languages', odd spacing and case, and noise. */
  const opening = fc.oneof(
    fc.constantFrom('---', '--- ', '---yaml', '---YML', '---\r', '﻿---', '----', '', '-- -'),
    fc
      .constantFrom(
        'js',
        'javascript',
        'JavaScript ',
        ' coffee',
        'toml',
        'json',
        'constructor',
        '__proto__',
        'toString',
      )
      .map((language) => `---${language}`),
    fc
      .string({ maxLength: 12 })
      .filter((language) => !language.includes('\n'))
      .map((language) => `---${language}`),
  )
  const key = fc.oneof(
    fc.constantFrom(
      'title',
      'slug',
      'status',
      'createdAt',
      'updatedAt',
      'scheduledDate',
      '__proto__',
      'constructor',
      '<<',
    ),
    fc.string({ maxLength: 10 }),
  )
  const value = fc.oneof(
    fc.constantFrom(
      '!!js/function "function () {}"',
      '!!js/regexp /a+/',
      '!!binary aGVsbG8=',
      '*alias',
      '&anchor x',
      '{',
      '[',
      '"',
      "'",
      '2026-11-23T08:00:00-05:00',
      'null',
      '~',
      '|',
    ),
    fc.string({ maxLength: 20 }),
    fc.jsonValue({ maxDepth: 2 }).map((json) => JSON.stringify(json)),
  )
  const block = fc.array(
    fc.tuple(key, value).map(([k, v]) => `${k}: ${v}`),
    { maxLength: 8 },
  )

  it('never run code and never crash on generated front matter', () => {
    fc.assert(
      fc.property(
        opening,
        block,
        fc.boolean(),
        fc.string({ maxLength: 40 }),
        (open, lines, withCode, body) => {
          const inside = withCode ? [code, ...lines] : lines
          parsesOrRefusesWithASentence(`${open}\n${inside.join('\n')}\n---\n${body}`)
        },
      ),
      { numRuns: 400 },
    )
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined()
  })

  it('never crash on random text or bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder().decode(bytes)),
        ),
        (text) => {
          parsesOrRefusesWithASentence(text)
        },
      ),
      { numRuns: 300 },
    )
  })
})
