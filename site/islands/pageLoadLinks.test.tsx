// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isCurrentPath, Link, NavLink } from './pageLoadLinks'

afterEach(cleanup)

describe('the links of a page without the app', () => {
  it('follow the router’s rule for the current page', () => {
    expect(isCurrentPath('/services', '/services', true)).toBe(true)
    expect(isCurrentPath('/Services/', '/services', true)).toBe(true)
    expect(isCurrentPath('/blog/un-article', '/blog', true)).toBe(false)
    expect(isCurrentPath('/blog/un-article', '/blog', false)).toBe(true)
    expect(isCurrentPath('/blogue', '/blog', false)).toBe(false)
    expect(isCurrentPath('/blog', '/', false)).toBe(false)
    expect(isCurrentPath('/', '/', true)).toBe(true)
  })

  it('are plain anchors; the current page’s link says so', () => {
    window.history.replaceState(null, '', '/services')
    render(
      <>
        <Link to="/en" lang="en" className="switch">
          English
        </Link>
        <NavLink to="/services" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Services
        </NavLink>
        <NavLink to="/contact" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Contact
        </NavLink>
      </>,
    )
    const english = screen.getByRole('link', { name: 'English' })
    expect(english.getAttribute('href')).toBe('/en')
    expect(english.className).toBe('switch')
    const current = screen.getByRole('link', { name: 'Services' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.className).toBe('on')
    expect(current.hasAttribute('end')).toBe(false)
    const other = screen.getByRole('link', { name: 'Contact' })
    expect(other.hasAttribute('aria-current')).toBe(false)
    expect(other.className).toBe('off')
  })
})
