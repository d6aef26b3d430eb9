import { SiteFooter } from '../../components/site-footer.tsx';
import { MAIN_ID, SkipLink } from '../../components/skip-link.tsx';
import { AboutSection } from '../../features/landing/components/about-section.tsx';
import { ContactSection } from '../../features/landing/components/contact-section.tsx';
import { FaqSection } from '../../features/landing/components/faq-section.tsx';
import { HeroSection } from '../../features/landing/components/hero-section.tsx';
import { LandingHeader } from '../../features/landing/components/landing-header.tsx';
import { ServicesSection } from '../../features/landing/components/services-section.tsx';

export const LandingRoute = () => (
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
