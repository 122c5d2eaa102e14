import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { SocialLink } from '@wager/contract';
import { Logo } from '../../ui/logo.tsx';
import { localHref, useShell } from '../../shell/use-shell.ts';

const INFO_LINKS = [
  { key: 'about', path: '/information/about' },
  { key: 'contacts', path: '/information/contacts' },
  { key: 'rules', path: '/information/rules/1' },
  { key: 'howToBet', path: '/information/howbet' },
  { key: 'payment', path: '/information/payment' },
  { key: 'responsibleGaming', path: '/information/responsiblegaming' },
  { key: 'cookies', path: '/information/cookies' },
  { key: 'amlPolicy', path: '/information/amlpolicy' },
  { key: 'licenses', path: '/information/licenses' },
] as const;

/** The site footer (S0 §1, S1 §2): information links, social links and the minimum-age icon. */
export default function Footer() {
  const { t } = useTranslation();
  const shell = useShell();
  const { footer } = shell;
  return (
    <footer className="mt-10 border-t border-line bg-surface-1 text-sm">
      <div className="mx-auto grid max-w-[1920px] gap-10 px-4 py-10 md:grid-cols-[1.2fr_2fr_1fr] lg:px-6">
        <div className="space-y-4">
          <Logo tone="ink" href={localHref(shell.lang, '/')} />
          <p className="max-w-xs text-muted">{t('brand.tagline')}</p>
          <p className="text-muted">
            {t('footer.support')}:{' '}
            <a className="font-semibold text-ink hover:text-accent-text" href={`mailto:${footer.supportEmail}`}>
              {footer.supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label={t('footer.information')}>
          <h2 className="caption mb-3">{t('footer.information')}</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 lg:grid-cols-3">
            {INFO_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localHref(shell.lang, link.path)} className="footer-link">
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="caption mb-3">{t('footer.social')}</h2>
          <ul className="flex gap-2">
            {footer.socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  className="social-link"
                >
                  <SocialIcon name={social.iconName} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-[1920px] flex-wrap items-center gap-4 px-4 py-5 text-muted lg:px-6">
          <span
            role="img"
            aria-label={t('footer.ageIcon', { age: footer.minimumAge })}
            className="age-badge"
          >
            {footer.minimumAge}+
          </span>
          <p className="max-w-xl">{t('footer.ageNotice', { age: footer.minimumAge })}</p>
          <p className="ml-auto">
            {t('footer.licence')}: {footer.licence}
          </p>
          <p className="w-full text-xs">{t('footer.copyright', { year: 2026 })}</p>
        </div>
      </div>
    </footer>
  );
}

function SocialIcon({ name }: { name: SocialLink['iconName'] }) {
  const common = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
  switch (name) {
    case 'telegram':
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.5 4.2 2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5zM9.8 14.6l-.4 3.6-1.4-4.5 10.3-6.5-8.5 7.4z" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common} fill="currentColor">
          <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      );
  }
}
