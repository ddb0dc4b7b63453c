import { selfAssessment } from '../../data/selfAssessment/en'
import { selfAssessmentCopy } from './SelfAssessmentPage'

selfAssessmentCopy.provide('en', selfAssessment)

export { Component } from './SelfAssessmentPage'
