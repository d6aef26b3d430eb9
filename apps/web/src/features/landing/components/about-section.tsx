import { BadgeCheck, HandCoins, Handshake, PackageCheck } from 'lucide-react';
import { PageContainer } from '../../../components/page-container.tsx';
import { S } from '../../../strings/common.ts';

const STEPS = [
  {
    icon: Handshake,
    title: 'Agree and fund',
    text: 'The client hires a freelancer and pays up front. The money is held safely, not sent yet.',
  },
  {
    icon: PackageCheck,
    title: 'Work gets delivered',
    text: 'The freelancer does the work while both sides keep in touch through built-in messages.',
  },
  {
    icon: HandCoins,
    title: 'Payment is released',
    text: 'Once the client approves, the payment goes to the freelancer. If not delivered, money back.',
  },
];

export const AboutSection = () => (
  <section id="about" tabIndex={-1} className="bg-white py-20 focus:outline-none sm:py-24">
    <PageContainer className="grid gap-14 lg:grid-cols-2 lg:items-center">
      <div>
        <p className="text-sm font-semibold text-violet-700">About us</p>
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          A marketplace built on trust
        </h2>
        <p className="mt-5 text-base leading-7 text-slate-600">
          {S.productName} brings clients and independent professionals together. Clients post jobs
          and buy ready-made services; freelancers show their portfolios, offer services and send
          proposals.
        </p>
        <p className="mt-4 text-base leading-7 text-slate-600">
          We hold payments until the work is approved, verify freelancer accounts and keep a support
          team on call day and night, so both sides can focus on the work itself.
        </p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {[
            'Free to join',
            'Verified freelancers',
            'Secure card payments',
            'Refunds when needed',
          ].map((item) => (
            <li key={item} className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <BadgeCheck aria-hidden="true" className="size-5 text-violet-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
        <h3 className="text-lg font-semibold text-slate-900">How payments work</h3>
        <ol className="mt-6 space-y-6">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex gap-4">
              {index < STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute top-12 left-5 h-[calc(100%-1.5rem)] w-px bg-violet-200"
                />
              ) : null}
              <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-700 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-900">
                  {index + 1}. {title}
                </p>
                <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </PageContainer>
  </section>
);
