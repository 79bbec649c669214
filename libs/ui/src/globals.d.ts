/** Side-effect style imports (Mantine CSS) and static assets handled by rspack. */
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
