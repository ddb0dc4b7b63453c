import { siteFacts } from '../../facts/siteFacts'
import type { LegalDocument } from '../legalDocument'

const { businessName: consultantName, email, phone, town, region } = siteFacts
const personName = siteFacts.person.name

/** Mentions légales : qui édite le site, qui l'héberge, à qui appartient son contenu. */
export const legalNotice: LegalDocument = {
  head: {
    title: 'Mentions légales',
    description:
      'Mentions légales du site SANTRA : éditeur, responsable, hébergement, propriété intellectuelle et droit applicable au Québec.',
  },
  title: 'Mentions légales',
  lead: 'Qui publie ce site, qui l’héberge et à qui en appartient le contenu.',
  updated: 'Dernière mise à jour : janvier 2024',
  englishNote:
    'This legal notice is written in French, the language of the legal pages. It names the publisher and the host of the site ; the site is governed by the laws of Québec.',
  sections: [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      blocks: [
        [
          `Nom : ${consultantName}`,
          `Responsable de la publication : ${personName}`,
          `Lieu d’établissement : ${town} (${region}), Canada`,
          `Courriel : [${email}](mailto:${email})`,
          `Téléphone : ${phone}`,
        ],
      ],
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      blocks: [
        'Le site est hébergé et diffusé par Cloudflare, Inc., 101 Townsend Street, San Francisco, Californie 94107, États-Unis : [www.cloudflare.com](https://www.cloudflare.com).',
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        `Les textes, la méthode SANTRA, son nom et la présentation du site appartiennent à ${consultantName}. Leur reproduction est encadrée par les [conditions d’utilisation](/conditions-utilisation).`,
        'Les polices de caractères Inter et Fraunces sont distribuées sous la licence SIL Open Font License.',
      ],
    },
    {
      id: 'renseignements-personnels',
      title: 'Renseignements personnels',
      blocks: [
        'Le site ne dépose aucun témoin et n’utilise aucun outil d’analyse d’audience. Le traitement des renseignements personnels et vos droits sont décrits dans la [politique de confidentialité](/politique-confidentialite).',
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      blocks: [
        'Le site et son contenu sont régis par les lois de la province de Québec et par les lois fédérales du Canada qui s’y appliquent.',
      ],
    },
  ],
}
