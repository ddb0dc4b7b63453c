import { offers } from '../../data/en/offers'
import { services } from '../../data/en/services'
import { servicesCopy } from './ServicesPage'

servicesCopy.provide('en', { services, offers, formId: 'booking' })

export { Component } from './ServicesPage'
