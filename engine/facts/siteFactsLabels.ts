/**
 * The name of each field of the consultant's facts, as the admin's « Coordonnées » form labels it
 * and as the schema's messages name it: the sentence under a field and the field's label never
 * disagree.
 */
export const siteFactsLabels = {
  businessName: 'Nom de l’entreprise',
  name: 'Votre nom',
  title: 'Titre professionnel',
  credentials: 'Formations, titres et affiliations',
  bio: 'Courte biographie',
  photo: 'Photo',
  photoAlt: 'Description de la photo',
  email: 'Courriel',
  phone: 'Téléphone',
  town: 'Ville',
  region: 'Région',
  serviceArea: 'Territoire desservi',
  siteUrl: 'Adresse du site',
  socialProfiles: 'Réseaux sociaux',
  network: 'Réseau',
  profileUrl: 'Adresse du profil',
  relatedSites: 'Sites associés',
  relatedLabel: 'Nom du site associé',
  relatedUrl: 'Adresse du site associé',
  relatedLanguage: 'Langue du site associé',
} as const

/** The label of one language of a bilingual field: « Titre professionnel (français) ». */
export function languageLabel(label: string, language: 'fr' | 'en'): string {
  return `${label} (${language === 'fr' ? 'français' : 'anglais'})`
}
