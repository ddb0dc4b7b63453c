import { selfAssessment } from '../../data/selfAssessment/fr'
import { selfAssessmentCopy } from './SelfAssessmentPage'

selfAssessmentCopy.provide('fr', selfAssessment)

export { Component } from './SelfAssessmentPage'
