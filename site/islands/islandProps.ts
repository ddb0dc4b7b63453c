import { contactTypes } from '../components/ContactForm/contactTypes'
import type { ContactFormProps } from '../components/ContactForm/LiveContactForm'

function parsed(json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined) return undefined
  try {
    const value: unknown = JSON.parse(json)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string'

/**
 * The contact form's props as its container carries them (IslandBox), or undefined when they are
 * not exactly the form's: an unknown key, a type the form does not know or a text that is not one.
 */
export function contactFormProps(json: string | undefined): ContactFormProps | undefined {
  const props = parsed(json)
  if (!props) return undefined
  const known = ['type', 'title', 'description', 'id']
  if (!Object.keys(props).every((key) => known.includes(key))) return undefined
  const typeIsKnown =
    props.type === undefined || (contactTypes as readonly unknown[]).includes(props.type)
  if (!typeIsKnown || !optionalText(props.title)) return undefined
  if (!optionalText(props.description) || !optionalText(props.id)) return undefined
  return props
}
