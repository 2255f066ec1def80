import { createContext } from 'react';

/** True around the build's server render: what renders there is not hydrating anything. */
export const ServerRender = createContext(false);
