import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { LoadState } from './load-state';

/**
 * A card of the administration that lists what a query reads: its heading and what it is
 * for, then the list's loading or its error with a retry, a word when it is empty, or the
 * table `children` draws of its items (scrolling sideways when it must, never the page).
 */
export function ListCard<T>({
  heading,
  intro,
  empty,
  query,
  children,
}: {
  heading: string;
  intro: string;
  empty: string;
  query: UseQueryResult<T[]>;
  children: (items: T[]) => ReactNode;
}) {
  const id = useId();
  const { data, isPending, isError, error, refetch } = query;
  return (
    <div className="admin-panel">
      <section className="admin-card" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{heading}</h3>
        <p>{intro}</p>
        {isPending || isError ? (
          <LoadState isPending={isPending} error={error} retry={() => void refetch()} />
        ) : data.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <div className="admin-table-wrap">{children(data)}</div>
        )}
      </section>
    </div>
  );
}
