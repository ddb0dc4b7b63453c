import * as Dialog from '@radix-ui/react-dialog'
import { type ReactNode, useId, useState } from 'react'
import { button } from '../components/ui/ButtonLink.css'
import { adviceListSchema, type AdminPost, type ImportAdvice, z } from '../../engine/index.ts'
import * as articleStyles from '../pages/Blog/BlogPostPage.css'
import * as proseStyles from '../pages/Blog/PostBody.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import * as dialogStyles from './DeletePostButton.css'
import { fetchAdmin } from './fetchAdmin'
import * as previewStyles from './PostPreview.css'
import { AdviceSummary, annotatedHtml, TitleNotes } from './PreviewAdvice'
import { withPreviewImages } from './previewImages'

/** The answer of `GET /api/blog/preview/{id}`: the texts as sanitized HTML, made by the server. */
const previewSchema = z.object({
  title: z.string(),
  content: z.string(),
  titleEn: z.optional(z.string()),
  contentEn: z.optional(z.string()),
  /** The description each version has on the site (its excerpt, or the start of its text). */
  excerpt: z.optional(z.string()),
  excerptEn: z.optional(z.string()),
  /** The import's advice on the post, each beside the text it concerns. */
  advice: z.optional(adviceListSchema),
})

type Preview = z.infer<typeof previewSchema>
type Language = 'fr' | 'en'

interface PreviewArticleProps {
  preview: Preview
  language: Language
  /** The post's only text is English (`title` and `content` are English, there is no French). */
  englishOnly: boolean
  postId: string
  /** The preview is loaded again (a description was saved). */
  onReload: () => void
  onUnauthorized: () => void
}

/** The advice on one version, each with its index in the post's list (the notes' ids). */
function adviceOf(advice: readonly ImportAdvice[] | undefined, language: Language) {
  return (advice ?? [])
    .map((piece, index) => ({ piece, index }))
    .filter(({ piece }) => piece.place.language === language)
}

/**
 * The article in one language, with the blog page's own header and text styles; the import's
 * advice above it, and each piece beside the title or block it concerns.
 */
function PreviewArticle({
  preview,
  language,
  englishOnly,
  postId,
  onReload,
  onUnauthorized,
}: PreviewArticleProps) {
  const english = englishOnly || (language === 'en' && preview.contentEn !== undefined)
  // The English version beside the French one; an English-only post's text is its main one.
  const second = english && !englishOnly
  const prefix = useId().replace(/:/g, '')
  const advice = adviceOf(preview.advice, english ? 'en' : 'fr')
  const html = second ? (preview.contentEn ?? '') : preview.content
  return (
    <article lang={english ? 'en' : 'fr'}>
      <header className={articleStyles.header}>
        <div className={articleStyles.headerInner}>
          <Dialog.Title asChild>
            <h1 className={articleStyles.title}>
              {second ? (preview.titleEn ?? preview.title) : preview.title}
            </h1>
          </Dialog.Title>
          <div lang="fr">
            <TitleNotes advice={advice} prefix={prefix} />
          </div>
        </div>
      </header>
      <div className={articleStyles.body}>
        <div lang="fr">
          <AdviceSummary
            key={`${postId}-${language}`}
            advice={advice}
            prefix={prefix}
            postId={postId}
            language={second ? 'en' : 'fr'}
            description={(second ? preview.excerptEn : preview.excerpt) ?? ''}
            onSaved={onReload}
            onUnauthorized={onUnauthorized}
          />
        </div>
        {/* Sanitized by the server's Markdown pipeline, the one that renders the public pages;
            the advice's notes are added with the DOM, their text escaped. */}
        <div
          className={proseStyles.prose}
          dangerouslySetInnerHTML={{
            __html: advice.length === 0 ? html : annotatedHtml(html, advice, prefix),
          }}
        />
      </div>
    </article>
  )
}

/**
 * The post's preview from the server, its images inlined from their bytes. Both languages share
 * one request per image.
 */
async function fetchPreview(postId: string): Promise<Preview> {
  const path = `/preview/${encodeURIComponent(postId)}`
  const preview = await fetchAdmin(path, previewSchema)
  const images = new Map<string, Promise<string | undefined>>()
  const [content, contentEn] = await Promise.all([
    withPreviewImages(preview.content, images),
    preview.contentEn === undefined ? undefined : withPreviewImages(preview.contentEn, images),
  ])
  return { ...preview, content, ...(contentEn === undefined ? {} : { contentEn }) }
}

interface PreviewState {
  preview?: Preview
  error?: string
}

/** Loads the preview each time the dialog opens; a refused session asks for the passphrase again. */
function usePreviewLoad(postId: string, onUnauthorized: () => void) {
  const [state, setState] = useState<PreviewState>({})

  async function load() {
    setState({})
    try {
      setState({ preview: await fetchPreview(postId) })
    } catch (error) {
      setState({ error: actionFailure(error, 'L’aperçu') })
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    }
  }
  return { state, load }
}

/** « Français » and « Anglais »: which text the dialog shows; English only if there is one. */
function LanguageChoice({
  language,
  onLanguage,
  englishMissing,
  frenchMissing,
}: {
  language: Language
  onLanguage: (language: Language) => void
  englishMissing: boolean
  frenchMissing: boolean
}) {
  return (
    <div className={previewStyles.languages} role="group" aria-label="Langue de l’aperçu">
      <button
        type="button"
        className={button.secondary}
        aria-pressed={language === 'fr'}
        disabled={frenchMissing}
        onClick={() => {
          onLanguage('fr')
        }}
      >
        Français
      </button>
      <button
        type="button"
        className={button.secondary}
        aria-pressed={language === 'en'}
        disabled={englishMissing}
        onClick={() => {
          onLanguage('en')
        }}
      >
        Anglais
      </button>
    </div>
  )
}

/** Until the preview arrives: the dialog's title, and that it loads or why it failed. */
function PreviewWaiting({ title, error }: { title: string; error: string | undefined }) {
  return (
    <>
      <Dialog.Title className={dialogStyles.title}>Aperçu de « {title} »</Dialog.Title>
      <p className={error ? styles.fieldError : styles.hint} role={error ? 'alert' : 'status'}>
        {error ?? 'Chargement de l’aperçu…'}
      </p>
    </>
  )
}

export interface PostPreviewProps {
  post: AdminPost
  describedBy: string
  onUnauthorized: () => void
  /** What the button shows; « Aperçu » unless the calendar names the post itself. */
  label?: ReactNode
  /** The button's class; the secondary button unless given. */
  triggerClassName?: string
}

/** « Aperçu »: the post as the site will show it, in a dialog; nothing is published. */
export function PostPreview({
  post,
  describedBy,
  onUnauthorized,
  label = 'Aperçu',
  triggerClassName = button.secondary,
}: PostPreviewProps) {
  const [open, setOpen] = useState(false)
  const firstLanguage: Language = post.englishOnly ? 'en' : 'fr'
  const [language, setLanguage] = useState<Language>(firstLanguage)
  const { state, load } = usePreviewLoad(post.id, onUnauthorized)

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setLanguage(firstLanguage)
          void load()
        }
      }}
    >
      <Dialog.Trigger className={triggerClassName} aria-describedby={describedBy}>
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={previewStyles.content} aria-describedby={undefined}>
          <div className={previewStyles.bar}>
            <LanguageChoice
              language={language}
              onLanguage={setLanguage}
              englishMissing={
                !post.englishOnly &&
                state.preview !== undefined &&
                state.preview.contentEn === undefined
              }
              frenchMissing={post.englishOnly === true}
            />
            <Dialog.Close className={button.secondary}>Fermer l’aperçu</Dialog.Close>
          </div>
          {state.preview ? (
            <PreviewArticle
              preview={state.preview}
              language={language}
              englishOnly={post.englishOnly === true}
              postId={post.id}
              onReload={() => void load()}
              onUnauthorized={onUnauthorized}
            />
          ) : (
            <PreviewWaiting title={post.title} error={state.error} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
