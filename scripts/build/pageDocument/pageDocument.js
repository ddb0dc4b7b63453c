/*
 * A stand-in for jsdom's JSDOM class, for vite-react-ssg's build only. After rendering a page,
 * vite-react-ssg parses the whole HTML with jsdom, appends `<link>` tags to its head, and
 * serializes it again: about 30 ms of CPU per page, most of a 1000-post build. This class does
 * the same on the string: it answers the one query that step makes (is there already a link
 * with this href?), collects the links it appends and writes them at the end of the head.
 * Anything else that step might ask of a document fails loudly instead of being guessed.
 */

const linkWithHref = /^link\[href='([^']*)'\]$/

class PageElement {
  /** @param {string} tagName */
  constructor(tagName) {
    this.tagName = tagName.toLowerCase()
    /** @type {[string, string][]} */
    this.attributes = []
  }

  /** @param {string} name @param {string} value */
  setAttribute(name, value) {
    const key = name.toLowerCase()
    this.attributes = this.attributes.filter(([existing]) => existing !== key)
    this.attributes.push([key, String(value)])
  }

  /** @param {string} name */
  getAttribute(name) {
    return this.attributes.find(([key]) => key === name.toLowerCase())?.[1] ?? null
  }

  get outerHTML() {
    const escape = (/** @type {string} */ value) =>
      value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
    const attributes = this.attributes.map(([key, value]) => ` ${key}="${escape(value)}"`)
    return `<${this.tagName}${attributes.join('')}>`
  }
}

export class JSDOM {
  /** @type {string} */
  #html
  /** @type {number} */
  #headEnd
  /** @type {PageElement[]} */
  #appended = []

  /** @param {string} html */
  constructor(html) {
    this.#html = html
    this.#headEnd = html.search(/<\/head>/i)
    if (this.#headEnd === -1) throw new Error('pageDocument: the rendered page has no </head>.')
    const head = {
      /** @param {string} selector */
      querySelector: (selector) => this.#findLink(selector),
      /** @param {PageElement} element */
      appendChild: (element) => {
        if (!(element instanceof PageElement)) {
          throw new Error('pageDocument: only elements it created can be appended.')
        }
        this.#appended.push(element)
        return element
      },
    }
    this.window = {
      document: {
        head,
        /** @param {string} tagName */
        createElement: (tagName) => new PageElement(tagName),
      },
    }
  }

  /** @param {string} selector */
  #findLink(selector) {
    const match = linkWithHref.exec(selector)
    if (!match) throw new Error(`pageDocument: unsupported selector ${selector}`)
    const href = match[1] ?? ''
    const inPage = [...this.#html.slice(0, this.#headEnd).matchAll(/<link\b[^>]*>/gi)].some(
      ([tag]) => tag.includes(`href="${href}"`) || tag.includes(`href='${href}'`),
    )
    return inPage ? {} : (this.#appended.find((link) => link.getAttribute('href') === href) ?? null)
  }

  /** The page with the appended links at the end of its head. */
  serialize() {
    const links = this.#appended.map((link) => link.outerHTML).join('')
    return this.#html.slice(0, this.#headEnd) + links + this.#html.slice(this.#headEnd)
  }
}
