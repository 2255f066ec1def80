import 'react';

// HTML invoker commands (a button that opens or closes a dialog with no script), not yet in
// React's types. React passes lowercase attributes it does not know through to the element.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}
