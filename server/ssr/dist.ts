/** Where the server-render bundle of a client build lives: beside it, never inside (all of it is served). */
export function ssrDistDe(clientDir: string): string {
  return `${clientDir.replace(/[/\\]+$/, '')}-ssr`;
}
