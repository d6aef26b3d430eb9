import { FlaskConical } from 'lucide-react';
import { usePaymentsInfo } from '../api/payments-info.ts';
import { S } from '../../../strings-money.ts';

/**
 * The sandbox's warning and its test cards (from the server, so they always match the
 * provider). Nothing shows when a real provider is configured.
 */
export const TestModeNotice = ({ onUse }: { onUse: (cardNumber: string) => void }) => {
  const info = usePaymentsInfo();
  if (info.data && !info.data.test_mode) return null;
  return (
    <section
      aria-label={S.payment.testMode}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-4" />
        {S.payment.testMode}
      </p>
      <p className="mt-1 text-amber-800">{S.payment.testModeText}</p>
      {info.data ? (
        <ul className="mt-3 flex flex-col gap-1.5">
          {Object.entries(info.data.test_cards).map(([label, number]) => (
            <li key={label} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 flex-1 basis-40">{label}</span>
              <code className="font-mono text-xs tracking-wide text-amber-950 tabular-nums">
                {number}
              </code>
              <button
                type="button"
                onClick={() => onUse(number)}
                aria-label={S.payment.useCard(label)}
                className="cursor-pointer rounded-md px-2 py-0.5 text-xs font-semibold text-violet-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-violet-700"
              >
                {S.payment.use}
              </button>
            </li>
          ))}
        </ul>
      ) : info.isPending ? (
        <p className="mt-3 text-xs text-amber-800">{S.payment.loadingCards}</p>
      ) : null}
    </section>
  );
};
