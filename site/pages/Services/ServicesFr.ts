import { offers } from '../../data/fr/offers'
import { services } from '../../data/fr/services'
import { servicesIn } from './ServicesPage'

/** The French services page's route module: its own offers only. */
export const Component = servicesIn('fr', { services, offers, formId: 'reservation' })
