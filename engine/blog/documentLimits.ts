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
 * collector keeps up or not on a busy machine). Time decides the figure, though: a document must
 * be converted within the worker's 5 s on this 2-core machine, and at 4 MiB of text (some 700
 * articles of a page, with a table and a note each) the import takes about 3 s, and 3.6 s at a
 * load of 10 (2 to 2.6 s before it read mammoth's HTML with parse5), so 4 MiB is the limit
 * (12 MiB took 13 to 17 s). Read from the zip's directory, before anything is inflated.
 */
export const MAX_MAIN_PART_BYTES = 4 * MEBIBYTE

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

/**
 * The most a conversion may take on Node (local server, CLI, Actions), in wall-clock time: it
 * runs in a worker thread, stopped at this limit, so that no document holds the import longer
 * than 5 s whatever it holds. A document of text at the {@link MAX_MAIN_PART_BYTES} limit
 * converts well within it; anything slower is hostile, or a machine too busy to convert it now.
 */
export const CONVERSION_TIME_LIMIT_MS = 5_000
/**
 * The conversion worker's JavaScript heap (V8's old generation), in MiB. At 55 to 60 bytes per
 * byte of text over a 130 MB base, the import peaks near 350 MB at the text limit (see
 * {@link MAX_MAIN_PART_BYTES}); past this figure the worker is stopped, and the server with it never.
 */
export const CONVERSION_HEAP_LIMIT_MB = 512

/** A conversion stopped at {@link CONVERSION_TIME_LIMIT_MS}. */
export const CONVERSION_TOO_SLOW = {
  fr: `La conversion de ce document a dépassé ${CONVERSION_TIME_LIMIT_MS / 1000} secondes ; elle a été arrêtée et rien n’a été enregistré. Enregistrez-le de nouveau dans Word ou répartissez les articles dans plusieurs documents.`,
  en: `Converting this document took over ${CONVERSION_TIME_LIMIT_MS / 1000} seconds; it was stopped and nothing was saved. Save it again from Word or split the articles across several documents.`,
} as const

/** A conversion stopped at {@link CONVERSION_HEAP_LIMIT_MB}. */
export const CONVERSION_TOO_LARGE = {
  fr: `La conversion de ce document demandait plus de ${CONVERSION_HEAP_LIMIT_MB} Mo de mémoire ; elle a été arrêtée et rien n’a été enregistré. Répartissez les articles dans plusieurs documents.`,
  en: `Converting this document needed over ${CONVERSION_HEAP_LIMIT_MB} MB of memory; it was stopped and nothing was saved. Split the articles across several documents.`,
} as const
