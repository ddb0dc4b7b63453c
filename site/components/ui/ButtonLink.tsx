import { Link, type LinkProps } from 'react-router-dom'
import * as styles from './ButtonLink.css'

export interface ButtonLinkProps extends LinkProps {
  variant?: keyof typeof styles.button
}

/** A call to action that navigates: a link that looks like a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={className ? `${styles.button[variant]} ${className}` : styles.button[variant]}
    />
  )
}
