import { BriefingBookPrintPage } from './BriefingBookPrintPage';

/** The print routes (no session gate, no navigation): `/print/briefing-book/:id`. */
export default function PrintApp({ pathname }: { pathname: string }) {
  const match = /^\/print\/briefing-book\/([^/]+)\/?$/.exec(pathname);
  if (!match) return <p>Not found</p>;
  return <BriefingBookPrintPage id={decodeURIComponent(match[1]!)} />;
}
