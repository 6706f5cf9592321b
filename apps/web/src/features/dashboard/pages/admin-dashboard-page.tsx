import { PageTitle } from '../../../components/page-title.tsx';

/** /admin/dashboard: a heading until the admin dashboard is built. */
export function AdminDashboardPage() {
  return (
    <div className="space-y-2">
      <PageTitle>Admin dashboard</PageTitle>
      <h1 className="text-3xl font-extrabold text-ink">Dashboard</h1>
      <p className="text-lg text-muted">Manage users, volunteers, assets, requests, donations and meetings from the menu.</p>
    </div>
  );
}
