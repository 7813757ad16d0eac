/** Card shapes while the first results load, so nothing jumps when they arrive. */
export function ResultSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-1/4 rounded bg-slate-200" />
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-200" />
            <div className="h-9 w-full rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
