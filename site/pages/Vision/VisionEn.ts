import { pillars } from '../../data/en/pillars'
import { vision } from '../../data/en/vision'
import { visionCopy } from './VisionPage'

visionCopy.provide('en', { vision, pillars })

export { Component } from './VisionPage'
