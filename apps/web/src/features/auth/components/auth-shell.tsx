import { BadgeCheck, Headset, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { MAIN_ID, SkipLink } from '../../../components/skip-link.tsx';

const POINTS = [
  {
    icon: ShieldCheck,
    text: 'Payments are held safely and released only when the work is approved.',
  },
  { icon: BadgeCheck, text: 'Every freelancer account is verified before it can take on work.' },
  { icon: Headset, text: 'Refunds and round-the-clock support whenever you need a hand.' },
];

/** Frame of the sign-in and sign-up screens: a brand panel on wide screens, the form beside it. */
export const AuthShell = ({ children }: { children: ReactNode }) => (
  <div className="flex min-h-dvh bg-white">
    <SkipLink />
    <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-violet-700 via-violet-800 to-indigo-900 p-10 text-white lg:flex">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-80 rounded-full bg-fuchsia-400/20 blur-3xl"
      />
      <Logo inverted className="relative" />
      <div className="relative">
        <h2 className="text-3xl leading-tight font-semibold">
          Great work starts with people you can trust.
        </h2>
        <ul className="mt-8 space-y-5">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-violet-100">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon aria-hidden="true" className="size-5 text-white" />
              </span>
              <span className="pt-1.5 text-sm leading-6">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-violet-200">
        Escrow-style payments · Money-back guarantee
      </p>
    </aside>
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="flex flex-1 flex-col px-4 py-8 focus:outline-none sm:px-8"
    >
      <div className="lg:hidden">
        <Logo />
      </div>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
        {children}
      </div>
    </main>
  </div>
);
