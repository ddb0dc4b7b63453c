import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { footerNavigation, type NavItem, pageVersion } from '../../routes/pageTable'
import { phoneHref, settings } from '../../settings'
import * as styles from './Footer.css'

/** The spec shows this year in the copyright line. */
const COPYRIGHT_YEAR = 2024

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
          </li>
        )
      })}
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
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            SANTRA
          </h2>
          <p className={styles.text}>
            {t`Santé et performance au travail pour les organisations qui veulent durer.`}
          </p>
          <p className={styles.text}>
            {t`Basée à ${settings.town}, ${settings.region}. Services offerts en personne dans la grande région de Montréal et en ligne partout au Québec.`}
          </p>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t`Pages`}
          </h2>
          <FooterLinks items={links.main} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t`Coordonnées`}
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </li>
            <li>
              <a className={styles.link} href={phoneHref}>
                {settings.phone}
              </a>
            </li>
            <li>
              <a className={styles.link} href={settings.socialProfile.url} rel="me noopener">
                {settings.socialProfile.label}
              </a>
            </li>
          </ul>
          <h2 className={styles.heading}>{t`Informations légales`}</h2>
          <FooterLinks items={links.legal} />
        </section>
        <section aria-labelledby="footer-related">
          <h2 id="footer-related" className={styles.heading}>
            {t`Sites connexes`}
          </h2>
          <ul className={styles.list}>
            {settings.relatedSites.map((site) => (
              <li key={site.url}>
                <a className={styles.link} href={site.url} rel="noopener">
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} {settings.consultantName}. {t`Tous droits réservés.`}
      </p>
    </footer>
  )
}
