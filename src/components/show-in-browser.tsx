import type { ReactNode } from 'react';

import { useBrowserValue } from '@/lib/use-hydrated-value';

/**
 * Children the build renders hidden, shown once the browser says `when()`: something the build
 * cannot know (the platform, a browser feature, that React now answers taps). They are in the
 * prerendered HTML with their styles, and showing them changes one attribute of this wrapper:
 * they do not render again, and no new styles are inserted, in the commit that ends hydration.
 * `keepPlace` hides them with `visibility` (they hold their space); otherwise they take none.
 */
export function ShowInBrowser({
  when,
  keepPlace = false,
  children,
}: {
  when: () => boolean;
  keepPlace?: boolean;
  children: ReactNode;
}) {
  const shown = useBrowserValue(when, false);
  if (keepPlace) {
    return (
      <span style={{ display: 'contents', visibility: shown ? undefined : 'hidden' }}>
        {children}
      </span>
    );
  }
  return <div hidden={!shown}>{children}</div>;
}
