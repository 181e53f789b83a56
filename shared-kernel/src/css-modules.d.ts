// CSS Modules: webpack's css-loader (and jest's identity proxy) turn class names into a map.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Global style sheets (the design tokens) are imported only for their side effect.
declare module '*.css';
