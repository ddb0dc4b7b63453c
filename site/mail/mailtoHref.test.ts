import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailtoHref'

/** Reads a mailto link back the way RFC 6068 says a mail client does (no '+' for space). */
function parse(href: string) {
  const [to = '', query = ''] = href.replace(/^mailto:/, '').split('?')
  const fields = new Map(
    query.split('&').map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [name, decodeURIComponent(value)] as const
    }),
  )
  return { to: decodeURIComponent(to), subject: fields.get('subject'), body: fields.get('body') }
}

describe('mailtoHref', () => {
  it('builds an RFC 6068 link with the address as it is', () => {
    expect(parse(mailtoHref('bonjour@example.com', 's', 'b')).to).toBe('bonjour@example.com')
    expect(mailtoHref('bonjour@example.com', 'Allô', 'Un mot')).toBe(
      'mailto:bonjour@example.com?subject=All%C3%B4&body=Un%20mot',
    )
  })

  it('encodes line breaks as CRLF, whatever the input uses', () => {
    const href = mailtoHref('a@b.ca', 's', 'un\ndeux\r\ntrois\rquatre')
    expect(href).toContain('body=un%0D%0Adeux%0D%0Atrois%0D%0Aquatre')
    expect(href).not.toMatch(/%0A(?<!%0D%0A)/)
    expect(href).not.toMatch(/%0D(?!%0A)/)
  })

  it('keeps hostile characters inside their value', () => {
    const body = 'Q&A? #1 + 50% = 2/3 ; a=b & c=d é à ç « » 🙂'
    const subject = 'Jean-François & Cie ?#+'
    const href = mailtoHref('a@b.ca', subject, body)
    const query = href.slice(href.indexOf('?') + 1)
    expect(query.split('&')).toHaveLength(2)
    expect(query.split('=')).toHaveLength(3)
    expect(query).not.toMatch(/[#+ ?]/)
    expect(parse(href).subject).toBe(subject)
    expect(parse(href).body).toBe(body)
  })

  it('keeps a line break out of the subject, where it would start another header', () => {
    const href = mailtoHref('a@b.ca', 'Bonjour\r\nBcc: x@y.z', 'corps')
    expect(parse(href).subject).toBe('Bonjour Bcc: x@y.z')
    expect(href).not.toContain('bcc=')
  })

  it('drops control characters and survives lone surrogates', () => {
    const href = mailtoHref('a@b.ca', 's', `a\u0000b\u0007c\td\uD800e`)
    expect(parse(href).body).toBe('abc\td\uFFFDe')
  })

  it('still yields one working link for a 5,000-character message', () => {
    const message = 'Équipe & santé ? #'.repeat(278).slice(0, 5000)
    expect(message).toHaveLength(5000)
    const href = mailtoHref('bonjour@example.com', 'Sujet', message)
    expect(parse(href).body).toBe(message)
  })
})
