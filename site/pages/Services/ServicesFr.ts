import { offers } from '../../data/fr/offers'
import { services } from '../../data/fr/services'
import { servicesCopy } from './ServicesPage'

servicesCopy.provide('fr', { services, offers, formId: 'reservation' })

export { Component } from './ServicesPage'
