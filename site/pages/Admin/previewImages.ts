import { BLOG_API } from './fetchAdmin'

/** The start of the addresses where the API serves a previewed post's images. */
const PREVIEW_IMAGES = new RegExp(`^${BLOG_API}/preview/[^/]+/images/[^/]+$`)

/**
 * The preview's HTML with the post's own images inlined as `data:` addresses.
 *
 * The image route sits behind the passphrase, which the admin sends as a header, and an `<img>`
 * cannot send one. Each image is therefore fetched here with the header and inlined. This keeps
 * the passphrase out of every address (no token to leak into logs or history) and needs no
 * change to the site's image policy, which allows `data:` but not `blob:`. The HTML is parsed in
 * an inert template, so no image is requested without the passphrase (each such request would
 * count as a failed attempt). An image that cannot be loaded keeps its text alternative.
 */
export async function withPreviewImages(html: string, passphrase: string): Promise<string> {
  const template = document.createElement('template')
  template.innerHTML = html
  const images = [...template.content.querySelectorAll('img')].filter((image) =>
    PREVIEW_IMAGES.test(image.getAttribute('src') ?? ''),
  )
  const loaded = new Map<string, Promise<string | undefined>>()
  await Promise.all(
    images.map(async (image) => {
      const src = image.getAttribute('src') ?? ''
      if (!loaded.has(src)) loaded.set(src, imageAsDataUrl(src, passphrase))
      const dataUrl = await loaded.get(src)
      if (dataUrl) image.setAttribute('src', dataUrl)
      else image.removeAttribute('src')
    }),
  )
  return template.innerHTML
}

async function imageAsDataUrl(src: string, passphrase: string): Promise<string | undefined> {
  try {
    const response = await fetch(src, {
      headers: { Authorization: `Bearer ${passphrase}` },
      cache: 'no-store',
    })
    if (!response.ok) return undefined
    const blob = await response.blob()
    if (!blob.type.startsWith('image/')) return undefined
    return await new Promise<string | undefined>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => {
        resolve(typeof reader.result === 'string' ? reader.result : undefined)
      }
      reader.onerror = () => {
        resolve(undefined)
      }
      reader.readAsDataURL(blob)
    })
  } catch {
    return undefined
  }
}
