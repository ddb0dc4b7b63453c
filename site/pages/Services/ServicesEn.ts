import { offers } from '../../data/en/offers'
import { services } from '../../data/en/services'
import { servicesIn } from './ServicesPage'

/** The English services page's route module: its own offers only. */
export const Component = servicesIn('en', { services, offers, formId: 'booking' })
