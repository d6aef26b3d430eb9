import { Headset } from 'lucide-react';
import { AppLink } from '../../../components/app-link.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { S } from '../../../strings/common.ts';

export const ContactSection = () => (
  <section id="contact" tabIndex={-1} className="bg-white py-16 focus:outline-none sm:py-20">
    <PageContainer>
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-violet-700 to-indigo-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10 blur-2xl"
        />
        <Headset aria-hidden="true" className="relative mx-auto size-10 text-violet-200" />
        <h2 className="relative mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {S.footer.contactUs}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-violet-100">
          Questions about hiring, selling or a payment? Our support team answers around the clock.
          Create a free account to get started in minutes.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <AppLink
            to="/sign_up"
            className={buttonClass({
              size: 'lg',
              className: 'bg-white! text-violet-800! hover:bg-violet-50!',
            })}
          >
            {S.landing.createFreeAccount}
          </AppLink>
          <AppLink
            to="/sign_in"
            className={buttonClass({
              variant: 'ghost',
              size: 'lg',
              className: 'border border-white/40 text-white! hover:bg-white/10!',
            })}
          >
            {S.landing.signIn}
          </AppLink>
        </div>
      </div>
    </PageContainer>
  </section>
);
