'use client';

import { TabbedFormTabs, type TabbedFormTabsProps } from 'react-admin';

/** A form's tabs (its settings and three locales) scroll sideways on a phone instead of widening the page. */
export function ScrollingTabs(props: TabbedFormTabsProps) {
  return <TabbedFormTabs {...props} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />;
}
