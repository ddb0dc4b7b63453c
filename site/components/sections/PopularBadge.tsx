import { useLingui } from '@lingui/react/macro'
import { Badge } from './Badge'

/** The badge of the most requested offer or talk: « Populaire » / « Most Popular ». */
export function PopularBadge() {
  const { t } = useLingui()
  return <Badge>{t`Populaire`}</Badge>
}
