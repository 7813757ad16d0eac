/** The shape of a property card while it loads, so nothing moves when it arrives. */
export function CardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white ${className}`}
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/4 rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-200" />
        <div className="flex justify-between pt-3">
          <div className="h-8 w-1/3 rounded bg-slate-200" />
          <div className="h-9 w-20 rounded-lg bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
