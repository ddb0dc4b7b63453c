import { useState, type ReactNode, type RefObject } from 'react'
import { languageTags } from '../../engine/index.ts'
import * as styles from './AdminBlogPage.css'
import * as zoneStyles from './FileDropZone.css'

const sizeFormat = new Intl.NumberFormat(languageTags.fr, { maximumFractionDigits: 1 })

/** A file's size as the admin writes it: « 840 Ko », « 2,4 Mo ». */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} Ko`
    : `${sizeFormat.format(bytes / (1024 * 1024))} Mo`
}

export interface FileDropZoneProps {
  /** The id of the native input, which the field's own label points to. */
  inputId: string
  inputRef?: RefObject<HTMLInputElement | null>
  name: string
  accept: string
  disabled: boolean
  /** What the zone takes, e.g. « Glissez le fichier ici ou choisissez-le (.docx, 20 Mo au plus). » */
  instructions: string
  describedBy?: string
  /** The file chosen, named in the zone; none says so in our words. */
  chosen: File | undefined
  onFile: (file: File | undefined) => void
  children?: ReactNode
}

/**
 * A file field whose words are the admin's, in French whatever the browser's language: the
 * native input (« Choose File / No file chosen » in an English browser) is visually hidden but
 * stays the focusable, labelled field; the zone around it takes a dropped file and shows the focus.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const { inputId, inputRef, name, accept, disabled, instructions, describedBy, chosen } = props
  const [dragging, setDragging] = useState(false)
  return (
    <div
      className={zoneStyles.zone}
      data-dragging={dragging}
      data-disabled={disabled}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => {
        setDragging(false)
      }}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        const dropped = event.dataTransfer.files[0]
        if (!dropped || disabled) return
        props.onFile(dropped)
      }}
    >
      <p className={styles.hint}>{instructions}</p>
      <input
        ref={inputRef}
        id={inputId}
        className={zoneStyles.nativeInput}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          props.onFile(event.target.files?.[0])
        }}
      />
      <label htmlFor={inputId} className={zoneStyles.chooseButton} aria-hidden="true">
        Choisir un fichier
      </label>
      <p className={zoneStyles.chosen}>
        {chosen
          ? `Fichier choisi : ${chosen.name} (${fileSize(chosen.size)})`
          : 'Aucun fichier choisi.'}
      </p>
      {props.children}
    </div>
  )
}
