import { AppLink } from './app-link.tsx';
import { S } from '../strings/common.ts';
import { Logo } from './logo.tsx';
import { PageContainer } from './page-container.tsx';
import { SOCIAL_LINKS } from './social-links.ts';

const ABOUT_LINKS = [
  { label: S.footer.home, to: '/#home' },
  { label: S.footer.aboutUs, to: '/#about' },
  { label: S.footer.contactUs, to: '/#contact' },
];

const SocialIcons = ({ size }: { size: 'sm' | 'md' }) => (
  <ul className={size === 'md' ? 'mt-3 flex gap-2' : 'flex gap-1.5'}>
    {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
      <li key={label}>
        <a
          href={href}
          aria-label={label}
          rel="noopener noreferrer"
          className={`flex ${size === 'md' ? 'size-10' : 'size-8'} items-center justify-center rounded-full border border-slate-200 text-slate-600 transition-colors duration-300 hover:border-violet-300 hover:bg-violet-50 hover:text-violet-700 focus-visible:outline-2 focus-visible:outline-violet-700`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </a>
      </li>
    ))}
  </ul>
);

const Copyright = () => (
  <PageContainer className="py-5">
    <p className="text-center text-xs text-slate-500 sm:text-left">{S.footer.copyright}</p>
  </PageContainer>
);

/** The site's footer; `compact` is one row, the copyright line and the social icons. */
export const SiteFooter = ({ compact = false }: { compact?: boolean }) =>
  compact ? (
    <footer className="border-t border-slate-200 bg-white">
      <PageContainer className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <p className="text-xs text-slate-500">{S.footer.copyright}</p>
        <SocialIcons size="sm" />
      </PageContainer>
    </footer>
  ) : (
    <footer className="border-t border-slate-200 bg-white">
      <PageContainer className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <h2 className="mt-4 text-sm font-semibold text-slate-900">{S.footer.aboutTheSite}</h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">{S.footer.aboutText}</p>
        </div>
        <nav aria-label={S.footer.company}>
          <h2 className="text-sm font-semibold text-slate-900">{S.footer.company}</h2>
          <ul className="mt-3 space-y-2">
            {ABOUT_LINKS.map((link) => (
              <li key={link.to}>
                <AppLink
                  to={link.to}
                  className="rounded text-sm text-slate-600 hover:text-violet-700 focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{S.footer.followUs}</h2>
          <SocialIcons size="md" />
        </div>
      </PageContainer>
      <div className="border-t border-slate-200">
        <Copyright />
      </div>
    </footer>
  );
