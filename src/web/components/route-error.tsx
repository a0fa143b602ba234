import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorView } from './error-view';

/** Error boundary of every route: what the hub's error means, and a retry that reloads the route. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <ErrorView
      error={error}
      onRetry={() => {
        queryReset.reset();
        void router.invalidate();
      }}
    />
  );
}
