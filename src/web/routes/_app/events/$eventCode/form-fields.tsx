import { createFileRoute, redirect } from '@tanstack/react-router';

/* The tab's former address, kept for bookmarks. */
export const Route = createFileRoute('/_app/events/$eventCode/form-fields')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/events/$eventCode/registration-fields', params, replace: true });
  },
});
