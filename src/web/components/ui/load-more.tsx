import { Button } from './button.tsx';

/** The foot of a paged list: loads the next page when it scrolls into view, or on a press. */
export function LoadMore(props: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  footRef: React.Ref<HTMLDivElement>;
}) {
  if (!props.hasMore) return null;
  return (
    <div ref={props.footRef} className="mt-4 flex justify-center">
      <Button variant="outline" onClick={props.onLoad} disabled={props.loading}>
        {props.loading ? 'Loading more…' : 'Load more'}
      </Button>
    </div>
  );
}
