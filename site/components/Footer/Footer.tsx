import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { footerNavigation, type Locale, type NavItem, pageVersion } from '../../routes/pageTable'
import { phoneHref, siteFacts } from '../../facts/siteFacts'
import * as styles from './Footer.css'

/** The site's first year; the copyright line runs from it to the year of the build. */
const FIRST_YEAR = 2024

/** Says, after a link, that the page it opens is in the other language. */
function InOtherLanguage({ language }: { language: Locale }) {
  const { t } = useLingui()
  return (
    <span className={styles.languageNote}>
      {' '}
      {language === 'fr' ? t`(en français)` : t`(en anglais)`}
    </span>
  )
}

function FooterLinks({ items }: { items: readonly NavItem[] }) {
  const locale = useLocale()
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const version = pageVersion(item.page, locale)
        return (
          <li key={item.page}>
            <Link
              to={item.path ?? version.path}
              className={styles.link}
              lang={version.locale === locale ? undefined : version.locale}
            >
              {version.label}
            </Link>
            {version.locale !== locale && <InOtherLanguage language={version.locale} />}
          </li>
        )
      })}
    </ul>
  )
}

/** Who the business is and where it works. */
function FooterAbout() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <section aria-labelledby="footer-about">
      <h2 id="footer-about" className={styles.heading}>
        SANTRA
      </h2>
      <p className={styles.text}>
        {t`Santé et performance au travail pour les organisations qui veulent durer.`}
      </p>
      <p className={styles.text}>
        {siteFacts.town}, {siteFacts.region}. {siteFacts.serviceArea[locale]}.
      </p>
    </section>
  )
}

/** The mail address, the phone number and the social profiles, then the legal pages. */
function FooterContact({ legal }: { legal: readonly NavItem[] }) {
  const { t } = useLingui()
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className={styles.heading}>
        {t`Coordonnées`}
      </h2>
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href={`mailto:${siteFacts.email}`}>
            {siteFacts.email}
          </a>
        </li>
        <li>
          <a className={styles.link} href={phoneHref}>
            {siteFacts.phone}
          </a>
        </li>
        {siteFacts.socialProfiles.map((profile) => (
          <li key={profile.url}>
            <a className={styles.link} href={profile.url} rel="me noopener">
              {profile.network}
            </a>
          </li>
        ))}
      </ul>
      <h2 className={styles.heading}>{t`Informations légales`}</h2>
      <FooterLinks items={legal} />
    </section>
  )
}

/** The consultant's other sites, each marked when it is in the other language. */
function FooterRelatedSites() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <section aria-labelledby="footer-related">
      <h2 id="footer-related" className={styles.heading}>
        {t`Sites connexes`}
      </h2>
      <ul className={styles.list}>
        {siteFacts.relatedSites.map((site) => (
          <li key={site.url}>
            <a
              className={styles.link}
              href={site.url}
              rel="noopener"
              hrefLang={site.language}
              lang={site.language === locale ? undefined : site.language}
            >
              {site.label}
            </a>
            {site.language !== locale && <InOtherLanguage language={site.language} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Footer() {
  const { t } = useLingui()
  const locale = useLocale()
  const links = footerNavigation[locale]
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={styles.grid}>
        <FooterAbout />
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t`Pages`}
          </h2>
          <FooterLinks items={links.main} />
        </nav>
        <FooterContact legal={links.legal} />
        {siteFacts.relatedSites.length > 0 && <FooterRelatedSites />}
      </div>
      <p className={styles.copyright}>
        © {FIRST_YEAR}–{__BUILD_YEAR__} {siteFacts.businessName}. {t`Tous droits réservés.`}
      </p>
    </footer>
  )
}
