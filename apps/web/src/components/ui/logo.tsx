import { PRODUCT_NAME } from '@ikaze/domain';
import { cn } from '@/lib/cn';

/** The sun-over-hills mark (the same drawing as /favicon.svg) and the word "Ikaze". */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('h-9 w-9 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id="ikaze-logo-tile">
          <rect width="64" height="64" rx="14" />
        </clipPath>
      </defs>
      <g clipPath="url(#ikaze-logo-tile)">
        <rect width="64" height="64" fill="#0b5f8c" />
        <circle cx="43" cy="21" r="7" fill="#fad201" />
        <path
          d="M43 8v4M43 30v4M30 21h4M52 21h4M33.8 11.8l2.8 2.8M49.4 27.4l2.8 2.8M33.8 30.2l2.8-2.8M49.4 14.6l2.8-2.8"
          stroke="#fad201"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <path d="M0 44c11-9 21-8 31-2s21 6 33-3v25H0z" fill="#2f8a57" />
        <path d="M0 54c12-6 24-5 36 0s20 3 28-2v12H0z" fill="#20603d" />
      </g>
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span
        className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-brand-800')}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
