// The domain's tables in parts, made by the build (domain-catalogs.ts beside vite.config.ts).
declare module 'virtual:domain-catalogs' {
  /** '<locale>/<part>' (fr or rw; core or a feature) → that part's English → translation table. */
  const parts: Readonly<Record<string, () => Promise<{ default: Record<string, string> }>>>;
  export default parts;
}
