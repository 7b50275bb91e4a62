/** "1,234" */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US')
}
