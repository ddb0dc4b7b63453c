import { lazy, Suspense, useCallback, useState } from 'react'
import { publicationSlots } from '../../engine/index.ts'
import { PageHead } from '../components/PageHead/PageHead'
import { button } from '../components/ui/ButtonLink.css'
import { PageHero } from '../components/ui/PageHero'
import { Section } from '../components/ui/Section'
import { closeSession } from './fetchAdmin'
import { PassphraseForm } from './PassphraseForm'
import { endSession, useAdminSession } from './useAdminSession'

/*
 * The tools load once the passphrase is known: the page that asks for it stays light, and the
 * tools' code (forms, calendar, preview, the phone library of the facts' schema) comes in one
 * request after sign-in.
 */
const AdminTools = lazy(() =>
  import('./AdminTools').then(({ AdminTools }) => ({ default: AdminTools })),
)

/** The consultant's blog administration (French only, kept out of search engines). */
export function Component() {
  const signedIn = useAdminSession()
  const [notice, setNotice] = useState<string>()
  const onUnauthorized = useCallback(() => {
    setNotice(
      'Votre session a pris fin (une heure sans activité, ou la phrase de passe a changé) : saisissez de nouveau la phrase de passe.',
    )
    endSession()
  }, [])

  return (
    <>
      <PageHead
        title="Administration du blogue"
        description="Téléverser des articles Word, planifier leur publication et gérer les articles du blogue."
        noindex
      />
      <PageHero
        title="Administration du blogue"
        lead={
          <p>
            {`Téléversez vos articles rédigés dans Word : ils sont programmés les ${publicationSlots({ plural: true, join: 'and' })}. Publiez les articles échus et gérez tous les articles du blogue.`}
          </p>
        }
        actions={
          signedIn && (
            <button
              type="button"
              className={button.secondary}
              onClick={() => {
                setNotice(undefined)
                void closeSession().then((closed) => {
                  if (!closed) {
                    setNotice(
                      'La session est fermée dans ce navigateur, mais le serveur n’a pas pu être joint : elle prendra fin d’elle-même après une heure sans activité.',
                    )
                  }
                })
              }}
            >
              Fermer la session
            </button>
          )
        }
      />
      {!signedIn ? (
        <Section id="acces" title="Accès réservé">
          <PassphraseForm notice={notice} />
        </Section>
      ) : (
        <Suspense
          fallback={
            <Section id="chargement" title="Chargement">
              <p role="status">Chargement des outils d’administration…</p>
            </Section>
          }
        >
          <AdminTools onUnauthorized={onUnauthorized} />
        </Suspense>
      )}
    </>
  )
}
