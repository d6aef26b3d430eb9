import { SiteFooter } from '../../../components/site-footer.tsx';
import { MAIN_ID, SkipLink } from '../../../components/skip-link.tsx';
import { AboutSection } from './about-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingHeader } from './landing-header.tsx';
import { ServicesSection } from './services-section.tsx';

/** The landing page (/): prerendered into landing.html at build time, and a route of the app. */
export const LandingPage = () => (
  <div className="flex min-h-dvh flex-col">
    <SkipLink />
    <LandingHeader />
    <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <FaqSection />
      <ContactSection />
    </main>
    <SiteFooter />
  </div>
);
