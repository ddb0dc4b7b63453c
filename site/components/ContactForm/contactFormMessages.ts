import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ContactValidationMessages } from './contactSchema'

/** The sentence under each field that breaks its rule (spec section 5), in `i18n`'s language. */
export function contactValidationMessages(i18n: I18n): ContactValidationMessages {
  return {
    firstName: i18n._(msg`Le prénom doit contenir au moins 2 caractères`),
    lastName: i18n._(msg`Le nom doit contenir au moins 2 caractères`),
    email: i18n._(msg`Adresse email invalide`),
    phone: i18n._(msg`Le numéro de téléphone doit contenir au moins 10 caractères`),
    message: i18n._(msg`Le message doit contenir au moins 10 caractères`),
  }
}

/** Every sentence of the contact form, in `i18n`'s language. */
export function contactFormMessages(i18n: I18n) {
  const t = i18n._.bind(i18n)
  return {
    /** Heading used when the page gives none (the spec's). */
    defaultTitle: t(msg`Appelez-moi`),
    requiredNote: t(msg`Les champs marqués d’un astérisque (*) sont obligatoires.`),
    optionalLabel: t(msg`facultatif`),
    labels: {
      firstName: t(msg`Prénom`),
      lastName: t(msg`Nom`),
      email: t(msg`Courriel`),
      phone: t(msg`Téléphone`),
      company: t(msg`Entreprise`),
      message: t(msg`Message`),
    },
    submit: t(msg`Préparer mon courriel`),
    submitting: t(msg`Préparation…`),
    privacyNote: t(
      msg`Ce formulaire n’envoie rien par le site : il ouvre votre propre logiciel de courriel avec le message déjà rédigé. Vous le relisez, puis vous l’envoyez.`,
    ),
    toastTitle: t(msg`Email ouvert!`),
    toastDescription: t(msg`Votre client email va s’ouvrir avec le message pré-rempli.`),
    confirmation: {
      title: t(msg`Votre message est prêt`),
      text: t(
        msg`Votre logiciel de courriel devrait s’ouvrir avec votre message. Il reste à l’envoyer.`,
      ),
      reopen: t(msg`Ouvrir de nouveau le courriel`),
      fallback: t(
        msg`Rien ne s’est ouvert ? Copiez votre message et envoyez-le depuis votre messagerie à l’adresse suivante :`,
      ),
      showMessage: t(msg`Voir le message préparé`),
    },
    copy: {
      address: t(msg`Copier l’adresse`),
      /** Tooltip of the address button. */
      addressHint: t(msg`Copie l’adresse courriel dans le presse-papiers`),
      addressDone: t(msg`Adresse copiée`),
      message: t(msg`Copier le message`),
      /** Tooltip of the message button. */
      messageHint: t(msg`Copie le texte du message préparé dans le presse-papiers`),
      messageDone: t(msg`Message copié`),
      failed: t(msg`La copie a échoué : sélectionnez le texte et copiez-le vous-même.`),
    },
  }
}

export type ContactFormMessages = ReturnType<typeof contactFormMessages>
