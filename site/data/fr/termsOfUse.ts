import { siteFacts } from '../../facts/siteFacts'
import type { LegalDocument } from '../legalDocument'

const { businessName: consultantName, email } = siteFacts

/** Conditions d'utilisation du site, régies par le droit québécois. */
export const termsOfUse: LegalDocument = {
  head: {
    title: 'Conditions d’utilisation',
    description:
      'Les conditions d’utilisation du site SANTRA : nature de l’information, propriété intellectuelle, responsabilité et droit applicable au Québec.',
  },
  title: 'Conditions d’utilisation',
  lead: 'Les règles simples qui encadrent votre utilisation du site et de son contenu.',
  updated: 'Dernière mise à jour : janvier 2024',
  englishNote:
    'These terms of use are written in French, the language of the legal pages, and are governed by the laws of Québec. For any question, write to us in English at the address below.',
  sections: [
    {
      id: 'objet',
      title: 'Objet',
      blocks: [
        `Les présentes conditions encadrent l’utilisation du site de ${consultantName}. En naviguant sur le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.`,
      ],
    },
    {
      id: 'nature-information',
      title: 'Nature de l’information',
      blocks: [
        'Le contenu du site, y compris les articles du blogue, est fourni à titre informatif. Il ne constitue ni un avis médical ni un avis psychologique ou juridique, et il ne remplace pas une consultation auprès d’un professionnel de la santé.',
        'Si vous ou l’un de vos employés vivez de la détresse, communiquez avec un professionnel de la santé ou avec Info-Social en composant le 811. En cas d’urgence, composez le 911.',
      ],
    },
    {
      id: 'auto-diagnostic',
      title: 'L’auto-diagnostic préliminaire',
      blocks: [
        'L’auto-diagnostic donne une première lecture fondée uniquement sur vos réponses. Ses résultats sont indicatifs : ils ne constituent pas une évaluation complète de votre organisation et ne peuvent à eux seuls fonder une décision de gestion.',
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        `La méthode SANTRA, son nom, les textes, les illustrations et la présentation du site appartiennent à ${consultantName}. Vous pouvez consulter ce contenu et le partager au moyen d’un lien vers le site.`,
        'Toute reproduction, adaptation ou utilisation commerciale du contenu, en tout ou en partie, exige une autorisation écrite préalable.',
      ],
    },
    {
      id: 'formulaire',
      title: 'Formulaire de contact et échanges',
      blocks: [
        'Le formulaire prépare un courriel dans votre propre logiciel de messagerie ; vous êtes responsable de l’exactitude des renseignements que vous y inscrivez. Un échange par courriel ne crée aucune obligation : tout mandat fait l’objet d’une entente écrite distincte.',
        'Le traitement de vos renseignements personnels est décrit dans la [politique de confidentialité](/politique-confidentialite).',
      ],
    },
    {
      id: 'liens-externes',
      title: 'Liens vers d’autres sites',
      blocks: [
        `Les liens vers des sites externes sont fournis pour votre commodité. ${consultantName} n’exerce aucun contrôle sur leur contenu et n’en assume pas la responsabilité.`,
      ],
    },
    {
      id: 'responsabilite',
      title: 'Disponibilité et responsabilité',
      blocks: [
        'Nous veillons à ce que le site soit exact et accessible, sans pouvoir garantir l’absence d’erreurs ou d’interruptions. Le contenu peut être modifié en tout temps, sans préavis.',
        `Dans les limites permises par la loi, la responsabilité de ${consultantName} ne peut être engagée pour un dommage découlant de l’utilisation du site ou de l’impossibilité d’y accéder.`,
      ],
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable',
      blocks: [
        'Les présentes conditions sont régies par les lois de la province de Québec et par les lois fédérales du Canada qui s’y appliquent. Tout différend relève de la compétence exclusive des tribunaux du Québec.',
      ],
    },
    {
      id: 'nous-joindre',
      title: 'Modifications et questions',
      blocks: [
        'Ces conditions peuvent être mises à jour ; la date de la dernière mise à jour figure en haut de la page.',
        `Pour toute question à leur sujet, écrivez à [${email}](mailto:${email}).`,
      ],
    },
  ],
}
