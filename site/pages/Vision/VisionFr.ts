import { pillars } from '../../data/fr/pillars'
import { vision } from '../../data/fr/vision'
import { visionCopy } from './VisionPage'

visionCopy.provide('fr', { vision, pillars })

export { Component } from './VisionPage'
