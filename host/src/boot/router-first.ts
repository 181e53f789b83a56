// Imported alone by the entry (src/index.ts), so the router is evaluated in a task of its own, before the shell.
export { Link } from 'react-router-dom';
