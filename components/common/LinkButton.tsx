'use client';
import Link from 'next/link';
import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps } from '@mui/material/Link';

/* MUI components with Next's Link inside, usable from server components (a component prop cannot cross the
   server/client boundary). */

export function LinkButton(props: Omit<ButtonProps<'a'>, 'component'> & { href: string }) {
  return <Button component={Link} {...props} />;
}

export function NavLink(props: Omit<LinkProps<'a'>, 'component'> & { href: string }) {
  return <MuiLink component={Link} {...props} />;
}
