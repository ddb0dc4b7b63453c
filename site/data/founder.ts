/*
 * Ce que la page dit de la démarche de la personne derrière SANTRA, affiché sur l’accueil et la
 * page À propos, sous son nom, son titre, sa photo et sa biographie. Ceux-là se modifient dans
 * content/site.json (ou dans la page d’administration, « Coordonnées »), pas ici.
 *
 * Le texte est écrit au « je » et sans accord de genre : gardez ce ton ou adaptez-le. Il ne dit rien
 * de vérifiable sur la personne (diplômes, années, clients) : ces faits vont dans content/site.json.
 */
import type { Locale } from '../routes/pageTable'
import { siteFacts } from '../facts/siteFacts'

/** The founder’s approach in one language; the facts about the person come from content/site.json. */
export interface FounderApproach {
  /** One or two sentences, shown when content/site.json has no biography yet. */
  summary: string
  /** How the founder works, one string per paragraph. */
  paragraphs: string[]
  /** Areas of expertise, phrased as what the founder does (not diplomas). */
  expertise: string[]
}

export const founderApproach: Record<Locale, FounderApproach> = {
  fr: {
    summary: `Depuis ${siteFacts.town}, j’aide les dirigeants et les équipes RH des PME québécoises à faire de leur milieu de travail un moteur de santé plutôt qu’une source d’usure.`,
    paragraphs: [
      'Ma conviction est simple : l’endroit où une personne passe la plus grande partie de ses journées est aussi celui qui peut le plus pour sa santé. Encore faut-il que l’organisation agisse à la source, et non à coups d’activités ponctuelles qui s’essoufflent après quelques semaines.',
      'C’est de ce constat, fait sur le terrain auprès de gestionnaires, d’équipes RH et d’employés, qu’est née la méthode SANTRA : comprendre les causes réelles de la fatigue, aligner l’énergie des équipes sur les valeurs de l’entreprise, installer des habitudes durables et accessibles à tous, outiller les personnes qui portent le changement, puis mesurer et ajuster.',
      'J’accompagne surtout des petites et moyennes entreprises, des organismes et des équipes de direction qui veulent agir de façon structurée sans alourdir leur quotidien. Ma façon de travailler est concrète et sobre : écouter d’abord, poser un diagnostic clair, proposer peu de leviers, mais les bons, et assurer le suivi pendant la mise en œuvre.',
      'En conférence comme en formation, je m’adresse autant aux directions qu’aux employés, avec un même objectif : que chacun reparte avec des gestes applicables dès le lendemain.',
    ],
    expertise: [
      'Conception de la méthode SANTRA',
      'Diagnostic de la santé organisationnelle et des facteurs d’épuisement',
      'Accompagnement de gestionnaires et d’équipes RH',
      'Plans d’action en santé et mieux-être au travail',
      'Conférences et formations en entreprise',
    ],
  },
  en: {
    summary: `From ${siteFacts.town}, ${siteFacts.region}, I help leaders and HR teams of small and mid-size businesses turn their workplace into an engine of health rather than a source of wear and tear.`,
    paragraphs: [
      'My conviction is simple: the place where people spend most of their days is also the place that can do the most for their health. That only works if the organization tackles the causes, not with one-off activities that fade after a few weeks.',
      'The SANTRA method grew out of that observation, made in the field with managers, HR teams and employees: understand the real causes of fatigue, align the energy of teams with the values of the company, build lasting habits everyone can adopt, equip the people who carry the change, then measure and adjust.',
      'I work mostly with small and mid-size businesses, non-profit organizations and leadership teams that want to act in a structured way without adding to their workload. My approach is practical and focused: listen first, give a clear diagnosis, propose a few levers (the right ones) and stay involved while they are put in place.',
      'In talks and training sessions alike, I speak to executives and employees with the same goal: everyone leaves with actions they can apply the very next day.',
    ],
    expertise: [
      'Creator of the SANTRA method',
      'Organizational health and burnout risk diagnostics',
      'Coaching for managers and HR teams',
      'Workplace health and well-being action plans',
      'Corporate talks and training',
    ],
  },
}
