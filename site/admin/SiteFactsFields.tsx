import { useId } from 'react'
import { useFieldArray, useFormContext, type FieldPath } from 'react-hook-form'
import { button } from '../components/ui/ButtonLink.css'
import * as styles from './AdminBlogPage.css'
import * as factsStyles from './SiteFactsCard.css'
import type { SiteFactsFormValues } from './siteFactsForm'
import { PortraitField, type PortraitFieldProps } from './PortraitField'
import { languageLabel, siteFactsLabels as labels } from '../../engine/index.ts'

/** A field of the form, by its path in the values (`relatedSites.2.url`). */
export type FieldName = FieldPath<SiteFactsFormValues>

interface TextFieldProps {
  name: FieldName
  label: string
  hint?: string
  multiline?: boolean
  type?: 'text' | 'email' | 'tel' | 'url'
}

/** One labelled field, with its problem beside it until the next save. */
function TextField({ name, label, hint, multiline = false, type = 'text' }: TextFieldProps) {
  const id = useId()
  const { register, getFieldState, formState } = useFormContext<SiteFactsFormValues>()
  const error = getFieldState(name, formState).error?.message
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  const common = {
    id,
    className: multiline ? `${styles.input} ${factsStyles.textArea}` : styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...register(name),
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? <textarea {...common} /> : <input type={type} {...common} />}
      {error && (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A French and an English field side by side. */
function BilingualFields({
  name,
  label,
  multiline,
}: {
  name: 'person.title' | 'person.bio' | 'person.photo.alt' | 'serviceArea'
  label: string
  multiline?: boolean
}) {
  return (
    <div className={factsStyles.pair}>
      <TextField name={`${name}.fr`} label={languageLabel(label, 'fr')} multiline={multiline} />
      <TextField name={`${name}.en`} label={languageLabel(label, 'en')} multiline={multiline} />
    </div>
  )
}

const MAX_PROFILES = 4
const MAX_SITES = 6

/** Up to four profiles, each a network's name and the profile's address. */
function SocialProfiles() {
  const { fields, append, remove } = useFieldArray<SiteFactsFormValues>({ name: 'socialProfiles' })
  return (
    <fieldset className={factsStyles.group}>
      <legend className={factsStyles.legend}>
        {labels.socialProfiles} ({MAX_PROFILES} au plus)
      </legend>
      {fields.map((field, index) => (
        <div key={field.id} className={factsStyles.entry}>
          <div className={factsStyles.pair}>
            <TextField name={`socialProfiles.${index}.network`} label={labels.network} />
            <TextField name={`socialProfiles.${index}.url`} label={labels.profileUrl} type="url" />
          </div>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              remove(index)
            }}
          >
            Retirer ce profil
          </button>
        </div>
      ))}
      {fields.length < MAX_PROFILES && (
        <button
          type="button"
          className={`${button.secondary} ${factsStyles.listButton}`}
          onClick={() => {
            append({ network: '', url: '' })
          }}
        >
          Ajouter un profil
        </button>
      )}
    </fieldset>
  )
}

/** The sites listed at the foot of every page, each with the language it is written in. */
function RelatedSites() {
  const id = useId()
  const { register } = useFormContext<SiteFactsFormValues>()
  const { fields, append, remove } = useFieldArray<SiteFactsFormValues>({ name: 'relatedSites' })
  return (
    <fieldset className={factsStyles.group}>
      <legend className={factsStyles.legend}>
        {labels.relatedSites} (de 0 à {MAX_SITES})
      </legend>
      <p className={styles.hint}>
        Ils sont listés au pied de chaque page ; les pages anglaises signalent un site en français.
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className={factsStyles.entry}>
          <div className={factsStyles.pair}>
            <TextField name={`relatedSites.${index}.label`} label={labels.relatedLabel} />
            <TextField name={`relatedSites.${index}.url`} label={labels.relatedUrl} type="url" />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-${field.id}`}>
              {labels.relatedLanguage}
            </label>
            <select
              id={`${id}-${field.id}`}
              className={styles.input}
              {...register(`relatedSites.${index}.language`)}
            >
              <option value="fr">Français</option>
              <option value="en">Anglais</option>
            </select>
          </div>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              remove(index)
            }}
          >
            Retirer ce site
          </button>
        </div>
      ))}
      {fields.length < MAX_SITES && (
        <button
          type="button"
          className={`${button.secondary} ${factsStyles.listButton}`}
          onClick={() => {
            append({ label: '', url: '', language: 'fr' })
          }}
        >
          Ajouter un site
        </button>
      )}
    </fieldset>
  )
}

/** The fields of the « Coordonnées » form, grouped as the pages use them. */
export function SiteFactsFields({ portrait }: { portrait: PortraitFieldProps }) {
  return (
    <>
      <fieldset className={factsStyles.group}>
        <legend className={factsStyles.legend}>Entreprise et personne</legend>
        <TextField name="businessName" label={labels.businessName} />
        <TextField name="person.name" label={labels.name} hint="Prénom et nom, tels qu’affichés." />
        <BilingualFields name="person.title" label={labels.title} />
        <TextField
          name="person.credentials"
          label={labels.credentials}
          hint="Un par ligne, 12 au plus ; seulement ce qui peut être vérifié."
          multiline
        />
        <BilingualFields name="person.bio" label={labels.bio} multiline />
        <PortraitField {...portrait} />
        <BilingualFields name="person.photo.alt" label={labels.photoAlt} />
      </fieldset>
      <fieldset className={factsStyles.group}>
        <legend className={factsStyles.legend}>Pour vous joindre</legend>
        <div className={factsStyles.pair}>
          <TextField name="email" label={labels.email} type="email" />
          <TextField
            name="phone"
            label={labels.phone}
            type="tel"
            hint="Un numéro nord-américain de 10 chiffres, par exemple 450 555-0123."
          />
          <TextField name="town" label={labels.town} />
          <TextField name="region" label={labels.region} />
        </div>
        <BilingualFields name="serviceArea" label={labels.serviceArea} />
        <TextField
          name="siteUrl"
          label={labels.siteUrl}
          type="url"
          hint="L’adresse complète du site, commençant par https://."
        />
      </fieldset>
      <SocialProfiles />
      <RelatedSites />
    </>
  )
}
