import { selfAssessment } from '../../data/selfAssessment/fr'
import { selfAssessmentIn } from './SelfAssessmentPage'

/** The French self-assessment's route module: its own statements only. */
export const Component = selfAssessmentIn('fr', selfAssessment)
