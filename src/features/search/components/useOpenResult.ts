import { useNavigate } from 'react-router-dom'

/**
 * Opens a chosen result. A section's anchor is the id its heading got when the page was
 * prerendered; a page rendered in the app gives it another, so those load the page itself.
 */
export function useOpenResult(): (url: string) => void {
  const navigate = useNavigate()
  return (url) => {
    if (url.includes('#')) window.location.assign(url)
    else void navigate(url)
  }
}
