export { Navbar, SCROLL_THRESHOLD } from './navbar';
