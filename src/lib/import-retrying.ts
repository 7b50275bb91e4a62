// Chromium remembers a failed import() for the life of the page: a chunk lost while the signal
// dropped would fail every later time, so a sign-in or a save would not work until a reload.
// The build wraps every import() in importRetrying (scripts/import-retrying-plugin.ts): after a
// failure, the next call imports the same file under a new address, which the browser fetches.

const failures = new Map<string, number>()

/** The file an import() failed to fetch, from the browser's message ("…module: https://…js"). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error)
  return /\b(https?:\/\/\S+?\.js)\b/.exec(message)?.[1]
}

/**
 * Runs `load` (an import()). Its first failure for a file is passed on, for the caller to show;
 * a later one (the browser answering from its memory of the failure) imports the file again as
 * `…js?retry=N`, a new address the browser fetches.
 */
export function importRetrying<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((error: unknown) => {
    const url = failedModuleUrl(error)
    if (!url) throw error
    const tries = failures.get(url)
    failures.set(url, (tries ?? 0) + 1)
    if (tries === undefined) throw error
    return import(/* @vite-ignore */ `${url}?retry=${tries}`) as Promise<M>
  })
}
