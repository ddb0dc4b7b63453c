import type { IntroCopy } from '../pageCopy'

/** Page /santra-3-minutes : la méthode racontée en quelques minutes de lecture. */
export const introCopy: IntroCopy = {
  head: {
    title: 'Comprendre SANTRA en 3 minutes',
    description:
      'L’essentiel de la méthode SANTRA en trois minutes de lecture : le constat, l’idée, les cinq piliers et ce que ça change pour votre organisation.',
  },
  hero: {
    eyebrow: 'Environ 3 minutes de lecture',
    title: 'Comprendre SANTRA en 3 minutes',
    lead: 'D’où vient la méthode, comment elle fonctionne et ce qu’elle change pour une organisation : l’essentiel, sans jargon.',
  },
  chapters: [
    {
      id: 'constat',
      eyebrow: '1. Le constat',
      title: 'La fatigue est devenue un enjeu d’organisation',
      paragraphs: [
        'Dans bien des entreprises, la fatigue s’est installée sans bruit. Les journées s’allongent, les priorités se bousculent et ce sont souvent les mêmes personnes qui portent de plus en plus. On le voit dans les absences, dans le roulement de personnel, dans les projets qui avancent moins vite qu’on le voudrait.',
        'Ce n’est pas un manque de volonté des employés. Le plus souvent, c’est la façon dont le travail est organisé qui use l’énergie, jour après jour. Et ce qui est organisé peut être réorganisé.',
      ],
    },
    {
      id: 'idee',
      eyebrow: '2. L’idée',
      title: 'Le milieu de travail peut devenir un moteur de santé',
      paragraphs: [
        'Vos employés passent une grande partie de leurs journées au travail. C’est donc là que se jouent, en bonne partie, leur énergie et leur santé. Plutôt que d’ajouter un programme de plus, SANTRA part de ce que l’entreprise maîtrise déjà : ses façons de faire, ses priorités, son leadership.',
        'Il ne s’agit pas de transformer vos gestionnaires en thérapeutes, mais de faire de l’énergie humaine un sujet de gestion à part entière, au même titre que la qualité ou les finances.',
      ],
    },
  ],
  method: {
    id: 'methode',
    eyebrow: '3. La méthode',
    title: 'Cinq piliers, dans cet ordre',
    lead: 'SANTRA tient son nom de ses cinq piliers. Leur ordre compte : on ne mesure bien que ce qu’on a d’abord compris, aligné et installé.',
    closing:
      'La démarche avance au rythme de votre organisation : un diagnostic pour commencer, un plan clair, puis un accompagnement aussi long que nécessaire, et pas plus.',
  },
  outcome: {
    id: 'ce-que-ca-change',
    eyebrow: '4. Ce que ça change',
    title: 'Des équipes qui durent, une organisation plus performante',
    paragraphs: [
      'Quand l’énergie devient un projet de l’organisation, les effets se voient au quotidien : des équipes moins épuisées, des gestionnaires mieux outillés, des priorités plus claires et des absences que l’on comprend au lieu de les subir.',
      'Surtout, les changements tiennent dans le temps, parce qu’ils reposent sur des habitudes et des façons de faire, et non sur l’enthousiasme d’une activité ponctuelle.',
    ],
  },
  nextSteps: {
    id: 'par-ou-commencer',
    eyebrow: '5. Par où commencer',
    title: 'Deux façons de faire le premier pas',
    cards: [
      {
        meta: '5 minutes',
        title: 'L’auto-diagnostic préliminaire',
        description:
          '20 énoncés, des réponses par oui ou par non et des résultats immédiats : une première lecture de votre culture santé et de vos indicateurs de risque.',
        to: '/auto-diagnostic',
        linkLabel: 'Faire l’auto-diagnostic',
      },
      {
        meta: 'Conférences et formations',
        title: 'Une rencontre avec vos équipes',
        description:
          'Une conférence ou un atelier pour lancer la réflexion avec votre équipe de direction, vos gestionnaires ou l’ensemble de vos employés.',
        to: '/rencontres',
        linkLabel: 'Découvrir les rencontres',
      },
    ],
  },
  form: {
    title: 'Parlons de votre organisation',
    description:
      'Une question sur la méthode ou une situation à me présenter ? Écrivez-moi : je vous réponds personnellement.',
  },
}
