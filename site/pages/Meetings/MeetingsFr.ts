import { contexts } from '../../data/fr/contexts'
import { formats } from '../../data/fr/formats'
import { meetings } from '../../data/fr/meetings'
import { processSteps } from '../../data/fr/processSteps'
import { talks } from '../../data/fr/talks'
import { trainings } from '../../data/fr/trainings'
import { meetingsCopy } from './MeetingsPage'

meetingsCopy.provide('fr', {
  copy: meetings,
  talks,
  trainings,
  formats,
  contexts,
  steps: processSteps,
  formType: 'conference',
})

export { Component } from './MeetingsPage'
