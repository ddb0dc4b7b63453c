import { siteFacts } from '../../facts/siteFacts'
import type { LegalDocument } from '../legalDocument'

const { businessName: consultantName, email, town, region } = siteFacts
const personName = siteFacts.person.name
const socialNetworks = siteFacts.socialProfiles.map((profile) => profile.network)
const mail = `[${email}](mailto:${email})`

/**
 * Politique de confidentialité. Elle décrit ce que le site fait réellement : aucun compte, aucun
 * témoin, aucune mesure d'audience; le formulaire ouvre le logiciel de courriel du visiteur;
 * l'auto-diagnostic reste dans l'onglet. À revoir si l'un de ces faits change.
 */
export const privacyPolicy: LegalDocument = {
  head: {
    title: 'Politique de confidentialité',
    description:
      'Comment le site SANTRA traite les renseignements personnels : aucun compte, aucun témoin, aucun outil d’analyse, et vos droits selon la loi québécoise.',
  },
  title: 'Politique de confidentialité',
  lead: 'Ce site ne recueille aucun renseignement personnel à votre insu : il n’utilise ni témoins (cookies) ni outil d’analyse d’audience, et le formulaire de contact ouvre votre propre logiciel de courriel.',
  updated: 'Dernière mise à jour : janvier 2024',
  englishNote:
    'This privacy policy is written in French, the language of the legal pages. In short: the site sets no cookies, uses no analytics, and its contact form only opens your own email software. For any question, write to us in English at the address below.',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable de la protection des renseignements personnels',
      blocks: [
        `Ce site est exploité par ${consultantName}, à ${town} (${region}). Conformément à la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25, la personne responsable de la protection des renseignements personnels est ${personName}.`,
        `Pour toute question ou demande au sujet de vos renseignements personnels, écrivez à ${mail}.`,
      ],
    },
    {
      id: 'ce-que-le-site-ne-fait-pas',
      title: 'Ce que le site ne fait pas',
      blocks: [
        [
          'Il ne vous demande de créer aucun compte.',
          'Il ne dépose aucun témoin (cookie) dans votre navigateur.',
          'Il n’utilise aucun outil d’analyse d’audience, aucun pixel publicitaire et aucun traceur.',
          'Il charge ses polices de caractères depuis son propre serveur, sans faire appel à un service tiers.',
          'Il ne vend, ne loue et n’échange aucun renseignement personnel.',
        ],
      ],
    },
    {
      id: 'formulaire',
      title: 'Le formulaire de contact',
      blocks: [
        `Le formulaire ne transmet rien à nos serveurs. Lorsque vous le soumettez, votre navigateur ouvre votre logiciel de courriel avec un message déjà rédigé, adressé à ${email}. Vous restez libre de le modifier ou de ne pas l’envoyer.`,
        'Si vous l’envoyez, les renseignements qu’il contient (nom, courriel, téléphone, entreprise et message) servent uniquement à répondre à votre demande et, le cas échéant, à assurer le suivi de la relation d’affaires qui en découle. Ils sont conservés dans la boîte de courriel de l’exploitant le temps nécessaire à ces fins, puis supprimés.',
      ],
    },
    {
      id: 'auto-diagnostic',
      title: 'L’auto-diagnostic préliminaire',
      blocks: [
        'Vos réponses à l’auto-diagnostic sont traitées entièrement dans votre navigateur. Elles sont gardées dans le stockage de session de l’onglet (sessionStorage), pour qu’un rechargement de la page ne les efface pas, et disparaissent à la fermeture de l’onglet. Elles ne sont jamais transmises à nos serveurs.',
        'Si vous choisissez de discuter de vos résultats, le lien prévu à cette fin prépare un courriel qui contient vos deux scores : vous décidez de l’envoyer ou non.',
      ],
    },
    {
      id: 'hebergement',
      title: 'Hébergement et journaux techniques',
      blocks: [
        'Le site est diffusé par le réseau de Cloudflare, Inc. Comme tout serveur Web, ce réseau reçoit l’adresse IP de votre appareil et des données techniques (type de navigateur, page demandée, date et heure) pour vous transmettre les pages et protéger le site contre les abus.',
        `Ces journaux peuvent contenir votre adresse IP pendant une courte période. Ils sont tenus par Cloudflare selon sa propre politique, possiblement à l’extérieur du Québec, notamment aux États-Unis. ${consultantName} ne s’en sert ni pour vous identifier ni pour mesurer l’audience du site.`,
      ],
    },
    {
      id: 'administration',
      title: 'Espace d’administration',
      blocks: [
        'La page d’administration du blogue est réservée à l’exploitant du site. La phrase de passe qui y donne accès est conservée dans la session du navigateur de l’administrateur et s’efface à la fermeture de l’onglet. Aucune donnée de visiteur n’y est accessible.',
      ],
    },
    {
      id: 'liens-externes',
      title: 'Liens vers d’autres sites',
      blocks: [
        `Le site contient des liens vers d’autres sites, comme ${socialNetworks.length > 0 ? `les profils sur ${socialNetworks.join(', ')}` : 'les profils sur les réseaux sociaux'} et les sites connexes énumérés au bas des pages. Lorsque vous les suivez, ce sont les politiques de confidentialité de ces sites qui s’appliquent.`,
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        'La loi vous permet en tout temps :',
        [
          'de savoir si nous détenons des renseignements personnels à votre sujet et d’y accéder ;',
          'de les faire rectifier s’ils sont inexacts, incomplets ou équivoques ;',
          'de retirer votre consentement à leur utilisation et d’en demander la suppression ;',
          'de savoir comment ils ont été obtenus et à qui ils ont été communiqués, le cas échéant.',
        ],
        `Adressez votre demande par écrit à ${personName}, à ${mail}. Nous y répondrons dans les 30 jours suivant sa réception, comme la loi le prévoit.`,
      ],
    },
    {
      id: 'plainte',
      title: 'Porter plainte',
      blocks: [
        'Si notre réponse ne vous satisfait pas, ou si vous estimez que vos renseignements personnels ne sont pas traités correctement, vous pouvez porter plainte auprès de la Commission d’accès à l’information du Québec : [www.cai.gouv.qc.ca](https://www.cai.gouv.qc.ca).',
      ],
    },
    {
      id: 'incidents',
      title: 'Incidents de confidentialité',
      blocks: [
        'Si un incident de confidentialité présentait un risque de préjudice sérieux, nous en aviserions sans délai les personnes concernées et la Commission d’accès à l’information, comme la loi l’exige.',
      ],
    },
    {
      id: 'modifications',
      title: 'Modifications',
      blocks: [
        'Cette politique peut être mise à jour pour tenir compte d’un changement du site ou de la loi. La date de la dernière mise à jour figure en haut de la page.',
      ],
    },
  ],
}
