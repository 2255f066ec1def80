import { createContext, type ReactElement, type ReactNode } from 'react';

/** True around the build's server render: what renders there is not hydrating anything. */
export const ServerRender = createContext(false);

/** In the build, how a page renders the parts every page shows the same (src/app/shared-parts.tsx). */
export interface PartsOfPage {
  /** The element, whose content is the same wherever the same `key` shows, made once per thread. */
  render(key: readonly unknown[], element: ReactElement): ReactNode;
}

export const SharedParts = createContext<PartsOfPage | null>(null);
