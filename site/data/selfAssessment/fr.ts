import type { SelfAssessmentContent } from './types'

/**
 * L’auto-diagnostic en français. Les espaces devant « : ? % » et à l'intérieur des guillemets
 * sont insécables, pour que la ponctuation ne se retrouve jamais seule en début de ligne.
 */
export const selfAssessment: SelfAssessmentContent = {
  head: {
    title: 'Auto-diagnostic préliminaire',
    description:
      'Vingt énoncés par oui ou par non pour évaluer en cinq minutes la culture santé et les indicateurs de risque de votre organisation. Résultats immédiats et confidentiels.',
  },
  hero: {
    eyebrow: 'Gratuit · 5 minutes · confidentiel',
    title: 'Auto-diagnostic préliminaire',
    lead: 'Vingt énoncés, répondus par oui ou par non, pour voir en cinq minutes où en est votre organisation : la solidité de sa culture santé et les signaux de risque à surveiller.',
    instructions:
      'Répondez selon la réalité actuelle de votre organisation, pas selon ce qui est prévu ou souhaité. Plus votre portrait est juste, plus vos résultats vous seront utiles.',
    privacy:
      'Vos réponses restent dans cet onglet de votre navigateur : elles ne sont ni transmises ni enregistrées ailleurs, et s’effacent à la fermeture de l’onglet.',
  },
  part: (part, parts) => `Partie ${part} sur ${parts}`,
  measures: {
    culture: {
      title: 'Culture santé',
      intro:
        'Ces énoncés décrivent des pratiques qui soutiennent la santé et l’énergie de vos équipes. Chaque « oui » est un acquis sur lequel bâtir.',
      scale: 'Plus le score est élevé, plus votre culture santé est solide.',
      statements: [
        'La santé des employés fait partie des priorités officielles de l’organisation : elle figure dans le plan stratégique, les objectifs annuels ou l’ordre du jour de la direction.',
        'Une personne ou une équipe est clairement responsable des initiatives en santé et dispose d’un budget pour les mener.',
        'Au cours de la dernière année, vous avez demandé l’avis des employés sur leur charge de travail ou leur bien-être (sondage, groupe de discussion ou rencontres individuelles).',
        'Les membres de la direction donnent l’exemple : ils prennent leurs vacances, respectent leurs propres limites et en parlent ouvertement.',
        'Vos gestionnaires ont été formés pour reconnaître les signes d’épuisement et pour en parler avec leurs employés.',
        'Les employés peuvent prendre leurs pauses et leur heure de dîner sans être dérangés par le travail.',
        'Les attentes concernant les courriels et les messages en dehors des heures de travail sont claires et respectées.',
        'Les efforts et les bons coups des équipes sont reconnus régulièrement, pas seulement lors de l’évaluation annuelle.',
        'Les employés connaissent les ressources d’aide auxquelles ils ont accès, comme un programme d’aide aux employés (PAE) ou l’assurance collective.',
        'Vous suivez dans le temps des indicateurs de santé (absences, roulement, résultats de sondage) et vous ajustez vos actions en fonction de ce qu’ils montrent.',
      ],
    },
    risk: {
      title: 'Indicateurs de risque',
      intro:
        'Ces énoncés décrivent des signaux d’alerte fréquents dans les organisations sous pression. Chaque « oui » est un signal à prendre au sérieux.',
      scale: 'Plus le score est élevé, plus les signaux de risque sont nombreux.',
      statements: [
        'Les absences pour maladie ont augmenté au cours des 12 derniers mois.',
        'Au moins un employé est en arrêt de travail prolongé pour épuisement, anxiété ou dépression, ou l’a été au cours des deux dernières années.',
        'Des employés clés ont quitté l’organisation au cours de la dernière année en invoquant la charge de travail ou le climat.',
        'Dans au moins une équipe, les heures supplémentaires sont devenues la norme plutôt que l’exception.',
        'Des tensions ou des conflits, entre collègues ou avec un gestionnaire, durent depuis plusieurs mois sans être réglés.',
        'Vos gestionnaires se disent eux-mêmes débordés ou à bout de souffle.',
        'Des employés viennent travailler malades ou épuisés parce qu’ils sentent qu’ils n’ont pas le choix.',
        'Des erreurs, des retards ou des plaintes de clients ont été liés à la fatigue ou à la surcharge des équipes.',
        'Des employés hésitent à dire qu’ils sont surchargés ou en difficulté, de peur d’être mal perçus.',
        'Des changements récents (réorganisation, nouveaux outils, croissance rapide) ont été menés sans tenir compte de leurs effets sur les équipes.',
      ],
    },
  },
  levels: {
    culture: {
      excellent: {
        label: 'Excellente base',
        description:
          'Votre organisation a déjà mis en place l’essentiel : la santé y est portée par la direction, outillée et mesurée. L’enjeu est maintenant de la maintenir dans la durée, surtout en période de croissance ou de changement. Un suivi régulier de vos indicateurs et la formation des nouveaux gestionnaires protégeront cet acquis.',
      },
      potential: {
        label: 'Bon potentiel',
        description:
          'Plusieurs bonnes pratiques sont en place, mais elles reposent encore sur la bonne volonté de quelques personnes plutôt que sur une démarche structurée. Les énoncés auxquels vous avez répondu « non » sont vos prochains leviers. Donner à chacun un responsable, un budget et un indicateur suffit souvent à transformer des initiatives ponctuelles en culture.',
      },
      realignment: {
        label: 'Réalignement nécessaire',
        description:
          'La santé au travail n’est pas encore intégrée à la façon dont votre organisation fonctionne et prend ses décisions. Avant d’ajouter des activités, clarifiez la place de la santé dans vos priorités et désignez qui la porte. Un diagnostic permet ensuite de cibler les deux ou trois gestes qui auront le plus d’effet, sans alourdir vos équipes.',
      },
    },
    risk: {
      high: {
        label: 'Risques importants',
        description:
          'Vos réponses décrivent une organisation sous forte pression, où l’absentéisme, les départs et les erreurs risquent de s’accentuer. Ces signaux demandent une action rapide et structurée, portée par la direction. Une rencontre d’évaluation permet de prioriser les interventions les plus urgentes et de soutenir vos gestionnaires, souvent les premiers touchés.',
      },
      moderate: {
        label: 'Signaux d’alerte',
        description:
          'Plusieurs signes montrent que l’énergie de vos équipes s’use plus vite qu’elle ne se renouvelle. C’est le bon moment pour agir : ces situations coûtent encore peu à corriger, mais elles tendent à s’aggraver et à se propager d’une équipe à l’autre. Commencez par en comprendre les causes plutôt que de traiter chaque symptôme séparément.',
      },
      low: {
        label: 'Situation saine',
        description:
          'Peu de signaux d’alerte ressortent de vos réponses. Restez tout de même attentif : un signal isolé peut s’installer rapidement pendant une période chargée ou un changement important. Suivre quelques indicateurs simples (absences, heures supplémentaires, départs) vous permettra de réagir tôt.',
      },
    },
  },
  answers: { yes: 'Oui', no: 'Non' },
  progress: {
    name: 'Progression du questionnaire',
    count: (answered, total) => `Questions (${answered}/${total})`,
    percent: (percent) => `${percent} %`,
    valueText: (answered, total) => `${answered} sur ${total}`,
    incomplete: 'Répondez à tous les énoncés pour voir vos résultats.',
    complete: 'Tous les énoncés ont une réponse : vos résultats sont prêts.',
    firstUnanswered: 'Aller au premier énoncé sans réponse',
    submit: 'Voir mes résultats',
    noScript:
      'Vos résultats sont calculés directement dans votre navigateur : activez JavaScript pour les obtenir.',
  },
  results: {
    title: 'Vos résultats',
    intro:
      'Voici où se situe votre organisation selon vos réponses. Ce portrait préliminaire ne remplace pas un diagnostic, mais il indique où regarder en premier.',
    level: 'Niveau :',
    scoreText: (score, max) => `${score} sur ${max}`,
    nextTitle: 'Et maintenant ?',
    next: 'Ces résultats sont un point de départ. Lors d’une rencontre d’évaluation stratégique de 30 à 45 minutes, nous les examinons ensemble et dégageons trois recommandations concrètes pour votre organisation.',
    discuss: 'Discuter de mes résultats',
    discussNote:
      'Ce lien ouvre votre logiciel de courriel avec un message déjà rédigé qui reprend vos résultats et le lien pour les retrouver. Rien n’est envoyé sans votre accord.',
    learnMore: 'Découvrir le diagnostic SANTRA',
    redo: 'Refaire le diagnostic',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié',
    copyFailed:
      'Votre navigateur a refusé la copie : copiez plutôt l’adresse de cette page, elle contient vos réponses.',
    copyHint:
      'Ce lien ramène vos résultats, en français comme en anglais. Vos réponses sont inscrites dans le lien lui-même : elles ne sont envoyées nulle part.',
  },
  // Ordinary spaces here: the mail is plain text that the visitor edits in their own mail app.
  mail: {
    subject: ({ culture, risk }) =>
      `Auto-diagnostic SANTRA : culture santé ${culture.score}/10 (${culture.label}), risques ${risk.score}/10 (${risk.label})`,
    body: ({ culture, risk }, link) =>
      [
        'Bonjour,',
        '',
        'Je viens de remplir l’auto-diagnostic préliminaire SANTRA et j’aimerais discuter de mes résultats avec vous.',
        '',
        `Culture santé : ${culture.score}/10 (${culture.label})`,
        `Indicateurs de risque : ${risk.score}/10 (${risk.label})`,
        `Mes réponses : ${link}`,
        '',
        'Pourriez-vous me proposer un moment pour en parler ?',
        '',
        'Merci,',
      ].join('\n'),
  },
}
