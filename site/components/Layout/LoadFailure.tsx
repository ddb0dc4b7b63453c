import { useLingui } from '@lingui/react/macro'
import { button } from '../ui/ButtonLink.css'

/**
 * Why a page or a part of it could not show: its code has gone with a new deployment (`stale`),
 * or a connection problem or a passing error interrupted it. Shared by the app's error page
 * (RouteError) and the islands' (IslandBoundary).
 */
export function LoadFailureText({ stale }: { stale: boolean }) {
  const { t } = useLingui()
  return (
    <p>
      {stale
        ? t`Le site a été mis à jour pendant votre visite. Rechargez la page pour obtenir sa dernière version.`
        : t`Un problème de connexion ou une erreur passagère a interrompu son chargement. Rechargez la page pour réessayer.`}
    </p>
  )
}

/** Loads the page afresh, at the visitor's request. */
export function ReloadButton() {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={button.primary}
      onClick={() => {
        window.location.reload()
      }}
    >
      {t`Recharger la page`}
    </button>
  )
}
