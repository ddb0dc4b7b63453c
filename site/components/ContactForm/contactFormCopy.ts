import type { Locale } from '../../routes/pageTable'
import type { ContactValidationMessages } from './contactSchema'

/** Every sentence of the contact form, in one language. */
export interface ContactFormCopy {
  /** Heading used when the page gives none. */
  defaultTitle: string
  requiredNote: string
  optionalLabel: string
  labels: {
    firstName: string
    lastName: string
    email: string
    phone: string
    company: string
    message: string
  }
  errors: ContactValidationMessages
  submit: string
  submitting: string
  privacyNote: string
  toastTitle: string
  toastDescription: string
  confirmation: {
    title: string
    text: string
    reopen: string
    fallback: string
    showMessage: string
  }
  copy: {
    address: string
    /** Tooltip of the address button. */
    addressHint: string
    addressDone: string
    message: string
    /** Tooltip of the message button. */
    messageHint: string
    messageDone: string
    failed: string
  }
}

/** The contact form's copy per language; the French messages are the spec's. */
export const contactFormCopy: Record<Locale, ContactFormCopy> = {
  fr: {
    defaultTitle: 'Appelez-moi',
    requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    optionalLabel: 'facultatif',
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      company: 'Entreprise',
      message: 'Message',
    },
    errors: {
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      email: 'Adresse email invalide',
      phone: 'Le numéro de téléphone doit contenir au moins 10 caractères',
      message: 'Le message doit contenir au moins 10 caractères',
    },
    submit: 'Préparer mon courriel',
    submitting: 'Préparation…',
    privacyNote:
      'Ce formulaire n’envoie rien par le site : il ouvre votre propre logiciel de courriel avec le message déjà rédigé. Vous le relisez, puis vous l’envoyez.',
    toastTitle: 'Email ouvert!',
    toastDescription: 'Votre client email va s’ouvrir avec le message pré-rempli.',
    confirmation: {
      title: 'Votre message est prêt',
      text: 'Votre logiciel de courriel devrait s’ouvrir avec votre message. Il reste à l’envoyer.',
      reopen: 'Ouvrir de nouveau le courriel',
      fallback:
        'Rien ne s’est ouvert ? Copiez votre message et envoyez-le depuis votre messagerie à l’adresse suivante :',
      showMessage: 'Voir le message préparé',
    },
    copy: {
      address: 'Copier l’adresse',
      addressHint: 'Copie l’adresse courriel dans le presse-papiers',
      addressDone: 'Adresse copiée',
      message: 'Copier le message',
      messageHint: 'Copie le texte du message préparé dans le presse-papiers',
      messageDone: 'Message copié',
      failed: 'La copie a échoué : sélectionnez le texte et copiez-le vous-même.',
    },
  },
  en: {
    defaultTitle: 'Call me',
    requiredNote: 'Fields marked with an asterisk (*) are required.',
    optionalLabel: 'optional',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      message: 'Message',
    },
    errors: {
      firstName: 'Your first name must be at least 2 characters long',
      lastName: 'Your last name must be at least 2 characters long',
      email: 'Please enter a valid email address',
      phone: 'Your phone number must be at least 10 characters long',
      message: 'Your message must be at least 10 characters long',
    },
    submit: 'Prepare my email',
    submitting: 'Preparing…',
    privacyNote:
      'This form sends nothing through the website: it opens your own email app with the message already written. You review it, then send it.',
    toastTitle: 'Email opened!',
    toastDescription: 'Your email app will open with your message prefilled.',
    confirmation: {
      title: 'Your message is ready',
      text: 'Your email app should open with your message. All that is left is to send it.',
      reopen: 'Open the email again',
      fallback:
        'Nothing opened? Copy your message and send it from your own mailbox to this address:',
      showMessage: 'See the prepared message',
    },
    copy: {
      address: 'Copy the address',
      addressHint: 'Copies the email address to your clipboard',
      addressDone: 'Address copied',
      message: 'Copy the message',
      messageHint: 'Copies the text of the prepared message to your clipboard',
      messageDone: 'Message copied',
      failed: 'Copying failed: select the text and copy it yourself.',
    },
  },
}
