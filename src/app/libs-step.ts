/**
 * Imported alone by src/main.tsx, as its first step: this module is placed in the 'libs' chunk
 * (vite.config.ts), so importing it evaluates React, the router and the query cache in a task of
 * their own, before MUI and Emotion are evaluated with the providers.
 */
export { BrowserRouter } from 'react-router-dom';
