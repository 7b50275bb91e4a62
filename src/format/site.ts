/** The site of a web address without "www." ("hdoa.hawaii.gov"); undefined when it is not one. */
export function siteOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined
  try {
    return new URL(address).hostname.replace(/^www\./, '')
  } catch {
    return undefined
  }
}
