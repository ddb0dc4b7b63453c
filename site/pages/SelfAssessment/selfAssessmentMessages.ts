import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

/** The questionnaire's and the results' controls and their messages, in `i18n`'s language. */
export function selfAssessmentMessages(i18n: I18n) {
  const t = i18n._.bind(i18n)
  const discuss = t(msg`Discuter de mes résultats`)
  return {
    /** Above each section's heading (« Partie 1 sur 2 »). */
    part: (part: number, parts: number) => t(msg`Partie ${part} sur ${parts}`),
    answers: { yes: t(msg`Oui`), no: t(msg`Non`) },
    progress: {
      /** Accessible name of the progress bar. */
      name: t(msg`Progression du questionnaire`),
      /** The spec's « Questions (N/20) ». */
      count: (answered: number, total: number) => t(msg`Questions (${answered}/${total})`),
      percent: (percent: number) => t(msg`${percent} %`),
      /** Spoken value of the progress bar. */
      valueText: (answered: number, total: number) => t(msg`${answered} sur ${total}`),
      /** Shown while the results button is disabled. */
      incomplete: t(msg`Répondez à tous les énoncés pour voir vos résultats.`),
      /** Replaces `incomplete` once every statement has an answer. */
      complete: t(msg`Tous les énoncés ont une réponse : vos résultats sont prêts.`),
      /** Moves focus to the first statement still without an answer. */
      firstUnanswered: t(msg`Aller au premier énoncé sans réponse`),
      submit: t(msg`Voir mes résultats`),
      /** Shown when scripts are off: the results are computed in the browser. */
      noScript: t(
        msg`Vos résultats sont calculés directement dans votre navigateur : activez JavaScript pour les obtenir.`,
      ),
    },
    results: {
      /** Printed above the results, with the day they show (« 2026-11-27 »). */
      printedOn: (date: string) => t(msg`Résultats du ${date}`),
      /** Before the level's name, punctuation included (« Niveau : »). */
      level: t(msg`Niveau :`),
      /** Spoken value of a score bar. */
      scoreText: (score: number, max: number) => t(msg`${score} sur ${max}`),
      discuss,
      /** Under the buttons: what the mail link does, naming it; nothing is sent without the visitor's say. */
      discussNote: t(
        msg`« ${discuss} » ouvre votre logiciel de courriel avec un message déjà rédigé qui reprend vos résultats et le lien pour les retrouver. Rien n’est envoyé sans votre accord.`,
      ),
      learnMore: t(msg`Découvrir le diagnostic SANTRA`),
      redo: t(msg`Refaire le diagnostic`),
      /** The button that copies the link holding the answers, and what it says after. */
      copyLink: t(msg`Copier le lien`),
      linkCopied: t(msg`Lien copié`),
      /** When the browser refuses the clipboard: the address bar holds the same link. */
      copyFailed: t(
        msg`Votre navigateur a refusé la copie : copiez plutôt l’adresse de cette page, elle contient vos réponses.`,
      ),
      /** The copy button's tooltip: what the link does and that nothing is sent. */
      copyHint: t(
        msg`Ce lien ramène vos résultats, en français comme en anglais. Vos réponses sont inscrites dans le lien lui-même : elles ne sont envoyées nulle part.`,
      ),
    },
  }
}

export type SelfAssessmentMessages = ReturnType<typeof selfAssessmentMessages>

/** The questionnaire's and the results' controls and their messages, in the page's language. */
export function useSelfAssessmentMessages(): SelfAssessmentMessages {
  return selfAssessmentMessages(useLingui().i18n)
}

/** The scores and level names of one completed assessment, as the mail quotes them. */
export interface ResultSummary {
  culture: { score: number; label: string }
  risk: { score: number; label: string }
}

/**
 * The message « Discuter de mes résultats » prepares, in `i18n`'s language; `link` brings the
 * same results back (its answers are in its fragment).
 */
export function resultsMail(
  i18n: I18n,
  { culture, risk }: ResultSummary,
  link: string,
): { subject: string; body: string } {
  const [cultureScore, cultureLevel] = [culture.score, culture.label]
  const [riskScore, riskLevel] = [risk.score, risk.label]
  return {
    subject: i18n._(
      msg`Auto-diagnostic SANTRA : culture santé ${cultureScore}/10 (${cultureLevel}), risques ${riskScore}/10 (${riskLevel})`,
    ),
    body: i18n._(
      msg`Bonjour,

Je viens de remplir l’auto-diagnostic préliminaire SANTRA et j’aimerais discuter de mes résultats avec vous.

Culture santé : ${cultureScore}/10 (${cultureLevel})
Indicateurs de risque : ${riskScore}/10 (${riskLevel})
Mes réponses : ${link}

Pourriez-vous me proposer un moment pour en parler ?

Merci,`,
    ),
  }
}
