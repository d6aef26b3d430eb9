import { ChevronDown } from 'lucide-react';
import { PageContainer } from '../../../components/page-container.tsx';
import { S } from '../../../strings/common.ts';

export const FAQ = [
  {
    question: 'Is it free to sign up?',
    answer: `Yes. Creating a client or freelancer account on ${S.productName} is free. Clients pay only for the work they buy.`,
  },
  {
    question: 'How do I find a freelancer?',
    answer:
      'Browse services by category, search by title, or post a job describing what you need. Freelancers send proposals with their price and timeline, and you choose who to hire.',
  },
  {
    question: 'How does escrow payment work?',
    answer:
      'When you hire, your payment is held safely instead of going straight to the freelancer. It is released once you approve the delivered work, and if the work is not delivered as agreed you get your money back.',
  },
  {
    question: 'Which payment methods can I use?',
    answer:
      'You can pay with major credit and debit cards through our card payment provider. Card details are handled by the provider and never stored on our servers.',
  },
  {
    question: 'How do freelancers get found?',
    answer:
      'Freelancers publish services and portfolio projects that clients discover through search and categories, and they can send proposals on the jobs clients post.',
  },
];

/** Native disclosure widgets: keyboard and screen-reader support with no script at all. */
export const FaqSection = () => (
  <section id="faq" tabIndex={-1} className="bg-slate-50 py-20 focus:outline-none sm:py-24">
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <div className="text-center">
          <p className="text-sm font-semibold text-violet-700">{S.landing.navFaq}</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Frequently asked questions
          </h2>
        </div>
        <div className="mt-12 space-y-3">
          {FAQ.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-400 transition-transform duration-300 group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-sm leading-6 text-slate-600">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </PageContainer>
  </section>
);
