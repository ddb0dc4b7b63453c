import { style } from '@vanilla-extract/css'
import { button } from '../../components/ui/ButtonLink.css'

export const share = style([button.secondary, { flexShrink: 0 }])

export const icon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 })
