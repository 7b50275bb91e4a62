import { useNavigate } from 'react-router-dom'

/**
 * Opens a chosen result. A section's anchor is its heading's readable id (from the heading
 * text); a full load lands on it in the prerendered page, before the page's code arrives.
 */
export function useOpenResult(): (url: string) => void {
  const navigate = useNavigate()
  return (url) => {
    if (url.includes('#')) window.location.assign(url)
    else void navigate(url)
  }
}
