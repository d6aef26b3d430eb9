import { BadgeCheck, Check, CircleCheck, Headset, ShieldCheck, Star } from 'lucide-react';
import { AppLink } from '../../../components/app-link.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { S } from '../../../strings/common.ts';

const TRUST = [
  { icon: ShieldCheck, text: 'Escrow-style payments' },
  { icon: BadgeCheck, text: 'Verified freelancers' },
  { icon: Headset, text: '24/7 support' },
];

export const HeroSection = () => (
  <section id="home" tabIndex={-1} className="relative overflow-hidden bg-white focus:outline-none">
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute -top-40 right-[-10%] size-[36rem] rounded-full bg-violet-200/50 blur-3xl" />
      <div className="absolute bottom-[-12rem] left-[-8rem] size-[28rem] rounded-full bg-indigo-100/70 blur-3xl" />
      <svg className="absolute inset-0 h-full w-full text-slate-200/70 [mask-image:radial-gradient(ellipse_at_top,white,transparent_70%)]">
        <defs>
          <pattern id="hero-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="currentColor" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
    </div>
    <PageContainer className="relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-28">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-violet-200 bg-violet-50 px-3 py-1 text-xs font-medium text-violet-800 sm:text-sm">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Money-back guarantee on every job
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
          Hire trusted freelancers. <span className="text-violet-700">Or become one.</span>
        </h1>
        <p className="mt-6 max-w-xl text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">
          {S.productName} connects clients with verified freelancers. Post a job or offer your
          services, and keep every payment protected until the work is done.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <AppLink to="/sign_up" className={buttonClass({ size: 'lg' })}>
            {S.landing.findFreelancer}
          </AppLink>
          <AppLink to="/sign_up" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {S.landing.provideService}
          </AppLink>
        </div>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-600">
          {TRUST.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-violet-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <HeroIllustration />
    </PageContainer>
  </section>
);

const PROPOSALS = [
  { initial: 'M', name: 'Maya R.', role: 'Brand designer', tone: 'bg-violet-100 text-violet-700' },
  { initial: 'J', name: 'Jonas K.', role: 'Illustrator', tone: 'bg-sky-100 text-sky-700' },
  { initial: 'S', name: 'Sara L.', role: 'Art director', tone: 'bg-amber-100 text-amber-700' },
];

/** A drawing of the product at work, made of markup so nothing loads from elsewhere. */
const HeroIllustration = () => (
  <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
    <div className="relative rounded-2xl border border-slate-200 bg-white p-5 pb-12 shadow-xl shadow-violet-900/10 sm:p-6 sm:pb-14">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium text-slate-500">Job post</p>
          <p className="mt-1 text-base font-semibold text-slate-900 sm:text-lg">
            Brand identity for a coffee shop
          </p>
        </div>
        <span className="rounded-full bg-sky-50 px-2.5 py-1 text-xs font-medium text-sky-700">
          Active
        </span>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {['Logo design', 'Branding', 'Illustration'].map((skill) => (
          <span
            key={skill}
            className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-600"
          >
            {skill}
          </span>
        ))}
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3 rounded-xl bg-slate-50 p-3 text-center">
        <div>
          <p className="text-xs text-slate-500">Budget</p>
          <p className="mt-0.5 text-sm font-semibold text-slate-900">$850.00</p>
        </div>
        <div>
          <p className="text-xs text-slate-500">Delivery</p>
          <p className="mt-0.5 text-sm font-semibold text-slate-900">14 days</p>
        </div>
        <div>
          <p className="text-xs text-slate-500">Level</p>
          <p className="mt-0.5 text-sm font-semibold text-slate-900">Expert</p>
        </div>
      </div>
      <p className="mt-5 text-xs font-semibold tracking-wide text-slate-500 uppercase">Proposals</p>
      <ul className="mt-2 divide-y divide-slate-100">
        {PROPOSALS.map((person, index) => (
          <li key={person.name} className="flex items-center gap-3 py-2.5">
            <span
              className={`flex size-9 items-center justify-center rounded-full text-sm font-semibold ${person.tone}`}
            >
              {person.initial}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1 text-sm font-medium text-slate-900">
                {person.name}
                <BadgeCheck className="size-3.5 text-violet-700" />
              </p>
              <p className="text-xs text-slate-500">{person.role}</p>
            </div>
            <span className="flex gap-0.5 text-amber-400">
              {Array.from({ length: 5 }, (_, star) => (
                <Star key={star} className="size-3 fill-current" />
              ))}
            </span>
            {index === 0 ? (
              <span className="ml-1 hidden rounded-lg bg-violet-700 px-2.5 py-1 text-xs font-medium text-white sm:inline">
                Hire
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
    <div className="absolute -bottom-7 -left-2 flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:-left-8">
      <span className="flex size-9 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-900">Payment released</p>
        <p className="text-xs text-slate-500">Work approved · $850.00</p>
      </div>
    </div>
    <div className="absolute -top-5 -right-2 hidden items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg sm:flex sm:-right-6">
      <span className="flex size-5 items-center justify-center rounded-full bg-violet-700 text-white">
        <Check className="size-3" />
      </span>
      Funds held in escrow
    </div>
  </div>
);
