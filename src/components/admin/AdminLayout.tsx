'use client';

import { AppBar, Layout, type LayoutProps, Logout, UserMenu, useGetIdentity } from 'react-admin';

/** The account menu, named by what it shows (the username), as WCAG 2.5.3 asks of a control's name. */
function AccountMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (compte)` : 'Compte'}>
      <Logout />
    </UserMenu>
  );
}

const AdminAppBar = () => <AppBar userMenu={<AccountMenu />} />;

/**
 * react-admin's layout grows to its widest content (min-width: fit-content), so one wide table or
 * row of tabs widened the whole page on a phone: it keeps to the screen, and what is wider scrolls
 * inside its own box (a list's table, a form's tabs).
 */
const FITS_THE_SCREEN = { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } as const;

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} appBar={AdminAppBar} sx={FITS_THE_SCREEN} />;
}
