import { siteFacts } from '../../facts/siteFacts'
import type { AboutCopy } from '../pageCopy'

/** Page /a-propos : la personne derrière la méthode, sa façon de travailler, pour qui. */
export const aboutCopy: AboutCopy = {
  head: {
    title: 'À propos',
    description:
      'La personne derrière la méthode SANTRA, sa façon de travailler et les organisations accompagnées, à Repentigny et partout au Québec.',
  },
  hero: {
    eyebrow: 'À propos',
    title: 'Une démarche née sur le terrain',
    lead: 'SANTRA est née auprès de gestionnaires et d’équipes qui voulaient travailler autrement : mieux, plus longtemps, sans s’épuiser.',
  },
  founder: {
    id: 'parcours',
    title: 'La personne derrière SANTRA',
  },
  approach: {
    id: 'approche',
    title: 'Ma façon de travailler',
    lead: 'Quatre principes guident chaque mandat, du premier appel au dernier suivi.',
    items: [
      {
        title: 'Agir à la source',
        description:
          'Je m’intéresse aux causes de la fatigue avant de proposer quoi que ce soit. Une bonne solution au mauvais problème ne change rien.',
      },
      {
        title: 'Peu de leviers, mais les bons',
        description:
          'Plutôt qu’une longue liste d’actions, je vous aide à choisir les quelques priorités qui auront le plus d’effet, compte tenu de vos ressources.',
      },
      {
        title: 'Avec vos gens, pas à leur place',
        description:
          'Vos gestionnaires et vos relais internes portent le changement. Mon rôle est de les outiller pour que la démarche vive sans moi.',
      },
      {
        title: 'Mesurer pour ajuster',
        description:
          'Chaque action est suivie avec des indicateurs simples : ce qui fonctionne est consolidé, ce qui ne fonctionne pas est ajusté.',
      },
    ],
  },
  clients: {
    id: 'organisations',
    title: 'Les organisations que j’accompagne',
    items: [
      'Des petites et moyennes entreprises, tous secteurs confondus',
      'Des directions qui préparent ou traversent une période de changement',
      'Des équipes RH qui veulent structurer leur démarche en santé et mieux-être',
      'Des organismes où la charge de travail et la charge émotionnelle sont élevées',
      'Des gestionnaires qui sentent leurs équipes s’essouffler',
    ],
    note: `${siteFacts.serviceArea.fr}.`,
  },
  form: {
    title: 'Faisons connaissance',
    description:
      'Parlez-moi de votre organisation et de ce qui vous amène. Je vous réponds personnellement pour convenir d’un premier échange.',
  },
}
