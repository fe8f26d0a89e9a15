import type { ReactNode } from "react";
import { LoadMoreButton } from "./load-more-button";
import { QueryState, type QueryLike } from "./query-state";

/** The parts of an infinite query (TanStack Query, through tRPC) that PagedList reads. */
interface PagedQuery<TPage> extends QueryLike<{ pages: TPage[] }> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListProps<TPage, TItem> {
  pages: PagedQuery<TPage>;
  /** The items one page holds. */
  items: (page: TPage) => TItem[];
  loading: ReactNode;
  errorTitle: string;
  /** Shown when no page holds an item. */
  empty: ReactNode;
  /** The items of every page loaded so far, in order. */
  children: (items: TItem[]) => ReactNode;
}

/** A list the server sends a page at a time: QueryState over the pages loaded, then 'Load more'. */
export function PagedList<TPage, TItem>({ pages, items, children, ...state }: PagedListProps<TPage, TItem>) {
  return (
    <>
      <QueryState
        query={pages}
        isEmpty={(data) => data.pages.every((page) => items(page).length === 0)}
        {...state}
      >
        {(data) => children(data.pages.flatMap((page) => items(page)))}
      </QueryState>
      <LoadMoreButton pages={pages} />
    </>
  );
}
