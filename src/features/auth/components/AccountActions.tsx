import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useToast } from '@/design-system'
import { exportMyData, signOutEverywhere } from '../api/account'

/** Saves a text as a file in the browser's downloads. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** "Download my data" (a JSON file). */
export function DownloadDataButton() {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      variant="outlined"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        const result = await exportMyData()
        setBusy(false)
        if (!result.ok) return toast.error(result.message)
        saveFile('hawaii-pcs-planner-my-data.json', result.json)
      }}
    >
      {busy ? 'Preparing…' : 'Download my data'}
    </Button>
  )
}

/** "Sign out everywhere": ends every session of the account; `onDone` runs after. */
export function SignOutEverywhereButton({ onDone }: { onDone: () => void }) {
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  return (
    <Stack direction="row">
      <Button
        variant="outlined"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          const result = await signOutEverywhere()
          setBusy(false)
          if (!result.ok) return toast.error(result.message)
          toast.success('Signed out on every device')
          onDone()
        }}
      >
        {busy ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
    </Stack>
  )
}
