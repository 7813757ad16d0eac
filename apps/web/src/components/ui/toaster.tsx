import { useLingui } from '@lingui/react/macro';
import { dismissFlash, useFlashes, type FlashTone } from '@/lib/flash';
import { domainText } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const tones: Record<FlashTone, string> = {
  success: 'border-green-600 bg-green-700 text-white',
  error: 'border-red-700 bg-red-700 text-white',
  info: 'border-slate-700 bg-slate-800 text-white',
};

/**
 * Where flash() messages appear: green for success, red for errors (docs/product.md#messages), announced
 * politely. They must not hide the page's heading or the field being typed in: on phones only the newest shows,
 * over the site header at the top (which holds neither); on wider screens up to MAX_FLASHES (lib/flash.ts)
 * stack in the bottom-right corner, away from the headings and forms on the left. Each closes with its button.
 */
export function Toaster() {
  const flashes = useFlashes();
  const { t } = useLingui();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2 sm:top-auto sm:bottom-4 sm:left-auto sm:items-end sm:px-4"
    >
      {flashes.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg max-sm:[&:not(:last-child)]:hidden',
            tones[item.tone],
          )}
        >
          {/* A domain message flashed in its English reaches the page in its language; text already
              translated (the server's, the catalogs') is no id of the domain's and passes as it is. */}
          <p className="flex-1">{domainText(item.text)}</p>
          <button
            type="button"
            onClick={() => dismissFlash(item.id)}
            aria-label={t`Dismiss message`}
            className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
