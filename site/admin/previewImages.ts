import { ADMIN_SESSION_HEADER, POST_IMAGE_TYPES } from '../../engine/index.ts'
import { BLOG_API, currentSession, keepRenewedSession } from './fetchAdmin'

/** The start of the addresses where the API serves a previewed post's images. */
const PREVIEW_IMAGES = new RegExp(`^${BLOG_API}/preview/[^/]+/images/[^/]+$`)

/**
 * The preview's HTML with the post's own images inlined as `data:` addresses.
 *
 * The image route sits behind the session token, which the admin sends as a header, and an
 * `<img>` cannot send one. Each image is therefore fetched here with the header and inlined. This
 * keeps the token out of every address (no token to leak into logs or history) and needs no
 * change to the site's image policy, which allows `data:` but not `blob:`. The HTML is parsed in
 * an inert template, so no image is requested without the token (each such request would
 * count as a failed attempt). An image that cannot be loaded keeps its text alternative.
 */
export async function withPreviewImages(
  html: string,
  /** Images already asked for, by address: both languages of a post share their images. */
  loaded = new Map<string, Promise<string | undefined>>(),
): Promise<string> {
  const template = document.createElement('template')
  template.innerHTML = html
  const images = [...template.content.querySelectorAll('img')].filter((image) =>
    PREVIEW_IMAGES.test(image.getAttribute('src') ?? ''),
  )
  await Promise.all(
    images.map(async (image) => {
      const src = image.getAttribute('src') ?? ''
      if (!loaded.has(src)) loaded.set(src, imageAsDataUrl(src))
      const dataUrl = await loaded.get(src)
      if (dataUrl) image.setAttribute('src', dataUrl)
      else image.removeAttribute('src')
    }),
  )
  return template.innerHTML
}

async function imageAsDataUrl(src: string): Promise<string | undefined> {
  try {
    const response = await fetch(src, {
      headers: { Authorization: `Bearer ${currentSession()}` },
      cache: 'no-store',
    })
    keepRenewedSession(response.headers.get(ADMIN_SESSION_HEADER))
    if (!response.ok) return undefined
    const type = response.headers.get('Content-Type') ?? ''
    // Only the types a post folder may hold: an SVG, say, is never shown.
    if (!Object.values(POST_IMAGE_TYPES).includes(type)) return undefined
    return `data:${type};base64,${base64(new Uint8Array(await response.arrayBuffer()))}`
  } catch {
    return undefined
  }
}

/** The bytes in base64, converted by slices so that a large image never overflows the stack. */
function base64(bytes: Uint8Array): string {
  let binary = ''
  const slice = 0x8000
  for (let at = 0; at < bytes.length; at += slice) {
    binary += String.fromCharCode(...bytes.subarray(at, at + slice))
  }
  return btoa(binary)
}
