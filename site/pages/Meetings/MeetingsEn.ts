import { contexts } from '../../data/en/contexts'
import { formats } from '../../data/en/formats'
import { meetings } from '../../data/en/meetings'
import { processSteps } from '../../data/en/processSteps'
import { talks } from '../../data/en/talks'
import { trainings } from '../../data/en/trainings'
import { meetingsCopy } from './MeetingsPage'

meetingsCopy.provide('en', {
  copy: meetings,
  talks,
  trainings,
  formats,
  contexts,
  steps: processSteps,
  formType: 'meetings',
})

export { Component } from './MeetingsPage'
