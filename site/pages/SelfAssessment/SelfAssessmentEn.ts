import { selfAssessment } from '../../data/selfAssessment/en'
import { selfAssessmentIn } from './SelfAssessmentPage'

/** The English self-assessment's route module: its own statements only. */
export const Component = selfAssessmentIn('en', selfAssessment)
