import type { ReactNode } from 'react';

/**
 * Wide content (a table of inputs) that scrolls sideways inside itself on a narrow screen,
 * never the page (WCAG 1.4.10): a region named by `labelledBy` (the table's caption), which
 * the keyboard reaches so it can be scrolled without a mouse (WCAG 2.1.1).
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <div className="staff-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
