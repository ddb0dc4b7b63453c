import { useLingui } from '@lingui/react/macro'
import { toast } from '../../components/Toaster/toastStore'
import { Tooltip } from '../../components/ui/Tooltip'
import * as styles from './ShareButton.css'

/**
 * Shares the article: the device's share sheet where the browser offers one, otherwise the
 * address is copied and a notification confirms it.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useLingui()
  async function share() {
    const url = window.location.href
    if ('share' in navigator) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast({
        title: t`Lien copié`,
        description: t`L’adresse de l’article est dans votre presse-papiers.`,
      })
    } catch {
      toast({ title: t`Impossible de copier le lien`, description: url, variant: 'destructive' })
    }
  }

  return (
    <Tooltip content={t`Partager cet article ou copier son lien`}>
      <button type="button" className={styles.share} onClick={() => void share()}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
          />
        </svg>
        {t`Partager`}
      </button>
    </Tooltip>
  )
}
