/*
 * The limits on an uploaded Word document and the sentences that refuse it, in one place: the
 * document check, the API, the CLI and the admin page (which checks before sending) all read them.
 */

const MEBIBYTE = 1024 * 1024

/** The largest upload accepted: a long document with photos stays well under it. */
export const MAX_DOCUMENT_BYTES = 20 * MEBIBYTE
/** The most a document may decompress to; Word text compresses about ten to one. */
export const MAX_UNCOMPRESSED_BYTES = 200 * MEBIBYTE
/**
 * The most the document's text part (`word/document.xml`) may decompress to. Converting costs
 * mammoth alone 33 to 40 bytes of memory per byte of this XML over a 130 MB base on a document
 * dense with tables and notes, and the import up to some 55 (measured by `npm run bench:import`:
 * 20.5 MiB of XML peaks at 0.8 GB for mammoth, 1.0 to 1.3 GB for the import, as the garbage
 * collector keeps up or not on a busy machine), so 12 MiB keeps a conversion under 1 GB. It still
 * holds some 2000 articles of a page each. Read from the zip's directory, before anything is
 * inflated.
 */
export const MAX_MAIN_PART_BYTES = 12 * MEBIBYTE

/** A file over {@link MAX_DOCUMENT_BYTES}, refused before or after it is sent. */
export const DOCUMENT_TOO_LARGE = {
  fr: `Ce fichier dépasse ${MAX_DOCUMENT_BYTES / MEBIBYTE} Mo : réduisez la taille des images ou répartissez les articles dans plusieurs documents.`,
  en: `This file is over ${MAX_DOCUMENT_BYTES / MEBIBYTE} MB: shrink its images or split the articles across documents.`,
} as const

/** A text part over {@link MAX_MAIN_PART_BYTES}, `bytes` long once decompressed. */
export function mainPartTooLarge(bytes: number): { fr: string; en: string } {
  const megabytes = Math.ceil(bytes / MEBIBYTE)
  const limit = MAX_MAIN_PART_BYTES / MEBIBYTE
  return {
    fr: `Le texte de ce document occupe ${megabytes} Mo une fois décompressé, au-delà de la limite de ${limit} Mo : répartissez les articles dans plusieurs documents.`,
    en: `This document's text takes ${megabytes} MB once decompressed, beyond the ${limit} MB limit: split the articles across several documents.`,
  }
}
