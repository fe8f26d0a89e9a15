import type { ReactNode } from "react";
import { LoadErrorAlert } from "./fallbacks/load-error-alert";

/** The parts of a query result (TanStack Query, through tRPC) that QueryState reads. */
export interface QueryLike<TData, TError extends { message: string } = { message: string }> {
  isPending: boolean;
  isError: boolean;
  data: TData | undefined;
  error: TError | null;
  refetch: () => unknown;
}

interface QueryStateProps<TData, TError extends { message: string }> {
  query: QueryLike<TData, TError>;
  /** Shown until the first answer: a skeleton of the content, announced as loading. */
  loading: ReactNode;
  /** What could not be loaded, e.g. "Goals could not be loaded". */
  errorTitle?: string;
  /** "retry" (the default): the server's message and 'Try again'; "refresh": asks for a page refresh. */
  errorAction?: "retry" | "refresh";
  /** A screen's own error state, instead of the alert. */
  renderError?: (error: TError) => ReactNode;
  /** True when the answer has nothing to show; `empty` is shown then. */
  isEmpty?: (data: TData) => boolean;
  /** What an answer with nothing to show reads; without `isEmpty`, an empty list is such an answer. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * The ladder every screen that loads data climbs: loading, then an error (with a way out), then the
 * empty state, then the content.
 */
export function QueryState<TData, TError extends { message: string }>({
  query,
  loading,
  errorTitle = "This could not be loaded",
  errorAction = "retry",
  renderError,
  isEmpty,
  empty,
  children,
}: QueryStateProps<TData, TError>) {
  if (query.isPending) return loading;
  if (query.isError && query.error) {
    if (renderError) return renderError(query.error);
    return (
      <LoadErrorAlert
        title={errorTitle}
        {...(errorAction === "retry"
          ? { message: query.error.message, onRetry: () => void query.refetch() }
          : {})}
      />
    );
  }
  if (query.data === undefined) return loading;
  const nothing = isEmpty
    ? isEmpty(query.data)
    : empty !== undefined && Array.isArray(query.data) && query.data.length === 0;
  if (nothing) return empty ?? null;
  return children(query.data);
}

/** Two queries as one: loading while either loads, failed when either failed, data as a pair. */
export function bothQueries<A, B, TError extends { message: string }>(
  first: QueryLike<A, TError>,
  second: QueryLike<B, TError>,
): QueryLike<[A, B], TError> {
  return {
    isPending: first.isPending || second.isPending,
    isError: first.isError || second.isError,
    error: first.error ?? second.error,
    data: first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined,
    refetch: () => Promise.all([first.refetch(), second.refetch()]),
  };
}
