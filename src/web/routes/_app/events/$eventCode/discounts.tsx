import { createFileRoute, redirect } from '@tanstack/react-router';

/* The tab's former address, kept for bookmarks. */
export const Route = createFileRoute('/_app/events/$eventCode/discounts')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/events/$eventCode/legal-discounts', params, replace: true });
  },
});
