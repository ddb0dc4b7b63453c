import { useId, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import {
  MAX_PORTRAIT_CHOICE_BYTES,
  portraitChoiceProblem,
  siteFactsLabels,
} from '../../engine/index.ts'
import { button } from '../components/ui/ButtonLink.css'
import * as styles from './AdminBlogPage.css'
import { FileDropZone } from './FileDropZone'
import * as factsStyles from './SiteFactsCard.css'
import type { SiteFactsFormValues } from './siteFactsForm'
import { shrinkPortrait } from './shrinkPortrait'

/** A portrait chosen in this visit, shrunk and ready to send with the next save. */
export interface ChosenPortrait {
  name: string
  dataUrl: string
}

export interface PortraitFieldProps {
  chosen: ChosenPortrait | undefined
  onChosen: (portrait: ChosenPortrait | undefined) => void
}

const ACCEPTED = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp'

/**
 * The portrait: chosen or dropped in our own file zone, checked, shrunk in the browser, shown, and
 * sent with the facts when they are saved; « Retirer la photo » brings back the initials.
 */
export function PortraitField({ chosen, onChosen }: PortraitFieldProps) {
  const id = useId()
  const { watch, setValue } = useFormContext<SiteFactsFormValues>()
  const savedFile = watch('person.photo.file')
  const [problem, setProblem] = useState<string>()
  const [reading, setReading] = useState(false)
  const [file, setFile] = useState<File>()

  async function choose(picked: File | undefined) {
    setProblem(undefined)
    setFile(picked)
    if (!picked) return
    const refusal = portraitChoiceProblem(picked)
    if (refusal) {
      setProblem(refusal)
      return
    }
    setReading(true)
    try {
      onChosen({ name: picked.name, dataUrl: await shrinkPortrait(picked) })
    } catch {
      setProblem(
        'Cette photo n’a pas pu être lue : elle est peut-être abîmée. Choisissez-en une autre, en JPEG, PNG ou WebP.',
      )
    } finally {
      setReading(false)
    }
  }

  const shown = chosen !== undefined || savedFile !== ''
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-photo`}>
        {siteFactsLabels.photo} (facultative)
      </label>
      <p className={styles.hint} id={`${id}-photo-hint`}>
        Une photo de vous, en JPEG, PNG ou WebP, de {MAX_PORTRAIT_CHOICE_BYTES / (1024 * 1024)} Mo
        au plus. Elle est réduite et débarrassée de ses données cachées (lieu, appareil) avant
        l’envoi, puis montrée en petit format sur les pages. Sans photo, les pages affichent vos
        initiales.
      </p>
      <FileDropZone
        inputId={`${id}-photo`}
        name="photo"
        accept={ACCEPTED}
        disabled={reading}
        instructions="Glissez la photo ici ou choisissez-la."
        describedBy={[`${id}-photo-hint`, problem && `${id}-photo-error`].filter(Boolean).join(' ')}
        chosen={file}
        onFile={(picked) => void choose(picked)}
      />
      {problem && (
        <p className={styles.fieldError} id={`${id}-photo-error`} role="alert">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {reading && <p className={styles.hint}>Préparation de la photo…</p>}
        {chosen && (
          <figure className={factsStyles.portrait}>
            <img src={chosen.dataUrl} alt="" className={factsStyles.portraitImage} />
            <figcaption className={styles.hint}>
              Nouvelle photo, prête : elle sera envoyée avec les coordonnées quand vous les
              enregistrerez.
            </figcaption>
          </figure>
        )}
        {!chosen && savedFile !== '' && (
          <p className={styles.hint}>Une photo est enregistrée ; vous pouvez la remplacer.</p>
        )}
      </div>
      {shown && (
        <button
          type="button"
          className={`${button.secondary} ${factsStyles.listButton}`}
          onClick={() => {
            onChosen(undefined)
            setFile(undefined)
            setValue('person.photo.file', '')
          }}
        >
          Retirer la photo
        </button>
      )}
    </div>
  )
}
