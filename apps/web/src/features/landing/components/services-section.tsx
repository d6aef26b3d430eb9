import { BadgeCheck, Headset, Search, ShieldCheck, Store, Undo2 } from 'lucide-react';
import { PageContainer } from '../../../components/page-container.tsx';

const SERVICES = [
  {
    icon: Search,
    title: 'Find a freelancer',
    text: 'Browse services by category or post a job and let skilled freelancers send you proposals.',
  },
  {
    icon: Store,
    title: 'Offer your services',
    text: 'Publish services and portfolio projects so clients can discover your work and hire you.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted transactions',
    text: 'Payments are held escrow-style and released to the freelancer only when the work is approved.',
  },
  {
    icon: Undo2,
    title: 'Money-back guarantee',
    text: 'If the work is not delivered as agreed, you get your money back. Refunds are quick and simple.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified freelancer accounts',
    text: 'Freelancer accounts are verified, so you always know who you are working with.',
  },
  {
    icon: Headset,
    title: 'Round-the-clock support',
    text: 'Our support team is available 24/7 to help with orders, payments and anything in between.',
  },
];

export const ServicesSection = () => (
  <section id="services" tabIndex={-1} className="bg-slate-50 py-20 focus:outline-none sm:py-24">
    <PageContainer>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold text-violet-700">Services</p>
        <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Everything you need to get work done
        </h2>
        <p className="mt-4 text-base text-slate-600">
          Whether you are hiring or selling, every step is covered, from the first message to the
          final payment.
        </p>
      </div>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow duration-300 hover:shadow-md"
          >
            <span className="flex size-11 items-center justify-center rounded-lg bg-violet-50 text-violet-700 transition-colors duration-300 group-hover:bg-violet-700 group-hover:text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </PageContainer>
  </section>
);
