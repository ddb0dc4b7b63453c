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

/**
 * The label of a field of the facts named by its path in content/site.json (`person.bio.fr`,
 * `socialProfiles[0].url`), as the « Coordonnées » form shows it: « Courte biographie
 * (français) », « Réseaux sociaux ». A path the form has no label for is given back as it is.
 */
export function factFieldLabel(field: string): string {
  const parts = field.replace(/\[\d+\]/g, '').split('.')
  const [name = '', ...rest] = parts[0] === 'person' ? parts.slice(1) : parts
  const key = name === 'photo' && rest[0] === 'alt' ? 'photoAlt' : name
  const label =
    key in siteFactsLabels ? siteFactsLabels[key as keyof typeof siteFactsLabels] : field
  const language = rest.find((part) => part === 'fr' || part === 'en')
  return language ? languageLabel(label, language) : label
}
