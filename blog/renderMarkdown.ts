import type { Nodes, Root } from 'mdast'
import { remark } from 'remark'
import remarkHtml, { type Options as RemarkHtmlOptions } from 'remark-html'
import type { ImageSize } from './imageSize.ts'

type SanitizeSchema = Exclude<NonNullable<RemarkHtmlOptions['sanitize']>, boolean>

/**
 * What a post body may contain once rendered: the elements plain Markdown produces, nothing
 * else. Raw HTML in the Markdown is dropped before this list is even applied, and link and image
 * addresses must be relative or use one of the listed protocols (so no `javascript:`).
 */
const postSchema: SanitizeSchema = {
  tagNames: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'em',
    'strong',
    'del',
    'code',
    'pre',
    'a',
    'img',
  ],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    code: [['className', /^language-[\w-]+$/]],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  strip: ['script', 'style'],
  clobberPrefix: 'user-content-',
  clobber: ['id', 'name'],
}

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /**
   * The address of the post's folder on the site, ending with `/` (e.g. `/blog/2026-01-05-x/`).
   * Images the Markdown names by file (`![Schéma](schema.png)`) are served from there.
   */
  imageBase?: string
  /** The size of each image of the post's folder, by file name. */
  imageSizes?: ReadonlyMap<string, ImageSize>
}

/** A rendered post body. */
export interface RenderedMarkdown {
  /** Sanitized HTML, safe to insert in the page. */
  html: string
  /** The text without any Markdown, blocks separated by a space (descriptions, reading time). */
  text: string
}

interface RenderData {
  options: RenderMarkdownOptions
  text?: string
}

const processor = remark()
  .use(() => prepareTree)
  .use(remarkHtml, { sanitize: postSchema })
  .freeze()

/**
 * Converts a post's Markdown to sanitized HTML and plain text. Headings move down so the body
 * never holds an `h1` (the page title is the only one); images get their folder's address, their
 * width and height, and lazy loading.
 */
export function renderMarkdown(
  markdown: string,
  options: RenderMarkdownOptions = {},
): RenderedMarkdown {
  const data: RenderData = { options }
  const html = String(processor.processSync({ value: markdown, data: { render: data } })).trim()
  return { html, text: data.text ?? '' }
}

function prepareTree(tree: Root, file: { data: object }): void {
  const data = (file.data as { render?: RenderData }).render
  if (!data) return
  const { imageBase, imageSizes } = data.options
  const depths = collect(tree, 'heading').map((heading) => heading.depth)
  const shift = Math.max(0, 2 - Math.min(6, ...depths))
  for (const heading of collect(tree, 'heading')) {
    heading.depth = Math.min(6, heading.depth + shift) as typeof heading.depth
  }
  for (const image of collect(tree, 'image')) {
    const fileName = localImageName(image.url)
    const size = fileName === undefined ? undefined : imageSizes?.get(fileName)
    if (fileName !== undefined && imageBase !== undefined) {
      image.url = `${imageBase}${encodeURIComponent(fileName)}`
    }
    image.data = {
      ...image.data,
      hProperties: { ...size, loading: 'lazy', decoding: 'async' },
    }
  }
  data.text = plainText(tree)
}

/** The file name of an image given relative to the post's folder, e.g. `./photo.png`. */
function localImageName(url: string): string | undefined {
  if (/^([a-z][a-z\d+.-]*:|\/)/i.test(url)) return undefined
  const name = url.replace(/^\.\//, '').split(/[?#]/, 1)[0] ?? ''
  if (name === '' || name.includes('/')) return undefined
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

type NodeOfType<Type extends Nodes['type']> = Extract<Nodes, { type: Type }>

function collect<Type extends Nodes['type']>(tree: Nodes, type: Type): NodeOfType<Type>[] {
  const found: NodeOfType<Type>[] = []
  const visit = (node: Nodes) => {
    if (node.type === type) found.push(node as NodeOfType<Type>)
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)
  return found
}

function plainText(tree: Root): string {
  const parts: string[] = []
  const visit = (node: Nodes) => {
    if (node.type === 'html' || node.type === 'image' || node.type === 'definition') return
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      parts.push(node.value)
    } else if (node.type === 'break') {
      parts.push(' ')
    }
    if ('children' in node) {
      for (const child of node.children) visit(child)
      // Blocks are separated so "Titre" and "Texte" never read as "TitreTexte".
      if (node.type !== 'root' && !isPhrasing(node)) parts.push(' ')
    }
  }
  visit(tree)
  // French no-break spaces are typography, not layout: they stay.
  return parts
    .join('')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
}

function isPhrasing(node: Nodes): boolean {
  return ['emphasis', 'strong', 'delete', 'link', 'linkReference'].includes(node.type)
}
