import { useSyncExternalStore } from 'react'
import type { Measure } from './statementCounts'
import { type Answer, type Answers, emptyAnswers, parseAnswers, withAnswer } from './scoring'

/**
 * The visitor's answers, kept in this tab's sessionStorage so a reload keeps them and closing
 * the tab forgets them. Nothing is sent anywhere. Both language versions share the key: their
 * statements are the same, so switching language keeps the answers.
 */
const STORAGE_KEY = 'santra.selfAssessment.answers'

/** What the pre-rendered HTML shows: React hydrates with it, then reads the stored answers. */
const NO_ANSWERS = emptyAnswers()

let current: Answers | undefined
const listeners = new Set<() => void>()

function load(): Answers {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY)
    return (stored && parseAnswers(JSON.parse(stored))) || NO_ANSWERS
  } catch {
    // Storage disabled or a value that is not JSON: start with no answers.
    return NO_ANSWERS
  }
}

function getSnapshot(): Answers {
  current ??= load()
  return current
}

function getServerSnapshot(): Answers {
  return NO_ANSWERS
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function save(next: Answers): void {
  current = next
  try {
    if (next === NO_ANSWERS) window.sessionStorage.removeItem(STORAGE_KEY)
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage full or disabled (some private modes): the answers still work for this visit.
  }
  for (const listener of listeners) listener()
}

/** The current answers; the empty set while the page hydrates. */
export function useAnswers(): Answers {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/** Records the answer to one statement. */
export function setAnswer(measure: Measure, index: number, answer: Answer): void {
  save(withAnswer(getSnapshot(), measure, index, answer))
}

/**
 * Records an answer unless the statement already has one: for answers ticked in the
 * pre-rendered page before the script took over, which must not override a later choice.
 */
export function setAnswerIfNone(measure: Measure, index: number, answer: Answer): void {
  if (getSnapshot()[measure][index] === null) setAnswer(measure, index, answer)
}

/** Forgets every answer, in memory and in storage. */
export function clearAnswers(): void {
  save(NO_ANSWERS)
}

/** Takes a whole set of answers at once: those a results link brings back. */
export function replaceAnswers(answers: Answers): void {
  save(answers)
}
