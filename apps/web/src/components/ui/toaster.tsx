import { dismissFlash, useFlashes, type FlashTone } from '@/lib/flash';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

const tones: Record<FlashTone, string> = {
  success: 'border-green-600 bg-green-700 text-white',
  error: 'border-red-700 bg-red-700 text-white',
  info: 'border-slate-700 bg-slate-800 text-white',
};

/**
 * Where flash() messages appear: green for success, red for errors (docs/product.md#messages), announced
 * politely.
 */
export function Toaster() {
  const flashes = useFlashes();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4"
    >
      {flashes.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg',
            tones[item.tone],
          )}
        >
          <p className="flex-1">{item.text}</p>
          <button
            type="button"
            onClick={() => dismissFlash(item.id)}
            aria-label="Dismiss message"
            className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
