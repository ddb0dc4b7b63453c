import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { footerNavigation, type Locale, type NavItem, pageVersion } from '../../../engine/index.ts'
import { phoneHref, siteFacts } from '../../siteFacts'
import * as styles from './Footer.css'
import { i18nFor } from '../../i18n/i18nFor'
import { pageLabels } from '../../routes/pageLabels'

/** The site's first year; the copyright line runs from it to the year of the build. */
const FIRST_YEAR = 2024

/**
 * Says, after a link, that the page it opens is in the other language. A no-break space ties it to
 * the link's last word and the note never breaks inside (its style), so it never wraps alone.
 */
function InOtherLanguage({ language }: { language: Locale }) {
  const { t } = useLingui()
  return (
    <span className={styles.languageNote}>
      {'\u00a0'}
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
              {i18nFor(version.locale)._(pageLabels[item.page])}
            </Link>
            {version.locale !== locale && <InOtherLanguage language={version.locale} />}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * A column of the footer under its heading. Not a landmark of its own: the footer is one, and a
 * page's section may bear the same name (« Coordonnées » on /contact).
 */
function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </div>
  )
}

/** The mail address, the phone number and each social profile. */
function ContactLinks() {
  return (
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
  )
}

/** The consultant's other sites, each marked when it is in the other language. */
function RelatedSiteLinks({ locale }: { locale: Locale }) {
  return (
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
  )
}

export function Footer() {
  const { t } = useLingui()
  const locale = useLocale()
  const links = footerNavigation[locale]
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={styles.grid}>
        <FooterColumn title="SANTRA">
          <p className={styles.text}>
            {t`Santé et performance au travail pour les organisations qui veulent durer.`}
          </p>
          <p className={styles.text}>
            {siteFacts.town}, {siteFacts.region}. {siteFacts.serviceArea[locale]}.
          </p>
        </FooterColumn>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t`Pages`}
          </h2>
          <FooterLinks items={links.main} />
        </nav>
        <FooterColumn title={t`Coordonnées`}>
          <ContactLinks />
          <h2 className={styles.heading}>{t`Informations légales`}</h2>
          <FooterLinks items={links.legal} />
        </FooterColumn>
        {siteFacts.relatedSites.length > 0 && (
          <FooterColumn title={t`Sites connexes`}>
            <RelatedSiteLinks locale={locale} />
          </FooterColumn>
        )}
      </div>
      <p className={styles.copyright}>
        © {FIRST_YEAR}–{__BUILD_YEAR__} {siteFacts.businessName}. {t`Tous droits réservés.`}
      </p>
    </footer>
  )
}
