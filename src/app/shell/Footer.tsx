import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { footerLinks, SITE_NAME } from '../routes'

/** The bottom of every page: secondary links and what the site is (and is not). */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        mt: 6,
        py: 3,
        px: { xs: 2, sm: 4 },
        bgcolor: 'background.paper',
      }}
    >
      <Stack
        direction="row"
        component="ul"
        sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0, listStyle: 'none', p: 0, m: 0, mb: 2 }}
      >
        {footerLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} sx={{ display: 'inline-block', py: 1 }}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {SITE_NAME} is a free planning site for military families. It is not an official Department
        of Defense site: confirm fees, deadlines and rules with the office named on each page before
        you act on them.
      </Typography>
    </Box>
  )
}
