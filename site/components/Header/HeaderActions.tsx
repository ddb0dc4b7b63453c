import { LanguageSwitch } from './LanguageSwitch'
import { MobileNav } from './MobileNav'

/**
 * The header's controls: the language switch and the menu button. On a page without the app
 * they come alive on their own (site/islands/main.tsx), so they depend on no router.
 */
export function HeaderActions({ languageTarget }: { languageTarget: string }) {
  return (
    <>
      <LanguageSwitch target={languageTarget} />
      <MobileNav />
    </>
  )
}
