/**
 * Text for errors that belong to no single field. Apart from the fields (field.tsx): pages
 * without a form show it too (a payout's setup, a download), and the fields load with the
 * forms' library (chunk-groups-plugin.ts).
 */
export const FormError = ({ message }: { message?: string }) =>
  message ? (
    <p
      role="alert"
      className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-700"
    >
      {message}
    </p>
  ) : null;
