import { Button, Group } from "@mantine/core";

/** The parts of an infinite query (TanStack Query, through tRPC) that LoadMoreButton reads. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps {
  pages: PagedQuery;
  /** "Load more" unless the screen names it otherwise. */
  label?: string;
  /** Centred below a table or list; off where the button sits in a stack of its own. */
  centred?: boolean;
}

/** Fetches the next page of a paged list; absent once the last page is in. */
export function LoadMoreButton({ pages, label = "Load more", centred = true }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  const button = (
    <Button variant="default" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {label}
    </Button>
  );
  return centred ? <Group justify="center">{button}</Group> : button;
}
