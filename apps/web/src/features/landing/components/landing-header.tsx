import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { Logo } from '../../../components/logo.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { S } from '../../../strings/common.ts';
import { scrollToSection } from '../scroll-to-section.ts';

export const LANDING_SECTIONS = [
  { id: 'home', label: S.landing.navHome },
  { id: 'services', label: S.landing.navServices },
  { id: 'about', label: S.landing.navAbout },
  { id: 'faq', label: S.landing.navFaq },
] as const;

const onSectionClick =
  (id: string, after?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    after?.();
    scrollToSection(id);
  };

const sectionLinkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors duration-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700';

/** Sticky landing header. A plain disclosure on phones keeps this page free of dialog code. */
export const LandingHeader = () => {
  const signedIn = useSession() !== null;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  // Escape closes the phone menu; focus that was in it goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (header.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const actions = signedIn ? (
    <AppLink to="/home" className={buttonClass({ size: 'sm' })}>
      {S.landing.openApp}
    </AppLink>
  ) : (
    <>
      <AppLink to="/sign_in" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        {S.landing.signIn}
      </AppLink>
      <AppLink to="/sign_up" className={buttonClass({ size: 'sm' })}>
        {S.landing.signUp}
      </AppLink>
    </>
  );

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <PageContainer className="flex h-16 items-center gap-6">
        <Logo />
        <nav aria-label={S.landing.sectionsNav} className="hidden items-center gap-1 md:flex">
          {LANDING_SECTIONS.map((section) => (
            <a
              key={section.id}
              href={`#${section.id}`}
              onClick={onSectionClick(section.id)}
              className={sectionLinkClass}
            >
              {section.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 sm:flex">{actions}</div>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="landing-menu"
          aria-label={open ? S.app.closeMenu : S.app.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="ml-auto inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700 sm:ml-0 md:hidden"
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <MenuIcon aria-hidden="true" className="size-5" />
          )}
        </button>
      </PageContainer>
      {open ? (
        <div
          id="landing-menu"
          className="animate-fade-in border-t border-slate-200 bg-white md:hidden"
        >
          <PageContainer className="flex flex-col gap-1 py-3">
            <nav aria-label={S.landing.sectionsNav} className="flex flex-col">
              {LANDING_SECTIONS.map((section) => (
                <a
                  key={section.id}
                  href={`#${section.id}`}
                  onClick={onSectionClick(section.id, () => setOpen(false))}
                  className={sectionLinkClass}
                >
                  {section.label}
                </a>
              ))}
            </nav>
            <div className="mt-2 flex gap-2 border-t border-slate-200 pt-3 sm:hidden [&>a]:flex-1">
              {actions}
            </div>
          </PageContainer>
        </div>
      ) : null}
    </header>
  );
};
