import { useEffect, useRef, useState } from 'react'
import {
  FormProvider,
  useForm,
  type UseFormReset,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form'
import { type SiteFactsProblem, siteFactsSchema, z } from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { FormControls } from '../components/ui/FormControls'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { fetchAdminApi } from './fetchAdmin'
import { FailureAlert } from './FailureAlert'
import { focusIfLost } from './focusIfLost'
import { SiteFactsFields, type FieldName } from './SiteFactsFields'
import {
  checkFactsForm,
  factsToForm,
  problemFieldName,
  type SiteFactsFormValues,
} from './siteFactsForm'
import * as uploadStyles from './UploadCard.css'
import type { ChosenPortrait } from './PortraitField'
import { type WriteProgress, WriteStatus } from './WriteStatus'
import { dataUrlBase64 } from './shrinkPortrait'

const SITE_FACTS_API = '/api/site-facts'
const savedSchema = z.object({
  message: z.string(),
  facts: siteFactsSchema,
  /** The commit made; none when the facts were already those. */
  commit: z.optional(z.string()),
})

type Loaded = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string }
/** Why the last save did not land: fields to correct (they take the focus), or the server's answer. */
type Outcome = { kind: 'invalid'; message: string } | { kind: 'failed'; message: string }

export interface SiteFactsCardProps {
  /** Where the admin's last write stands: shown under the form while it is this card's save. */
  progress?: WriteProgress | undefined
  /** The API refused the session (ended, or the passphrase changed). */
  onUnauthorized: () => void
}

/** Reads the saved facts and fills the form with them; until then the card says why it waits. */
function useSiteFactsLoad(
  { onUnauthorized }: SiteFactsCardProps,
  reset: UseFormReset<SiteFactsFormValues>,
): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    fetchAdminApi(SITE_FACTS_API, siteFactsSchema).then(
      (facts) => {
        if (!current) return
        reset(factsToForm(facts))
        setLoaded({ kind: 'ready' })
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
        setLoaded({ kind: 'failed', message: actionFailure(error, 'La lecture des coordonnées') })
      },
    )
    return () => {
      current = false
    }
  }, [reset, onUnauthorized])
  return loaded
}

/** Puts each problem, a sentence that names the field, beside it and focuses the first one. */
function showProblems(
  setError: UseFormSetError<SiteFactsFormValues>,
  problems: readonly SiteFactsProblem[],
): void {
  problems.forEach(({ field, message }, index) => {
    setError(problemFieldName(field) as FieldName, { message }, { shouldFocus: index === 0 })
  })
}

/** The values with a file name for a newly chosen portrait; the API names the file it writes. */
function withPortraitFile(values: SiteFactsFormValues): SiteFactsFormValues {
  const { photo } = values.person
  if (photo.file !== '') return values
  return { ...values, person: { ...values.person, photo: { ...photo, file: 'portrait.jpg' } } }
}

/**
 * Saving: the values are checked by the build's own schema first, so nothing is sent while a
 * field is wrong; the server's answer, or why it failed, is the outcome.
 */
function useSiteFactsSave(
  { onUnauthorized }: SiteFactsCardProps,
  { clearErrors, setError, reset }: UseFormReturn<SiteFactsFormValues>,
) {
  const [outcome, setOutcome] = useState<Outcome>()
  const [portrait, setPortrait] = useState<ChosenPortrait>()
  const [savedCommit, setSavedCommit] = useState<string>()

  async function save(values: SiteFactsFormValues) {
    clearErrors()
    setOutcome(undefined)
    const checked = checkFactsForm(portrait ? withPortraitFile(values) : values)
    if (!checked.ok) {
      showProblems(setError, checked.problems)
      setOutcome({
        kind: 'invalid',
        message:
          'Rien n’a été enregistré : corrigez les champs signalés, puis enregistrez de nouveau.',
      })
      return
    }
    try {
      const answer = await fetchAdminApi(SITE_FACTS_API, savedSchema, {
        method: 'PUT',
        body: JSON.stringify({
          ...checked.facts,
          ...(portrait ? { newPhoto: dataUrlBase64(portrait.dataUrl) } : {}),
        }),
      })
      reset(factsToForm(answer.facts))
      setPortrait(undefined)
      setSavedCommit(answer.commit)
      // The toast says it once; the card keeps only a failure, beside what it concerns.
      toast({ title: 'Coordonnées enregistrées', description: answer.message })
    } catch (error) {
      setOutcome({ kind: 'failed', message: actionFailure(error, 'L’enregistrement') })
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    }
  }
  return { outcome, save, savedCommit, portrait: { chosen: portrait, onChosen: setPortrait } }
}

/** The card while the facts are read, or the reason they could not be. */
function SiteFactsLoading({ loaded }: { loaded: Exclude<Loaded, { kind: 'ready' }> }) {
  return (
    <div className={styles.card} aria-live="polite">
      <p className={loaded.kind === 'failed' ? uploadStyles.failure : styles.hint}>
        {loaded.kind === 'failed' ? loaded.message : 'Chargement des coordonnées…'}
      </p>
    </div>
  )
}

/** Why the last save did not land: a server's refusal takes the focus, a field problem leaves it on the field. */
function SaveOutcome({ outcome }: { outcome: Outcome | undefined }) {
  if (outcome?.kind === 'failed') {
    return <FailureAlert className={uploadStyles.failure}>{outcome.message}</FailureAlert>
  }
  return (
    <div aria-live="polite">
      {outcome && <p className={uploadStyles.failure}>{outcome.message}</p>}
    </div>
  )
}

/**
 * The « Coordonnées » card: the consultant's facts and portrait, checked by the same
 * schema as the build, then saved as one commit. Problems stay beside their fields until the
 * next save.
 */
export function SiteFactsCard(props: SiteFactsCardProps) {
  const form = useForm<SiteFactsFormValues>({ mode: 'onSubmit', reValidateMode: 'onSubmit' })
  const { handleSubmit, formState } = form
  const loaded = useSiteFactsLoad(props, form.reset)
  const { outcome, save, savedCommit, portrait } = useSiteFactsSave(props, form)
  // The button is disabled while the facts are sent: once it is back, it takes the focus again
  // (a refusal's alert takes it instead), so the next Tab does not start from the top of the page.
  const submit = useRef<HTMLButtonElement>(null)
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (wasSubmitting.current && !formState.isSubmitting) focusIfLost(submit.current)
    wasSubmitting.current = formState.isSubmitting
  }, [formState.isSubmitting])

  if (loaded.kind !== 'ready') return <SiteFactsLoading loaded={loaded} />
  return (
    <FormProvider {...form}>
      {/* Folded until asked for: the facts change rarely and their form is 6,000 px tall on a phone. */}
      <details className={`${styles.card} ${styles.disclosure}`}>
        <summary className={styles.summary}>Modifier les coordonnées et la photo</summary>
        <form
          onSubmit={(event) => void handleSubmit(save)(event)}
          noValidate
          aria-label="Coordonnées"
        >
          <FormControls>
            <p className={styles.hint}>
              Ces renseignements paraissent sur toutes les pages du site. Chaque enregistrement est
              vérifié, puis conservé avec l’historique du site ; les pages les montrent dès leur
              prochaine reconstruction.
            </p>
            <SiteFactsFields portrait={portrait} />
            <button
              ref={submit}
              type="submit"
              className={button.primary}
              disabled={formState.isSubmitting}
            >
              {formState.isSubmitting ? 'Enregistrement…' : 'Enregistrer les coordonnées'}
            </button>
            <SaveOutcome outcome={outcome} />
            {/* Until a later write (which contains this one) takes the line of « Tous les articles ». */}
            <WriteStatus
              progress={props.progress?.commit === savedCommit ? props.progress : undefined}
            />
          </FormControls>
        </form>
      </details>
    </FormProvider>
  )
}
